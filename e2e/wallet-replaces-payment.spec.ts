import { expect } from "@playwright/test";
import type { Hash } from "viem";
import { gotoHydrated, recordTexts, relayAnswer } from "./helpers";
import { confirmationLink, newUser, registerThroughForm, test } from "./support/accounts";
import {
  blockHold,
  demoChain,
  demoWalletAccount,
  replaceWithApproval,
  usdtBalance,
} from "./support/demo-chain";

/*
 * A wallet that puts another call in the transfer's place (a "speed up" with other data, or any
 * wallet reusing the nonce): the page must say the payment was not sent, never "Processing..." or
 * "Payment Verified!", and let the investor pay again. The demo wallet 4 is one no other spec uses.
 * The test is the wallet's second hand: with the chain's blocks held, it sends an approval from the
 * same key with the transfer's nonce and higher fees, then mines it. Before the receipt was judged
 * (c8583eb) the page took such a replacement for the payment.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 780 } });

test("a transfer the wallet replaces by an approval reads as not sent, and Pay comes back", async ({
  page,
  request,
  origin,
}) => {
  const user = newUser("wallet-replaced");
  await gotoHydrated(page, "/register");
  expect((await registerThroughForm(page, user)).status()).toBe(201);
  await page.goto(await confirmationLink(request, origin, user.email));
  await expect(page).toHaveURL("/dashboard");

  await gotoHydrated(page, "/investment");
  await page.getByRole("button", { name: /^250/ }).click();
  const pay = page.getByRole("region", { name: "Pay with your wallet" });
  await expect(pay.getByRole("button", { name: "Connect Wallet" })).toBeVisible({ timeout: 20_000 });
  await pay.getByLabel("Wallet").selectOption({ label: "Demo wallet 4" });
  await pay.getByRole("button", { name: "Connect Wallet" }).click();
  const linked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/wallets/link");
  await pay.getByRole("button", { name: "Link Wallet" }).click();
  expect((await linked).status()).toBe(201);
  const payButton = pay.getByRole("button", { name: "Pay 250.00 USDT" });
  await expect(payButton).toBeEnabled();

  // Every text the payment box shows from now on, as it changes.
  const payTexts = await recordTexts(pay);

  const { info, client } = demoChain();
  const balanceBefore = await usdtBalance(info.saleWallet);
  const blocks = blockHold();
  await blocks.stop();
  try {
    const sent = relayAnswer(page, "eth_sendRawTransaction");
    // The page reads the pending transfer before its place is taken, as a wallet's page would.
    const read = relayAnswer(page, "eth_getTransactionByHash");
    await payButton.click();
    const transfer = ((await (await sent).json()) as { result: Hash }).result;
    await expect(pay.getByText("Payment sent. Waiting for the network to include it...")).toBeVisible();
    await read;

    const approval = await replaceWithApproval(demoWalletAccount(4), transfer);
    await blocks.mineOne();
    const mined = await client.getTransactionReceipt({ hash: approval });
    expect(mined.status).toBe("success");

    await expect(pay.getByText("Payment not sent.")).toBeVisible({ timeout: 20_000 });
    await expect(
      pay.getByText(
        "Your wallet put another transaction in the transfer's place before it was mined, so no USDT was sent to the sale. You can try again.",
      ),
    ).toBeVisible();
  } finally {
    await blocks.resume();
  }
  // Nothing reached the sale wallet, and the investor may pay again at once.
  expect(await usdtBalance(info.saleWallet)).toBe(balanceBefore);
  await expect(payButton).toBeEnabled();
  const texts = await payTexts();
  expect(texts.some((text) => text.includes("Payment sent."))).toBe(true);
  expect(texts.filter((text) => /Processing\.\.\.|Payment Verified!/.test(text))).toEqual([]);
});
