import { expect, type Page } from "@playwright/test";
import { gotoHydrated, toasts } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import { freshWallet, waitForFinality } from "./support/demo-chain";
import { signInAsOperator } from "./support/operator";

/*
 * The honest path for exchange payers (issue 11 item 3), at 360 px: a payment from a wallet the
 * investor never links (an exchange's: here a fresh wallet of the test's own) is claimed, the dialog
 * says the sender is not linked, the investor files "Request attribution" instead, the request
 * reaches the console's queue, an operator (with two-factor) attributes it through the ledger's
 * manual attribution, and the investor's dashboard and notifications show the credit.
 */
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 360, height: 780 } });

async function openVerification(page: Page) {
  await gotoHydrated(page, "/dashboard");
  await page.getByRole("button", { name: "Verify Transaction" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Verify Transaction" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an exchange payer's attribution request reaches the console and, attributed, the dashboard", async ({
  page,
  browser,
  origin,
}) => {
  const investor = await createConfirmedUser(page.request, origin, "exchange-payer");
  await signInThroughApi(page.request, origin, investor);
  const exchange = await freshWallet(300_000_000n);
  const { hash, blockNumber } = await exchange.pay(250_000_000n);
  await waitForFinality(blockNumber);

  // The claim says the sender is not linked; the investor cannot sign with an exchange's wallet.
  const dialog = await openVerification(page);
  await dialog.getByLabel("Transaction Hash").fill(hash);
  await dialog.getByRole("button", { name: "Verify & Claim" }).click();
  await expect(dialog.getByText("Link the sending wallet")).toBeVisible();
  await dialog.getByRole("button", { name: "Request attribution" }).click();
  await expect(dialog.getByLabel("Transaction Hash")).toHaveValue(hash);
  await dialog.getByLabel("Exchange").fill("Binance");
  await dialog.getByLabel("Note (optional)").fill("Withdrawal to the sale wallet, reference W-1234");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const filed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/payments/attribution-requests",
  );
  await dialog.getByRole("button", { name: "Send Request" }).click();
  expect((await filed).status()).toBe(201);
  await expect(dialog.getByText("Request sent")).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText("250.00 USDT");
  await dialog.getByRole("button", { name: "Done" }).click();

  // The operator's console, in another browser context, with two-factor.
  const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const console_ = await operatorContext.newPage();
  await signInAsOperator(console_, origin);
  await gotoHydrated(console_, "/admin/attribution-requests");
  const queue = console_.getByRole("table", { name: "Attribution requests" });
  const row = queue.getByRole("row").filter({ hasText: investor.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Binance");
  await expect(row).toContainText("W-1234");
  await expect(row).toContainText("250.00 USDT");
  await expect(row).toContainText("Awaiting attribution");
  await row.getByRole("button", { name: /^Attribute/ }).click();
  const confirm = console_.getByRole("dialog", { name: "Attribute payment" });
  await expect(confirm).toContainText(hash);
  await confirm.getByRole("button", { name: "Attribute payment" }).click();
  await expect(toasts(console_)).toContainText(`Payment credited to ${investor.email}.`);
  await expect(queue.getByRole("row").filter({ hasText: investor.email })).toHaveCount(0);
  await operatorContext.close();

  // The investor: credited on the dashboard, and told so.
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByTestId("stat-Invested")).toContainText("250.00", { timeout: 15_000 });
  // Told by the ledger's "payment credited" notice (the bell's list; read here from its API).
  await expect
    .poll(async () => {
      const answer = await page.request.get("/api/notifications");
      const body = (await answer.json()) as { notifications: { title: string }[] };
      return body.notifications.map((n) => n.title);
    })
    .toContain("Payment verified");
});
