import { type Browser, expect, type Page } from "@playwright/test";
import { createWalletClient, erc20Abi, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { anvilReceipt } from "../src/server/chain/anvil-receipt";
import { roundHoldersSchema } from "../src/shared/distribution/round-holders";
import { roundPublishingSchema } from "../src/shared/distribution/round-publishing";
import { gotoHydrated, recordTexts, relayAnswer, statesIn } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import {
  blockHold,
  demoChain,
  freshWallet,
  linkWalletByApi,
  replaceWithApproval,
  waitForFinality,
} from "./support/demo-chain";
import { pdfFile, pngFile } from "./support/kyc-files";
import { signInAsOperator } from "./support/operator";

/*
 * The PXL distribution end to end (issue 14) on the demo chain: an investor who paid sees why no
 * PXL is coming yet and what to do; once verified, an operator saves the round and publishes it from
 * the console with the academy's wallet (the demo treasury); the investor claims from the dashboard
 * with another wallet, and the PXL balance on chain equals the tokens the ledger credited. A second
 * holder who does not claim is claimed for by the operator from the round's holders in the console (on a
 * phone's width), with the operator's wallet paying the gas, and their balance on chain becomes the amount.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";

/** What the console says of a setRoot the wallet replaced (publish-progress.tsx, publish-state.ts). */
const NOT_PUBLISHED =
  "Not published: The wallet put another transaction in its place before it was mined, and that one set no root of this round. Publish again.";

/** The publication's states, by the words the console shows for each (publish-progress.tsx). */
const PUBLISH_STATES = [
  "Waiting for your wallet: confirm the setMerkleRoot transaction there.",
  "Sent. Waiting for the network to include the transaction...",
  "On chain. Confirming the publication with the server...",
  "Published: holders can claim this round now.",
  "The transaction is on chain, but the round is not marked published yet",
  "Not sent: ",
  "Failed: ",
  "Not published: ",
] as const;

async function submitKyc(page: Page, origin: string) {
  const response = await page.request.post("/api/kyc", {
    headers: { Origin: origin },
    multipart: {
      fullName: "Levan Beridze",
      dateOfBirth: "1988-03-14",
      nationality: "GE",
      address: "12 Rustaveli Avenue",
      city: "Tbilisi",
      postalCode: "0108",
      documentType: "passport",
      documentNumber: "14CD56789",
      expiryDate: `${new Date().getFullYear() + 5}-06-30`,
      idFront: await pngFile("front.png"),
      idBack: await pngFile("back.png"),
      selfie: await pngFile("selfie.png"),
      proofOfAddress: await pdfFile("bill.pdf"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function operatorPage(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signInAsOperator(page, origin);
  return page;
}

/** The treasury (anvil account 0) transfers `amount` of `token` to `to`: the funding of a distributor. */
async function fund(token: Hex, to: Hex, amount: bigint) {
  if (amount === 0n) return;
  const { chain, transport, client } = demoChain();
  const treasury = createWalletClient({ chain, transport, account: mnemonicToAccount(ANVIL_MNEMONIC) });
  const hash = await treasury.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: "transfer",
    args: [to, amount],
  });
  await anvilReceipt(client, hash);
}

test("an operator publishes the PXL round with the treasury's wallet and the investor claims it on chain", async ({
  page,
  browser,
  origin,
}) => {
  // An investor who paid 250 USDT from a wallet of their own, linked; identity not verified yet.
  const investor = await createConfirmedUser(page.request, origin, "distribution");
  await signInThroughApi(page.request, origin, investor);
  const wallet = await freshWallet(300_000_000n);
  await linkWalletByApi(page.request, origin, wallet.account);
  const { blockNumber } = await wallet.pay(250_000_000n);
  await waitForFinality(blockNumber);
  await submitKyc(page, origin);

  await gotoHydrated(page, "/dashboard");
  const card = page.getByRole("region", { name: "Your PXL" });
  await expect(card).toContainText(
    "Your identity check is under review: you will receive PXL once it is approved",
    { timeout: 20_000 },
  );

  // A second holder, who paid 100 USDT from a wallet of their own and will never claim themselves.
  const second = await (await browser.newContext({ baseURL: origin })).newPage();
  const holder = await createConfirmedUser(second.request, origin, "distribution-behalf");
  await signInThroughApi(second.request, origin, holder);
  const holderWallet = await freshWallet(100_000_000n);
  await linkWalletByApi(second.request, origin, holderWallet.account);
  await waitForFinality((await holderWallet.pay(100_000_000n)).blockNumber);
  await submitKyc(second, origin);

  // The operator approves both identity checks: the card now says the PXL come with the next round.
  const desk = await operatorPage(browser, origin);
  for (const email of [investor.email, holder.email]) {
    const queue = await desk.request.get(`/api/admin/kyc?q=${encodeURIComponent(email)}`);
    const { rows } = (await queue.json()) as { rows: Array<{ id: string }> };
    const submission = rows[0]?.id;
    expect(submission).toBeDefined();
    const decided = await desk.request.post(`/api/admin/kyc/${submission}/decision`, {
      headers: { Origin: origin },
      data: { decision: "verified" },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  await expect(card).toContainText(/Your [\d,.]+ PXL will be in the next distribution round\./, {
    timeout: 20_000,
  });

  // The console: save the round as a draft, then publish it with the demo treasury.
  await gotoHydrated(desk, "/admin/distribution");
  await desk.getByLabel("Reason").fill("First PXL distribution, board decision BD-2026-12 (e2e).");
  await desk.getByRole("button", { name: "Save as draft" }).click();
  await expect(desk.getByText(/^Draft saved: /)).toBeVisible();
  await desk
    .getByRole("button", { name: /^Publish the PXL round of / })
    .first()
    .click();
  const dialog = desk.getByRole("dialog");
  await expect(dialog.getByText("Root to publish")).toBeVisible({ timeout: 20_000 });

  // The distributor must hold what the new root lets holders claim: the treasury funds it first.
  const publishingUrl = await latestPublishingUrl(desk);
  const state = roundPublishingSchema.parse(await (await desk.request.get(publishingUrl)).json());
  await fund(state.token as Hex, state.distributor as Hex, BigInt(state.shortfall));

  await dialog
    .getByLabel("Wallet", { exact: true })
    .selectOption({ label: "Demo treasury (distributors' owner)" });
  await dialog.getByRole("button", { name: "Connect Wallet" }).click();
  const check = dialog.getByRole("button", { name: "Check the balance again" });
  if (await check.isVisible()) await check.click();
  const publish = dialog.getByRole("button", { name: "Publish", exact: true });

  // Every text of the publication (the box holding the wallet, Publish, its status and its alert: the
  // wallet controls' parent, which stays when Publish goes) from now on, as it changes.
  const publication = dialog.getByText("Connected wallet", { exact: true }).locator("xpath=../..");
  await expect(publication.locator(":scope > button").filter({ hasText: /^Publish$/ })).toBeVisible();
  const publicationTexts = await recordTexts(publication);

  // First the wallet puts another call in the root's place (same nonce, higher fees): the dialog says
  // no root was set, records nothing, and Publish comes back.
  const blocks = blockHold();
  await blocks.stop();
  try {
    const sent = relayAnswer(desk, "eth_sendRawTransaction");
    const read = relayAnswer(desk, "eth_getTransactionByHash");
    await publish.click();
    const setRoot = ((await (await sent).json()) as { result: Hex }).result;
    await read;
    await replaceWithApproval(mnemonicToAccount(ANVIL_MNEMONIC), setRoot);
    await blocks.mineOne();
    await expect(dialog.getByRole("alert")).toHaveText(NOT_PUBLISHED, { timeout: 20_000 });
  } finally {
    await blocks.resume();
  }
  await expect(publish).toBeEnabled();
  // Up to the second publication, "Published" was never said: not while the replaced setRoot was on
  // its way, nor once it was judged.
  const beforeRetry = await publicationTexts();
  expect(beforeRetry.some((text) => text.includes(NOT_PUBLISHED))).toBe(true);
  expect(beforeRetry.filter((text) => text.includes("Published"))).toEqual([]);
  await publish.click();
  await expect(dialog.getByText("Published: holders can claim this round now.")).toBeVisible({
    timeout: 30_000,
  });
  // What the operator read, in order: the replaced setRoot, not published, then the real one, published.
  const texts = await publicationTexts();
  expect(texts.slice(0, beforeRetry.length)).toEqual(beforeRetry);
  expect(statesIn(texts, PUBLISH_STATES)).toEqual([
    "Waiting for your wallet: confirm the setMerkleRoot transaction there.",
    "Sent. Waiting for the network to include the transaction...",
    "Not published: ",
    "Waiting for your wallet: confirm the setMerkleRoot transaction there.",
    "Sent. Waiting for the network to include the transaction...",
    "On chain. Confirming the publication with the server...",
    "Published: holders can claim this round now.",
  ]);

  // The investor's dashboard follows: the PXL are ready; they claim with demo wallet 1 for their account.
  await expect(card).toContainText(/Your [\d,.]+ PXL are ready\./, { timeout: 20_000 });
  await card.getByLabel("Wallet", { exact: true }).selectOption({ label: "Demo wallet 1" });
  await card.getByRole("button", { name: "Connect Wallet" }).click();
  await expect(card.getByTestId("claim-on-behalf")).toContainText(wallet.account.address);
  await card.getByRole("button", { name: /^Claim [\d,.]+ PXL$/ }).click();
  await expect(card.getByText("Claimed!")).toBeVisible({ timeout: 30_000 });

  // On chain: the investor's own wallet holds exactly the tokens the ledger credited.
  const mine = (await (await page.request.get("/api/distribution/mine")).json()) as {
    pxl: { status: string; creditedMicroPxl: string; balanceUnits?: string };
  };
  expect(mine.pxl.status).toBe("published");
  const { client } = demoChain();
  const balance = await client.readContract({
    address: state.token as Hex,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [wallet.account.address],
  });
  expect(balance).toBe(BigInt(mine.pxl.creditedMicroPxl) * 10n ** 12n);
  await expect(card).toContainText("Your PXL have been claimed to your wallet.", { timeout: 20_000 });

  // The second holder has not claimed: on a phone, the operator claims for them from the round's holders.
  await dialog.press("Escape");
  await expect(dialog).toBeHidden();
  await desk.setViewportSize({ width: 360, height: 800 });
  await desk
    .getByRole("button", { name: /^Details of the PXL round of / })
    .first()
    .click();
  const detail = desk.getByRole("dialog");
  await expect(detail.getByRole("heading", { name: "Holders on chain" })).toBeVisible({ timeout: 20_000 });
  const claimForHolder = detail.getByRole("button", {
    name: `Claim on behalf of ${holder.email}`,
    exact: false,
  });
  await expect(detail.getByRole("button", { name: /^(Connect Wallet|Disconnect)$/ })).toBeVisible({
    timeout: 20_000,
  });
  if (await detail.getByRole("button", { name: "Connect Wallet" }).isVisible()) {
    await detail.getByLabel("Wallet", { exact: true }).selectOption({ label: "Demo wallet 2" });
    await detail.getByRole("button", { name: "Connect Wallet" }).click();
  }
  await expect(claimForHolder).toBeEnabled({ timeout: 20_000 });
  // Already claimed by the first investor: no button for them.
  await expect(
    detail.getByRole("button", { name: `Claim on behalf of ${investor.email}`, exact: false }),
  ).toHaveCount(0);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await claimForHolder.click();
  await expect(detail.getByText("Confirmed: claimed on chain.")).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByTestId("claim-on-behalf-hash")).toHaveText(/^0x[0-9a-f]{64}$/);
  await expect(claimForHolder).toHaveCount(0);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // On chain: the holder's own wallet holds exactly their leaf, which is the tokens the ledger credited them.
  const roundId = publishingUrl.split("/").at(-2);
  const holders = roundHoldersSchema.parse(
    await (await desk.request.get(`/api/admin/distribution/rounds/${roundId}/holders`)).json(),
  );
  const leaf = holders.holders.find((h) => h.email === holder.email);
  expect(leaf).toMatchObject({ unclaimedUnits: "0", claimedUnits: leaf?.cumulativeAmount });
  const theirs = (await (await second.request.get("/api/distribution/mine")).json()) as {
    pxl: { creditedMicroPxl: string };
  };
  expect(BigInt(leaf?.cumulativeAmount ?? 0)).toBe(BigInt(theirs.pxl.creditedMicroPxl) * 10n ** 12n);
  const received = await client.readContract({
    address: state.token as Hex,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [holderWallet.account.address],
  });
  expect(received).toBe(BigInt(leaf?.cumulativeAmount ?? -1));
  await second.context().close();
  await desk.context().close();
});

async function latestPublishingUrl(desk: Page) {
  const list = (await (await desk.request.get("/api/admin/distribution/rounds")).json()) as {
    rounds: Array<{ id: string }>;
  };
  return `/api/admin/distribution/rounds/${list.rounds[0]?.id}/publishing`;
}
