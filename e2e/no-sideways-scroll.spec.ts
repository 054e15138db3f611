import { expect, type Locator, type Page } from "@playwright/test";
import { expectFitsPhone, expectNoSidewaysScroll, gotoHydrated } from "./helpers";
import { publicRoutes, unknownPath } from "./public-routes";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import { freshWallet, linkWalletByApi, waitForFinality } from "./support/demo-chain";
import { jpegFile, pdfFile, pngFile } from "./support/kyc-files";
import { MAIL_SINK_URL, type SentMail, waitForMail } from "./support/mail";
import { signInAsOperator, twoFactorPacers } from "./support/operator";

/*
 * Every page at 360 px (issue 11 item 6), signed in as the user it is for, with the dialogs that hold
 * long text open: nothing scrolls sideways (document scrollWidth <= clientWidth) and every link,
 * button and control is a tap target of at least 44 x 44 css px. The checks are soft: one run lists
 * every page that fails. The e-mails the run sent (confirmation, receipt with its hash) are rendered
 * at 360 px too.
 */
// Not serial: a page that fails its checks must not keep the other areas from being measured.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 360, height: 740 } });

async function visit(page: Page, path: string, ready?: (page: Page) => Locator) {
  await gotoHydrated(page, path);
  if (ready) await expect(ready(page)).toBeVisible();
  await expectFitsPhone(page, path);
}

test("public and account pages fit a 360 px phone", async ({ page }) => {
  for (const route of publicRoutes) {
    await visit(page, route.path, (p) => p.getByRole("heading", { level: 1, name: route.h1 }));
  }
  await visit(page, unknownPath, (p) => p.getByRole("heading", { level: 1 }));
  // The phone menu, open.
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectFitsPhone(page, "/ with the menu open");

  await visit(page, "/login", (p) => p.getByRole("button", { name: "Sign In", exact: true }));
  await visit(page, "/register", (p) => p.getByRole("button", { name: "Create Account" }));
  await visit(page, "/forgot-password", (p) => p.getByRole("button", { name: "Send Reset Link" }));
  await visit(page, "/reset-password?token=not-a-token", (p) => p.getByRole("heading", { level: 1 }));
});

