import { expect } from "@playwright/test";
import { erc20Abi, type Hex } from "viem";
import { expectNoSidewaysScroll, gotoHydrated, recordTexts, statesIn } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import {
  blockHold,
  demoChain,
  freshWallet,
  linkWalletByApi,
  replaceWithApproval,
  waitForFinality,
} from "./support/demo-chain";
import { approveKycByApi, publishPxlRoundByApi, submitKycByApi } from "./support/distribution-round";
import { injectWallet } from "./support/injected-wallet";
import { signInAsOperator } from "./support/operator";

/*
 * Issue 14 item 3: the public page of a round lets any holder claim with a proof, signed in or not.
 * An investor paid and was verified; an operator published the PXL round. Then, on a phone and signed
 * out, the holder opens /rounds/:id with their own browser wallet: the page finds their leaf, the
 * wallet sends the claim and the page follows it through the wallet's own node (the site's relay
 * serves signed-in people only and is never asked), and the PXL balance on chain equals the leaf.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** What the card says of a claim the wallet replaced (claim_state_replaced). */
const REPLACED =
  "Your wallet put another transaction in the claim's place before it was mined, so this claim moved no tokens. You can try again.";

/** The claim's states, by the words the card shows for each (claim-progress.tsx, in English). */
const CLAIM_STATES = [
  "Checking the claim...",
  "Confirm the claim in your wallet...",
  "Claim sent. Waiting for the network to include it...",
  "Claim confirmed on chain. Updating your balance...",
  "Claimed!",
  "Claim not sent.",
  "Claim cancelled.",
  "Claim failed.",
] as const;

test("a signed-out visitor claims their leaf on the public round page with their own wallet", async ({
  browser,
  page,
  origin,
}) => {
  // The investor: paid 250 USDT from a wallet of their own, linked, identity verified.
  const investor = await createConfirmedUser(page.request, origin, "public-claim");
  await signInThroughApi(page.request, origin, investor);
  const wallet = await freshWallet(300_000_000n);
  await linkWalletByApi(page.request, origin, wallet.account);
  await waitForFinality((await wallet.pay(250_000_000n)).blockNumber);
  await submitKycByApi(page.request, origin);
  await expect
    .poll(
      async () => (await (await page.request.get("/api/distribution/mine")).json()).pxl.creditedMicroPxl,
      {
        timeout: 20_000,
      },
    )
    .not.toBe("0");

  const desk = await (await browser.newContext({ baseURL: origin })).newPage();
  await signInAsOperator(desk, origin);
  await approveKycByApi(desk.request, origin, investor.email);
  const { roundId, publishing } = await publishPxlRoundByApi(
    desk.request,
    origin,
    "PXL distribution for the public round page (e2e).",
  );
  await desk.context().close();
  const mine = (await (await page.request.get("/api/distribution/mine")).json()) as {
    pxl: { status: string; creditedMicroPxl: string };
  };
  expect(mine.pxl.status).toBe("published");

  // The visitor: a phone, no session, their own browser wallet holding the investor's key.
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  const visitor = await context.newPage();
  const relay: string[] = [];
  visitor.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path === "/api/chain/rpc" || path === "/api/chain/demo-wallets") relay.push(path);
  });
  const injected = await injectWallet(visitor, wallet.privateKey);
  await gotoHydrated(visitor, `/rounds/${roundId}`);
  expect((await (await visitor.request.get("/api/auth/get-session")).json())?.user ?? null).toBeNull();
  await expect(visitor.getByTestId("round-check")).toContainText("Verified", { timeout: 20_000 });

  const card = visitor.getByRole("region", { name: "Claim with your wallet" });
  await card.getByRole("button", { name: "Connect Wallet" }).click();
  const leaf = card.getByTestId("your-leaf");
  await expect(leaf).toContainText(wallet.account.address);
  await expectNoSidewaysScroll(visitor, "the round page with a wallet connected at 360 px");
  const claimButton = card.getByRole("button", { name: /^Claim [\d,.]+ PXL$/ });

  // Every text the claim card shows from now on, as it changes.
  const claimTexts = await recordTexts(card);

  // First the wallet puts another call in the claim's place (same nonce, higher fees): the page says
  // this claim moved no tokens, never "Claimed!", and the button comes back.
  const blocks = blockHold();
  await blocks.stop();
  try {
    await claimButton.click();
    await expect.poll(() => injected.sent.length, { timeout: 15_000 }).toBe(1);
    // The page has read its pending claim, as it would from any wallet's node, before it is replaced.
    await expect
      .poll(() => injected.requests.includes("eth_getTransactionByHash"), { timeout: 15_000 })
      .toBe(true);
    await replaceWithApproval(wallet.account, injected.sent[0] as Hex);
    await blocks.mineOne();
    await expect(card.getByText("Claim not sent.")).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(REPLACED)).toBeVisible();
    await expect(card.getByText("Claimed!")).toHaveCount(0);
  } finally {
    await blocks.resume();
  }

  // Up to the second claim, the card never said "Claimed!": not while the replaced claim was on its
  // way, nor once it was judged.
  const beforeRetry = await claimTexts();
  expect(beforeRetry.some((text) => text.includes(`Claim not sent. ${REPLACED}`))).toBe(true);
  expect(beforeRetry.filter((text) => text.includes("Claimed!"))).toEqual([]);

  await claimButton.click();
  await expect(card.getByText("Claimed!")).toBeVisible({ timeout: 30_000 });
  // What the holder read, in order: the replaced claim, said not sent, then the real one, claimed.
  const texts = await claimTexts();
  expect(texts.slice(0, beforeRetry.length)).toEqual(beforeRetry);
  expect(statesIn(texts, CLAIM_STATES)).toEqual([
    "Checking the claim...",
    "Confirm the claim in your wallet...",
    "Claim sent. Waiting for the network to include it...",
    "Claim not sent.",
    "Checking the claim...",
    "Confirm the claim in your wallet...",
    "Claim sent. Waiting for the network to include it...",
    "Claim confirmed on chain. Updating your balance...",
    "Claimed!",
  ]);
  await expect(card.getByTestId("claim-hash")).toHaveText(/^0x[0-9a-f]{64}$/);
  await expectNoSidewaysScroll(visitor, "the round page after the claim at 360 px");
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Through the wallet's own node only: the relay (and the demo wallets) were never asked.
  expect(injected.requests).toEqual(expect.arrayContaining(["eth_call", "eth_sendTransaction"]));
  expect(relay).toEqual([]);

  // On chain: the holder's wallet holds exactly their leaf, which is the tokens the ledger credited.
  const round = (await (await visitor.request.get(`/api/rounds/${roundId}`)).json()) as {
    leaves: Array<{ account: string; cumulativeAmount: string }>;
  };
  const ours = round.leaves.find((l) => l.account.toLowerCase() === wallet.account.address.toLowerCase());
  expect(ours).toBeDefined();
  const balance = await demoChain().client.readContract({
    address: publishing.token as Hex,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [wallet.account.address],
  });
  expect(balance).toBe(BigInt(ours?.cumulativeAmount ?? -1));
  expect(balance).toBe(BigInt(mine.pxl.creditedMicroPxl) * 10n ** 12n);
  await context.close();
});
