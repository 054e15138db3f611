import { type APIRequestContext, expect } from "@playwright/test";
import {
  type Account,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
} from "viem";
import {
  generatePrivateKey,
  mnemonicToAccount,
  type PrivateKeyAccount,
  privateKeyToAccount,
} from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { anvilReceipt } from "../../src/server/chain/anvil-receipt";
import { readChainInfo } from "../../src/server/chain/chain-info";

/*
 * The e2e server's demo chain, as a spec uses it. Written out rather than imported from
 * src/server/chain: those modules import the token's JSON artifact, which Playwright's loader refuses.
 */
const DATA_DIR = ".e2e-data";
const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";
const mintAbi = parseAbi(["function mint(address to, uint256 amount)"]);

export function demoChain() {
  const info = readChainInfo(DATA_DIR);
  if (!info) throw new Error(`no demo chain described in ${DATA_DIR}`);
  const chain = defineChain({
    id: info.chainId,
    name: "PXL demo chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [info.rpcUrl] } },
  });
  const transport = http(info.rpcUrl);
  const client = createPublicClient({ chain, transport, pollingInterval: 100, cacheTime: 0 });
  return { info, chain, transport, client };
}

export interface FreshWallet {
  account: PrivateKeyAccount;
  privateKey: Hex;
  /** Pays the sale wallet `amount` micro-USDT; resolves once mined. */
  pay(amount: bigint): Promise<{ hash: Hex; blockNumber: bigint }>;
}

/**
 * A wallet of the test's own with gas and `usdt` micro-USDT minted by the token's owner (anvil
 * account 0, which pays nobody): no demo wallet is spent or linked, so specs do not meet.
 */
export async function freshWallet(usdt: bigint): Promise<FreshWallet> {
  const { info, chain, transport, client } = demoChain();
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  await createTestClient({ chain, transport, mode: "anvil" }).setBalance({
    address: account.address,
    value: parseEther("1"),
  });
  const owner = createWalletClient({
    chain,
    transport,
    account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 }),
  });
  await anvilReceipt(
    client,
    await owner.writeContract({
      address: info.usdt,
      abi: mintAbi,
      functionName: "mint",
      args: [account.address, usdt],
    }),
  );
  const wallet = createWalletClient({ chain, transport, account });
  return {
    account,
    privateKey,
    async pay(amount) {
      const hash = await wallet.writeContract({
        address: info.usdt,
        abi: erc20Abi,
        functionName: "transfer",
        args: [info.saleWallet, amount],
      });
      const receipt = await anvilReceipt(client, hash);
      return { hash, blockNumber: receipt.blockNumber };
    },
  };
}

/** Links the wallet to the signed-in user of `request` by Sign-In with Ethereum, as the wallet card does. */
export async function linkWalletByApi(
  request: APIRequestContext,
  origin: string,
  account: PrivateKeyAccount,
) {
  const headers = { Origin: origin };
  const nonceAnswer = await request.post("/api/wallets/nonce", { headers, data: {} });
  expect(nonceAnswer.ok()).toBe(true);
  const { nonce, domain, chainId, uri, issuedAt, expirationTime } = await nonceAnswer.json();
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain,
    nonce,
    uri,
    version: "1",
    issuedAt: new Date(issuedAt),
    expirationTime: new Date(expirationTime),
  });
  const linked = await request.post("/api/wallets/link", {
    headers,
    data: { message, signature: await account.signMessage({ message }) },
  });
  expect(linked.status(), await linked.text()).toBe(201);
}

/** The site's demo wallet `n` (1-4): anvil's account n + 1, as src/server/chain/local-chain.ts derives it. */
export const demoWalletAccount = (n: number) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: n + 1 });

/**
 * Holds the demo chain's blocks (interval mining off) so that a transaction waits in the pool: a test
 * sees each step of a page, or replaces the transaction as a wallet would. `resume` must follow.
 */
export function blockHold() {
  const { chain, transport } = demoChain();
  const anvil = createTestClient({ chain, transport, mode: "anvil" });
  return {
    stop: () => anvil.setIntervalMining({ interval: 0 }),
    mineOne: () => anvil.mine({ blocks: 1 }),
    resume: () => anvil.setIntervalMining({ interval: 1 }),
  };
}

/**
 * What a wallet's "speed up" with another call does: `account` approves USDT under the nonce of its
 * pending transaction `pending`, with higher fees, so the pool keeps the approval in its place.
 */
export async function replaceWithApproval(account: Account, pending: Hex): Promise<Hex> {
  const { info, chain, transport, client } = demoChain();
  const replaced = await client.getTransaction({ hash: pending });
  return createWalletClient({ chain, transport, account }).writeContract({
    address: info.usdt,
    abi: erc20Abi,
    functionName: "approve",
    args: [info.saleWallet, maxUint256],
    nonce: replaced.nonce,
    maxFeePerGas: (replaced.maxFeePerGas ?? 1n) * 2n,
    maxPriorityFeePerGas: (replaced.maxPriorityFeePerGas ?? 1n) * 2n + 1n,
  });
}

/** Waits until the block is final on the demo chain (FINALITY=2 blocks, a block a second). */
export async function waitForFinality(blockNumber: bigint) {
  const { client } = demoChain();
  await expect
    .poll(async () => (await client.getBlockNumber()) >= blockNumber + 3n, { timeout: 20_000 })
    .toBe(true);
}

/**
 * Moves the demo chain's clock past `moment` (it never goes back) and mines blocks enough for the
 * first of them to be final (FINALITY=2): the indexers can then read the chain through `moment`.
 */
export async function moveChainTimePast(moment: Date) {
  const { chain, transport, client } = demoChain();
  const anvil = createTestClient({ chain, transport, mode: "anvil" });
  const after = BigInt(Math.floor(moment.getTime() / 1000) + 1);
  if ((await client.getBlock()).timestamp < after) await anvil.setNextBlockTimestamp({ timestamp: after });
  await anvil.mine({ blocks: 3 });
}

/** The USDT balance of `address` on the demo chain, in micro-USDT. */
export async function usdtBalance(address: Hex): Promise<bigint> {
  const { info, client } = demoChain();
  return client.readContract({
    address: info.usdt,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address],
  });
}

/**
 * The demo treasury (anvil account 0, MockUSDT's owner) mints `amount` micro-USDT to itself and sends it
 * to `distributor`: the funding a dividend round needs before its root is published.
 */
export async function fundWithUsdt(distributor: Hex, amount: bigint) {
  if (amount === 0n) return;
  const { info, chain, transport, client } = demoChain();
  const treasury = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 });
  const wallet = createWalletClient({ chain, transport, account: treasury });
  const minted = await wallet.writeContract({
    address: info.usdt,
    abi: mintAbi,
    functionName: "mint",
    args: [treasury.address, amount],
  });
  expect((await anvilReceipt(client, minted)).status).toBe("success");
  const sent = await wallet.writeContract({
    address: info.usdt,
    abi: erc20Abi,
    functionName: "transfer",
    args: [distributor, amount],
  });
  expect((await anvilReceipt(client, sent)).status).toBe("success");
}
