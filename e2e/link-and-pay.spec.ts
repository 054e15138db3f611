import { expect } from "@playwright/test";
import { shortHex } from "../src/shared/format/short-hex";
import { gotoHydrated, relayAnswer } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";

/*
 * Link and pay in one go (issue 11 item 3), at 360 px: a signed-in investor connects the built-in
 * demo wallet 1, which is not linked to anyone, and one press of "Link & Pay 250.00 USDT" asks for
 * the link signature and then sends the payment, which is credited by wallet proof. Demo wallet 1 is
 * one no other spec links or pays from (pay-with-wallet links 2; dashboard, tracker and verification
 * pay from 3 and 4, which must stay unlinked).
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 780 } });

/** anvil's account 2, the site's demo wallet 1 (src/server/chain/local-chain.ts). */
const DEMO_WALLET_1 = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

test("an unlinked wallet links and pays in one flow, and the payment is credited", async ({
  page,
  origin,
}) => {
  const user = await createConfirmedUser(page.request, origin, "link-and-pay");
  await signInThroughApi(page.request, origin, user);

  await gotoHydrated(page, "/investment");
  await page.getByRole("button", { name: /^250/ }).click();
  const pay = page.getByRole("region", { name: "Pay with your wallet" });
  await expect(pay.getByRole("button", { name: "Connect Wallet" })).toBeVisible({ timeout: 20_000 });
  await pay.getByLabel("Wallet").selectOption({ label: "Demo wallet 1" });
  await pay.getByRole("button", { name: "Connect Wallet" }).click();
  await expect(pay.getByText(shortHex(DEMO_WALLET_1))).toBeVisible();

  // Not linked: no plain Pay button, one button that does both.
  await expect(pay.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  const linkAndPay = pay.getByRole("button", { name: "Link & Pay 250.00 USDT" });
  await expect(linkAndPay).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const linked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/wallets/link");
  const sent = relayAnswer(page, "eth_sendRawTransaction");
  await linkAndPay.click();
  // The signature first, then the transfer, with no other press in between.
  expect((await linked).status()).toBe(201);
  const hash = ((await (await sent).json()) as { result: string }).result;
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

  await expect(pay.getByText("Payment Verified!")).toBeVisible({ timeout: 45_000 });
  await expect(pay.getByText(/failed/i)).toHaveCount(0);

  // Credited to this investor by wallet proof: their dashboard counts it, and the wallet is theirs.
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByTestId("stat-Invested")).toContainText("250.00", { timeout: 15_000 });
  await gotoHydrated(page, "/profile");
  await expect(page.getByText(DEMO_WALLET_1, { exact: true })).toBeVisible();
});
