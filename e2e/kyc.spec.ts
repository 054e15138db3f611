import { expect, type Page } from "@playwright/test";
import { gotoHydrated, toasts } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { jpegFile, pdfFile, pngFile } from "./support/kyc-files";

/*
 * The identity check (issue 5 item 7): the four-step wizard at /kyc through Submit for Review with
 * four real files (which the server decodes), the status that follows, and the browser's own refusal of a file that is not a
 * JPEG, PNG or PDF by its content. At 360 px wide, as on a small phone.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 360, height: 780 }, screenshot: "only-on-failure" });

const files = {
  jpeg: jpegFile,
  png: pngFile,
  pdf: pdfFile,
  /** An HTML page dressed up as a PNG: name and type say image, the content does not. */
  htmlAsPng: (name: string) => ({
    name,
    mimeType: "image/png",
    buffer: Buffer.from("<!doctype html><p>hi</p>"),
  }),
};

const isoDaysFromNow = (days: number, years = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + years);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

async function signedInAtKyc(page: Page, origin: string, label: string) {
  const user = await createConfirmedUser(page.request, origin, label);
  await signInThroughApi(page.request, origin, user);
  await gotoHydrated(page, "/kyc");
  await expect(page.getByRole("heading", { level: 1, name: "Identity Verification" })).toBeVisible();
}

function wizard(page: Page) {
  const main = page.getByRole("main");
  return {
    main,
    next: main.getByRole("button", { name: "Next" }),
    previous: main.getByRole("button", { name: "Previous" }),
    submit: main.getByRole("button", { name: "Submit for Review" }),
    step: (n: number) => main.getByText(`Step ${n} of 4`, { exact: true }),
    percent: (p: number) => main.getByText(`${p}% complete`, { exact: true }),
  };
}

