import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, gotoHydrated } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import { demoChain, freshWallet, linkWalletByApi, waitForFinality } from "./support/demo-chain";

/*
 * The verification dialog (issue 5 item 2) against the demo chain: a payment made with
 * `npm run demo:pay` from a wallet nobody links is offered for linking; a payment from a wallet the
 * user linked by signature is credited on the spec's schedule; the same hash claimed by another
 * user is refused. The linked wallet is a fresh one of the test's own, so no demo wallet gets linked
 * (other specs rely on demo wallets 3 and 4 staying unlinked).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 360, height: 780 } });

const DATA_DIR = ".e2e-data";

async function signedIn(page: Page, origin: string, label: string) {
  const user = await createConfirmedUser(page.request, origin, label);
  await signInThroughApi(page.request, origin, user);
}

/** Opens the verification dialog the way an investor does after paying by hand: from the purchase dialog. */
async function openVerification(page: Page) {
  await gotoHydrated(page, "/investment");
  await page.getByRole("button", { name: "250 USDT" }).click();
  await page.getByRole("button", { name: "Purchase PXL Tokens" }).click();
  await page
    .getByRole("dialog", { name: "Complete Your Purchase" })
    .getByRole("button", { name: "I've Sent the Payment" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Verify Transaction" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a demo:pay payment from an unlinked wallet: the dialog offers to link that wallet", async ({
  page,
  origin,
}) => {
  const output = execFileSync("npx", ["tsx", "scripts/demo-pay.ts", "1.5", "--from", "4"], {
    env: { ...process.env, DATA_DIR },
    encoding: "utf8",
  });
  const hash = /transaction:\s+(0x[0-9a-fA-F]{64})/.exec(output)?.[1];
  const sender = /sender:\s+(0x[0-9a-fA-F]{40})/.exec(output)?.[1];
  const block = /\(block (\d+)\)/.exec(output)?.[1];
  expect(hash && sender && block).toBeTruthy();
  await waitForFinality(BigInt(block ?? "0"));

  await signedIn(page, origin, "verify-link");
  const dialog = await openVerification(page);
  await expect(dialog.getByTestId("target-wallet")).toHaveText(demoChain().info.saleWallet);
  const verify = dialog.getByRole("button", { name: "Verify & Claim" });
  await expect(verify).toBeDisabled();
  await dialog.getByLabel("Transaction Hash").fill(`  ${hash}  `);
  await verify.click();
  await expect(dialog.getByText("Link the sending wallet")).toBeVisible({ timeout: 15_000 });
  const offer = dialog.getByRole("status").filter({ hasText: "Link the sending wallet" });
  await expect(offer).toContainText(new RegExp(sender ?? "unreachable", "i"));
  // The wallet connection (wagmi), loaded only now: the way to link that wallet by signature.
  await expect(dialog.getByRole("button", { name: /^(Connect|Link) Wallet$/ })).toBeVisible();

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("a payment from a linked wallet is credited on the spec's schedule; another user's claim is refused", async ({
  page,
  browser,
  origin,
}) => {
  const wallet = await freshWallet(2_000_000n);
  const payment = await wallet.pay(2_000_000n);
  await signedIn(page, origin, "verify-credit");
  await linkWalletByApi(page.request, origin, wallet.account);
  await waitForFinality(payment.blockNumber);

  const dialog = await openVerification(page);
  await dialog.getByLabel("Transaction Hash").fill(payment.hash);
  await dialog.getByRole("button", { name: "Verify & Claim" }).click();
  // The server may not have seen the block final yet: the dialog then shows "Processing..." and
  // follows the payment until it is credited.
  await expect(dialog.getByText("Transaction Verified!")).toBeVisible({ timeout: 30_000 });
  // Linking credited the payment already, or this claim did: either way it is the user's.
  await expect(
    dialog.getByText(/2\.00 USDT credited: 3\.12 PXL\.|already credited to your account/),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy Hash" })).toBeVisible();
  // The demo chain has no block explorer.
  await expect(dialog.getByRole("link", { name: "View on a block explorer" })).toHaveCount(0);
  await expect(dialog.getByText("Updating your dashboard...")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const other = await browser.newPage({ viewport: { width: 360, height: 780 } });
  try {
    await signedIn(other, origin, "verify-other");
    const otherDialog = await openVerification(other);
    await otherDialog.getByLabel("Transaction Hash").fill(payment.hash);
    await otherDialog.getByRole("button", { name: "Verify & Claim" }).click();
    const failure = otherDialog.getByRole("alert");
    await expect(failure).toContainText("Verification Failed", { timeout: 15_000 });
    await expect(failure).toContainText("Transaction not found or already claimed.");

    // The same refusal on a Georgian page: the server words it in the page's language.
    await gotoHydrated(other, "/ka/dashboard");
    await other.getByRole("button", { name: "ტრანზაქციის შემოწმება" }).first().click();
    const kaDialog = other.getByRole("dialog", { name: "ტრანზაქციის შემოწმება" });
    await kaDialog.getByLabel("ტრანზაქციის ჰეში").fill(payment.hash);
    await kaDialog.getByRole("button", { name: "შემოწმება და მიღება" }).click();
    const kaFailure = kaDialog.getByRole("alert");
    await expect(kaFailure).toContainText("შემოწმება ვერ მოხერხდა", { timeout: 15_000 });
    await expect(kaFailure).toContainText("ტრანზაქცია ვერ მოიძებნა ან უკვე მიკუთვნებულია.");
    await expect(kaFailure).not.toContainText("claimed");
    await expectNoSidewaysScroll(other);
  } finally {
    await other.close();
  }
});