test("the investor area fits a 360 px phone, dialogs with addresses and hashes open", async ({
  page,
  request,
  origin,
}) => {
  const user = await createConfirmedUser(page.request, origin, "narrow");
  await signInThroughApi(page.request, origin, user);
  // A credited payment from a linked wallet (a receipt e-mail, a transaction on the dashboard), and
  // one from a wallet never linked (an exchange's): its claim offers the link and the request.
  const own = await freshWallet(300_000_000n);
  await linkWalletByApi(page.request, origin, own.account);
  await own.pay(250_000_000n);
  const exchange = await freshWallet(300_000_000n);
  const unlinked = await exchange.pay(100_000_000n);
  await waitForFinality(unlinked.blockNumber);

  await visit(page, "/dashboard", (p) => p.getByRole("heading", { level: 1 }));
  await expect(page.getByTestId("stat-Invested")).toContainText("250.00", { timeout: 15_000 });
  await expectFitsPhone(page, "/dashboard, credited");
  for (const tab of ["Portfolio", "Real-time", "Overview"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectFitsPhone(page, `/dashboard, ${tab} tab`);
  }
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await expectFitsPhone(page, "/dashboard, notifications open");
  await page.keyboard.press("Escape");

  // Verify Transaction: the wallet, then the claim of the unlinked payment (its sender's address).
  await page.getByRole("button", { name: "Verify Transaction" }).first().click();
  const verify = page.getByRole("dialog", { name: "Verify Transaction" });
  await expect(verify.getByTestId("target-wallet")).toHaveText(/^0x/);
  await expectFitsPhone(page, "verify dialog");
  await verify.getByLabel("Transaction Hash").fill(unlinked.hash);
  await verify.getByRole("button", { name: "Verify & Claim" }).click();
  await expect(verify.getByText("Link the sending wallet")).toBeVisible();
  await expectFitsPhone(page, "verify dialog, link the sending wallet");
  await verify.getByRole("button", { name: "Request attribution" }).click();
  await expect(verify.getByLabel("Transaction Hash")).toHaveValue(unlinked.hash);
  await expectFitsPhone(page, "verify dialog, request attribution");
  await page.keyboard.press("Escape");

  // The investment page and Complete Your Purchase.
  await visit(page, "/investment", (p) => p.getByRole("heading", { level: 1 }));
  await page.getByLabel("USDT Amount").fill("250");
  await expectFitsPhone(page, "/investment with an amount");
  await page.getByRole("button", { name: "Purchase PXL Tokens" }).click();
  await expect(page.getByRole("dialog", { name: "Complete Your Purchase" })).toBeVisible();
  await expectFitsPhone(page, "purchase dialog");
  await page.keyboard.press("Escape");

  // The identity check, step by step, through Submit for Review.
  await visit(page, "/kyc", (p) => p.getByText("Step 1 of 4", { exact: true }));
  const main = page.getByRole("main");
  const next = main.getByRole("button", { name: "Next" });
  await main.getByLabel("Date of birth").fill("1991-05-20");
  await next.click();
  await main.getByLabel("Address").fill("7 Chavchavadze Avenue");
  await main.getByLabel("City").fill("Tbilisi");
  await main.getByLabel("Postal code").fill("0179");
  await expectFitsPhone(page, "/kyc step 2");
  await next.click();
  await main.getByLabel("Document type").selectOption("passport");
  await main.getByLabel("Document number").fill("13AB45678");
  await main.getByLabel("Expiry date").fill(`${new Date().getFullYear() + 5}-06-30`);
  await expectFitsPhone(page, "/kyc step 3");
  await next.click();
  await expect(main.getByText("Step 4 of 4", { exact: true })).toBeVisible();
  await expectFitsPhone(page, "/kyc step 4");
  await main.getByLabel("ID document (front)").setInputFiles(await jpegFile("front-of-a-long-file-name.jpg"));
  await main.getByLabel("ID document (back)").setInputFiles(await pngFile("back.png"));
  await main.getByLabel("Selfie holding your ID").setInputFiles(await jpegFile("selfie.jpg"));
  await main.getByLabel("Proof of address").setInputFiles(await pdfFile("electricity-bill-2026.pdf"));
  await expectFitsPhone(page, "/kyc step 4, files chosen");
  await main.getByRole("button", { name: "Submit for Review" }).click();
  await expect(main.getByText("Pending", { exact: true })).toBeVisible();
  await expectFitsPhone(page, "/kyc submitted");

  // Profile, and the two-factor set-up (its QR code and key).
  await visit(page, "/profile", (p) => p.getByRole("heading", { level: 1 }));
  await main.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  const password = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
  await password.getByLabel("Current password").fill(user.password);
  await expectFitsPhone(page, "/profile, two-factor password dialog");
  await twoFactorPacers.enable.run(async () => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/two-factor/enable");
    await password.getByRole("button", { name: /^Continue|^Turn on/ }).click();
    await answered;
  });
  await expect(main.getByText(/Can't scan it\?/)).toBeVisible();
  await expectFitsPhone(page, "/profile, two-factor set-up");

  // The receipt e-mail (a 66-character hash) and the confirmation, as a phone's mail app shows them.
  await waitForMail(request, user.email, 1);
  const mails = (await (
    await request.get(`${MAIL_SINK_URL}/mails?to=${encodeURIComponent(user.email)}`)
  ).json()) as SentMail[];
  expect(mails.map((m) => m.subject)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Receipt/), expect.stringMatching(/^Confirm/)]),
  );
  for (const mail of mails) {
    await page.setContent(mail.html);
    await expectNoSidewaysScroll(page, `the e-mail "${mail.subject}"`);
  }
});

test("every console page fits a 360 px phone", async ({ page, origin }) => {
  await signInAsOperator(page, origin);
  const consolePages = [
    ["/admin", "Overview"],
    ["/admin/payments", "Payments"],
    ["/admin/attribution-requests", "Attribution requests"],
    ["/admin/transfers", "Transfers"],
    ["/admin/investors", "Investors"],
    ["/admin/kyc", "KYC queue"],
    ["/admin/announcements", "Announcements"],
    ["/admin/distribution", "Distribution"],
    ["/admin/dividends", "Dividends"],
    ["/admin/exports", "Exports"],
    ["/admin/audit", "Audit log"],
    ["/admin/api", "API reference"],
  ] as const;
  for (const [path, heading] of consolePages) {
    await visit(page, path, (p) => p.getByRole("heading", { name: heading, exact: true }));
    // Let the table's rows arrive before measuring.
    await page.waitForLoadState("networkidle");
    await expectFitsPhone(page, `${path}, loaded`);
  }

  // The operator's profile: two-factor on (its card's other state).
  await visit(page, "/profile", (p) => p.getByRole("heading", { name: "Two-factor authentication" }));

  // A payment's Attribute dialog (its hash and sender).
  await gotoHydrated(page, "/admin/payments");
  const attribute = page.getByRole("button", { name: /^Attribute/ }).first();
  await expect(attribute).toBeVisible();
  await attribute.click();
  await expect(page.getByRole("dialog", { name: "Attribute payment" })).toBeVisible();
  await expectFitsPhone(page, "/admin/payments, Attribute dialog");
  await page.keyboard.press("Escape");

  // A KYC submission (the investor test above sent one).
  await gotoHydrated(page, "/admin/kyc");
  await page
    .getByRole("link", { name: /^Review/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "KYC review" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectFitsPhone(page, "/admin/kyc/:id");
});