async function fillDetails(page: Page) {
  const w = wizard(page);
  await expect(w.step(1)).toBeVisible();
  await expect(w.percent(0)).toBeVisible();
  await expect(w.main.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(w.next).toBeDisabled();
  await expect(w.previous).toBeDisabled();

  // Prefilled from the profile (registered as Tamar Gelashvili, Georgia).
  await expect(w.main.getByLabel("Full name")).toHaveValue("Tamar Gelashvili");
  const nationality = w.main.getByRole("combobox", { name: "Nationality" });
  await expect(nationality).toHaveValue("Georgia");
  // Seventeen years old: refused with the agreement's rule, and Next stays disabled.
  await w.main.getByLabel("Date of birth").fill(isoDaysFromNow(0, -17));
  await w.main.getByLabel("Date of birth").blur();
  // Searchable, by keyboard: another nationality, then back to Georgia.
  await nationality.fill("kingdom");
  await nationality.press("Enter");
  await expect(nationality).toHaveValue("United Kingdom");
  await nationality.fill("georg");
  await w.main.getByRole("option", { name: "Georgia", exact: true }).click();
  await expect(nationality).toHaveValue("Georgia");
  await expect(w.main.getByText("You must be at least 18 years old to take part in the sale")).toBeVisible();
  await expect(w.next).toBeDisabled();
  await w.main.getByLabel("Date of birth").fill("1991-05-20");
  await expect(w.main.getByText("You must be at least 18 years old to take part in the sale")).toBeHidden();
  await w.next.click();

  await expect(w.step(2)).toBeVisible();
  await expect(w.percent(25)).toBeVisible();
  await expect(w.next).toBeDisabled();
  await w.main.getByLabel("Address").fill("7 Chavchavadze Avenue");
  await w.main.getByLabel("City").fill("Tbilisi");
  await w.main.getByLabel("Postal code").fill("0179");
  // Previous keeps what was typed.
  await w.previous.click();
  await expect(w.main.getByLabel("Full name")).toHaveValue("Tamar Gelashvili");
  await w.next.click();
  await expect(w.main.getByLabel("City")).toHaveValue("Tbilisi");
  await w.next.click();

  await expect(w.step(3)).toBeVisible();
  await expect(w.percent(50)).toBeVisible();
  await w.main.getByLabel("Document type").selectOption("passport");
  await w.main.getByLabel("Document number").fill("13AB45678");
  await w.main.getByLabel("Expiry date").fill(isoDaysFromNow(-1));
  await w.main.getByLabel("Expiry date").blur();
  await expect(w.main.getByText("This document has expired")).toBeVisible();
  await expect(w.next).toBeDisabled();
  await w.main.getByLabel("Expiry date").fill(isoDaysFromNow(0, 5));
  await w.next.click();

  await expect(w.step(4)).toBeVisible();
  // 100% only once submitted.
  await expect(w.percent(75)).toBeVisible();
  await expect(w.submit).toBeDisabled();
}

test("the wizard through Submit for Review with four files, then the status shows pending", async ({
  page,
  origin,
}) => {
  await signedInAtKyc(page, origin, "kyc-submit");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expectNoSeriousAxeViolations(page);
  await fillDetails(page);
  const w = wizard(page);
  const bill = await files.pdf("bill.pdf");
  const back = await files.png("back.png");

  await w.main.getByLabel("ID document (front)").setInputFiles(await files.jpeg("front.jpg"));
  // A PNG with a page appended: its first bytes pass the browser's check, the server refuses it.
  await w.main.getByLabel("ID document (back)").setInputFiles({
    ...back,
    buffer: Buffer.concat([back.buffer, Buffer.from("<html><script>alert(1)</script></html>")]),
  });
  await w.main.getByLabel("Selfie holding your ID").setInputFiles(await files.jpeg("selfie.jpg"));
  await expect(w.submit).toBeDisabled();
  await w.main.getByLabel("Proof of address").setInputFiles(bill);
  await expect(w.main.getByText("Ready to upload: bill.pdf")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Nothing at 360 px is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const post = () =>
    page.waitForResponse((r) => new URL(r.url()).pathname === "/api/kyc" && r.request().method() === "POST");
  const refused = post();
  await w.submit.click();
  expect((await refused).status()).toBe(400);
  const appended =
    "This file has other data attached after its end. Please upload a valid JPEG, PNG or PDF file.";
  await expect(w.main.getByText(appended)).toBeVisible();
  await expect(w.submit).toBeDisabled();
  await w.main.getByLabel("ID document (back)").setInputFiles(back);
  await expect(w.main.getByText(appended)).toBeHidden();

  const posted = post();
  await w.submit.click();
  expect((await posted).status()).toBe(201);
  await expect(toasts(page).getByText("Your documents were submitted for review.")).toBeVisible();
  await expect(w.main.getByText("Pending", { exact: true })).toBeVisible();
  await expect(w.main.getByText(/are under review/)).toBeVisible();
  await expect(w.submit).toHaveCount(0);

  // The server keeps it: a new visit shows the status, not the wizard, and the owner can read a document.
  await gotoHydrated(page, "/kyc");
  await expect(w.main.getByText("Pending", { exact: true })).toBeVisible();
  await expect(w.step(1)).toHaveCount(0);
  const download = await page.request.get("/api/kyc/documents/proofOfAddress");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(await download.body()).toEqual(bill.buffer);
});

test("a file that is not a JPEG, PNG or PDF by its content is refused in the browser", async ({
  page,
  origin,
}) => {
  await signedInAtKyc(page, origin, "kyc-wrong-type");
  await fillDetails(page);
  const w = wizard(page);
  const bill = await files.pdf("bill.pdf");
  let uploads = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/kyc" && r.method() === "POST") uploads += 1;
  });

  const back = w.main.getByLabel("ID document (back)");
  await back.setInputFiles(files.htmlAsPng("back.png"));
  const message = "This file is not a JPEG, PNG or PDF. Please choose an image or a PDF document.";
  await expect(w.main.getByText(message)).toBeVisible();
  await expect(back).toHaveAttribute("aria-invalid", "true");
  await expect(back).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
  await w.main.getByLabel("ID document (front)").setInputFiles(await files.jpeg("front.jpg"));
  await w.main.getByLabel("Selfie holding your ID").setInputFiles(await files.png("selfie.png"));
  await w.main.getByLabel("Proof of address").setInputFiles(bill);
  await expect(w.submit).toBeDisabled();

  // A real image in its place clears the error and enables Submit for Review.
  await back.setInputFiles(await files.png("back.png"));
  await expect(w.main.getByText(message)).toBeHidden();
  await expect(w.submit).toBeEnabled();
  expect(uploads).toBe(0);
});
