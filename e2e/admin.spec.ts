import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page } from "@playwright/test";
import { totpCode, totpKeyFromUri } from "../src/server/test/totp";
import { holdersCsvColumns } from "../src/shared/admin/exports";
import { gotoHydrated, toasts } from "./helpers";
import { createConfirmedUser, signInThroughApi, type TestUser, test } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { pdfFile, pngFile } from "./support/kyc-files";
import { ensureAccount, operatorToSetUp, signInAsOperator, twoFactorPacers } from "./support/operator";

/*
 * The operator console (issue 6): an operator approves an identity check and the investor's
 * dashboard turns green live; who may open the console; an operator without two-factor led to set
 * it up (issue 10); a rejection with its reason; an
 * announcement reaching an investor's bell; the holders CSV; every console page under axe, and the
 * KYC queue and review at 360 px. Investor and operator each have their own browser context.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ screenshot: "only-on-failure" });

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });
const consoleNav = (page: Page) => page.getByRole("navigation", { name: "Operator console" });

/** The wizard's fields and four documents, sent as the wizard sends them (multipart). */
async function submitKycThroughApi(page: Page, origin: string) {
  const response = await page.request.post("/api/kyc", {
    headers: { Origin: origin },
    multipart: {
      fullName: "Tamar Gelashvili",
      dateOfBirth: "1991-05-20",
      nationality: "GE",
      address: "7 Chavchavadze Avenue",
      city: "Tbilisi",
      postalCode: "0179",
      documentType: "passport",
      documentNumber: "13AB45678",
      expiryDate: `${new Date().getFullYear() + 5}-06-30`,
      // Real files (the server decodes them), so the review page shows the images inline.
      idFront: await pngFile("front.png"),
      idBack: await pngFile("back.png"),
      selfie: await pngFile("selfie.png"),
      proofOfAddress: await pdfFile("bill.pdf"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A confirmed investor signed in on `page`. */
async function signedInInvestor(page: Page, origin: string, label: string): Promise<TestUser> {
  const user = await createConfirmedUser(page.request, origin, label);
  await signInThroughApi(page.request, origin, user);
  return user;
}

/** A browser context of its own, signed in as the operator. */
async function operatorPage(browser: Browser, origin: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: origin, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signInAsOperator(page, origin);
  return page;
}

/** Opens the KYC queue, finds the investor's pending submission by e-mail and opens its review. */
async function openReviewOf(page: Page, email: string) {
  await gotoHydrated(page, "/admin/kyc");
  await expect(page.getByRole("heading", { name: "KYC queue" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  // The search is sent once typing pauses; wait for it, or its late update of the address would
  // follow the click on Review.
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /^Review/ }).click();
  await expect(page).toHaveURL(/\/admin\/kyc\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "KYC review" })).toBeVisible();
  await expect(page.getByRole("main").getByText(email).first()).toBeVisible();
}

test("an operator approves an identity check and the investor's dashboard turns green live", async ({
  page,
  browser,
  origin,
}) => {
  const investor = await signedInInvestor(page, origin, "admin-approve");
  await submitKycThroughApi(page, origin);
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByTestId("kyc-status")).toHaveText("Pending");
  const notice = page.getByText(/PXL tokens are distributed only after your identity is verified/);
  await expect(notice).toBeVisible();
  // The welcome notice arrives 2 s after the signed-in area opens: wait for it, so the count is settled.
  await expect(bell(page)).toHaveAccessibleName("Notifications (1 unread)");
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const desk = await operatorPage(browser, origin);
  await openReviewOf(desk, investor.email);
  const main = desk.getByRole("main");
  await expect(main.getByText("Tamar Gelashvili").first()).toBeVisible();
  await expect(main.getByText("13AB45678")).toBeVisible();
  await expect(main.getByRole("img", { name: /ID document \(front\)/ })).toBeVisible();
  await expect(main.getByRole("link", { name: /Open PDF/ })).toHaveAttribute(
    "href",
    /\/api\/admin\/kyc\/[0-9a-f-]{36}\/documents\/proofOfAddress$/,
  );

  await main.getByRole("button", { name: "Approve" }).click();
  const confirm = desk.getByRole("dialog");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(toasts(desk).getByText("Identity approved.")).toBeVisible();
  await expect(desk).toHaveURL(/\/admin\/kyc(\?.*)?$/);

  // The investor's page, untouched since: the account stream brings the decision.
  await expect(page.getByTestId("kyc-status")).toHaveText("Verified", { timeout: 15_000 });
  await expect(page.getByTestId("kyc-status")).toHaveClass(/emerald/);
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(bell(page)).toHaveAccessibleName("Notifications (2 unread)");
  await bell(page).click();
  await expect(panel(page).getByRole("listitem").first()).toContainText(/identity/i);
  await expect(panel(page).getByRole("listitem").first()).toContainText(/verified|approved/i);
  await desk.context().close();
});

test("who may open the console: signed out goes to login, an investor is refused", async ({
  page,
  browser,
  origin,
}) => {
  const visitor = await (await browser.newContext({ baseURL: origin })).newPage();
  await visitor.goto("/admin/kyc");
  await expect(visitor).toHaveURL(`${origin}/login?redirectTo=${encodeURIComponent("/admin/kyc")}`);
  expect((await visitor.request.get("/api/admin/overview")).status()).toBe(401);
  await visitor.context().close();

  await signedInInvestor(page, origin, "admin-refused");
  for (const path of ["/admin", "/admin/kyc", "/admin/announcements", "/admin/exports"]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { name: "Operators only" })).toBeVisible();
    await expect(page.getByText("This page is for operators only.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(consoleNav(page)).toHaveCount(0);
  }
  const overview = await page.request.get("/api/admin/overview");
  expect(overview.status()).toBe(403);
  expect(await overview.json()).toMatchObject({ error: "This page is for operators only." });
  expect((await page.request.get("/api/admin/exports/holders.csv")).status()).toBe(403);
});

test("an operator without two-factor opens /admin, is led to set it up, then reaches the overview", async ({
  browser,
  origin,
}) => {
  // At 360 px: the set-up must fit a phone, where the authenticator app is.
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 360, height: 780 } });
  const desk = await context.newPage();
  await ensureAccount(desk.request, origin, operatorToSetUp);
  // ADMIN_EMAILS grants the role at this sign-in; the password alone opens no console.
  await signInThroughApi(desk.request, origin, operatorToSetUp);
  expect((await desk.request.get("/api/admin/overview")).status()).toBe(403);

  await gotoHydrated(desk, "/admin");
  const main = desk.getByRole("main");
  await expect(
    desk.getByRole("heading", { level: 1, name: "Set up two-factor authentication to use the console" }),
  ).toBeVisible();
  await expect(consoleNav(desk)).toHaveCount(0);
  const fits = async () =>
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await fits();
  await expectNoSeriousAxeViolations(desk);

  // From the keyboard: the button, then the password dialog.
  const start = main.getByRole("button", { name: "Turn on two-factor authentication" });
  await start.focus();
  await desk.keyboard.press("Enter");
  const dialog = desk.getByRole("dialog", { name: "Turn on two-factor authentication" });
  await dialog.getByLabel("Current password").fill(operatorToSetUp.password);
  await twoFactorPacers.enable.run(async () => {
    const answered = desk.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/two-factor/enable");
    await desk.keyboard.press("Enter");
    await answered;
  });

  // The key as a person would type it into their app, read off the page.
  const typedKey = await main
    .getByText(/Can't scan it\?/)
    .locator("code")
    .textContent();
  const key = totpKeyFromUri(`otpauth://totp/x?secret=${(typedKey ?? "").replace(/\s/g, "")}`);
  await fits();
  await expectNoSeriousAxeViolations(desk);
  await main.getByLabel("6-digit code").fill(totpCode(key));
  await twoFactorPacers.verify.run(async () => {
    const answered = desk.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/auth/two-factor/verify-totp",
    );
    await main.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await answered;
  });

  // Back where they were, in the console.
  await expect(consoleNav(desk).getByRole("link", { name: "Overview", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(main.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
  await expect(desk).toHaveURL(`${origin}/admin`);
  expect((await desk.request.get("/api/admin/overview")).status()).toBe(200);
  await fits();
  await context.close();
});

test("an operator rejects with a reason; the investor reads it and can submit again", async ({
  page,
  browser,
  origin,
}) => {
  const investor = await signedInInvestor(page, origin, "admin-reject");
  await submitKycThroughApi(page, origin);

  const desk = await operatorPage(browser, origin);
  await openReviewOf(desk, investor.email);
  const main = desk.getByRole("main");
  await main.getByRole("button", { name: "Reject" }).click();
  const reason = main.getByRole("textbox", { name: "Reason" });
  await expect(reason).toBeVisible();
  // The reason is required: the form says so under the field and asks for no confirmation.
  await main.getByRole("button", { name: "Reject" }).click();
  const required = "Tell the investor why, in at least 10 characters.";
  await expect(main.getByText(required)).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(new RegExp(required.replace(/\./g, "\\.")));
  await expect(desk.getByRole("dialog")).toHaveCount(0);

  const why = "The photo of the passport is too blurry to read the number.";
  await reason.fill(why);
  await main.getByRole("button", { name: "Reject" }).click();
  const confirm = desk.getByRole("dialog");
  await expect(confirm).toContainText(why);
  await confirm.getByRole("button", { name: "Reject" }).click();
  await expect(toasts(desk).getByText("Identity rejected.")).toBeVisible();
  await expect(desk).toHaveURL(/\/admin\/kyc(\?.*)?$/);

  // The decided submission, opened again, says what was decided, by whom and why, and offers no action.
  await desk.goBack();
  await expect(
    desk
      .getByRole("main")
      .getByText(/rejected/i)
      .first(),
  ).toBeVisible();
  await expect(desk.getByRole("main").getByText(why)).toBeVisible();
  await expect(
    desk.getByRole("main").getByRole("definition").filter({ hasText: "operator@e2e.pxl.example" }),
  ).toBeVisible();
  await expect(desk.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await desk.context().close();

  await gotoHydrated(page, "/kyc");
  await expect(page.getByRole("main").getByText("Rejected", { exact: true })).toBeVisible();
  await expect(page.getByText(`Reason: ${why}`)).toBeVisible();
  await page.getByRole("button", { name: "Submit again" }).click();
  await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
  await submitKycThroughApi(page, origin);
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByTestId("kyc-status")).toHaveText("Pending");
});

test("an announcement reaches an investor's bell", async ({ page, browser, origin }) => {
  await signedInInvestor(page, origin, "admin-announce");
  await gotoHydrated(page, "/dashboard");
  await expect(bell(page)).toHaveAccessibleName("Notifications (1 unread)");

  const desk = await operatorPage(browser, origin);
  await gotoHydrated(desk, "/admin/announcements");
  const main = desk.getByRole("main");
  await expect(main.getByRole("heading", { name: "Announcements", exact: true })).toBeVisible();
  const title = `Dividend for 2026 ${Date.now().toString(36)}`;
  const message = "The academy pays its first dividend to PXL holders in December 2026.";
  await main.getByRole("textbox", { name: "Title" }).fill(title);
  await main.getByRole("textbox", { name: "Message" }).fill(message);
  await main.getByRole("radio", { name: "Dividend" }).check();
  await main.getByRole("button", { name: "Publish", exact: true }).click();
  const confirm = desk.getByRole("dialog", { name: "Publish to every investor?" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(main.getByText(/^Sent to \d+ investors?; e-mailed to \d+ subscribers?\.$/)).toBeVisible();
  await expect(main.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  await desk.context().close();

  await expect(bell(page)).toHaveAccessibleName("Notifications (2 unread)");
  await bell(page).click();
  await expect(panel(page).getByRole("listitem").first()).toContainText(title);
  await expect(panel(page).getByRole("listitem").first()).toContainText(message);
});

test("the holders CSV downloads with its columns", async ({ browser, origin }) => {
  const desk = await operatorPage(browser, origin);
  await gotoHydrated(desk, "/admin/exports");
  const main = desk.getByRole("main");
  await expect(main.getByRole("heading", { name: "Exports", exact: true })).toBeVisible();
  await expect(main.getByText(/December 2026/)).toBeVisible();
  const [download] = await Promise.all([
    desk.waitForEvent("download"),
    main.getByRole("link", { name: "Download holders (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/)[0];
  expect(header).toBe(holdersCsvColumns.join(","));
  await desk.context().close();
});

test("every console page passes axe; the KYC queue and review fit 360 px", async ({
  page,
  browser,
  origin,
}) => {
  const investor = await signedInInvestor(page, origin, "admin-axe");
  await submitKycThroughApi(page, origin);

  const desk = await operatorPage(browser, origin);
  const pages: Array<[string, string]> = [
    ["/admin", "Overview"],
    ["/admin/payments", "Payments"],
    ["/admin/investors", "Investors"],
    ["/admin/kyc", "KYC queue"],
    ["/admin/announcements", "Announcements"],
    ["/admin/exports", "Exports"],
    ["/admin/audit", "Audit log"],
    ["/admin/api", "API reference"],
  ];
  for (const [path, name] of pages) {
    await gotoHydrated(desk, path);
    await expect(consoleNav(desk).getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(desk.getByRole("main").getByText(/^Loading/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(desk);
  }
  await openReviewOf(desk, investor.email);
  await expect(desk.getByRole("main").getByRole("img", { name: /ID document \(front\)/ })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  const reviewPath = new URL(desk.url()).pathname;
  await desk.context().close();

  const phone = await operatorPage(browser, origin, { width: 360, height: 780 });
  for (const path of ["/admin/kyc", reviewPath]) {
    await gotoHydrated(phone, path);
    await expect(phone.getByRole("heading", { name: /^KYC (queue|review)$/ })).toBeVisible();
    await expect(phone.getByRole("main").getByText(/^Loading/)).toHaveCount(0);
    // Nothing wider than the screen: tables scroll inside their own region.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(phone);
  }
  await expect(phone.getByRole("button", { name: "Approve" })).toBeVisible();
  await phone.context().close();
});
