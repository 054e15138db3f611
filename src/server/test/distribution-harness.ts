import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll } from "vitest";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import {
  anvilWallet,
  type LocalChain,
  type LocalWallet,
  localViemChain,
  startLocalChain,
} from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { kycSubmissions } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { type AccountHarness, useAccountHarness } from "@/server/test/account-harness";
import {
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  type SignedIn,
  signedInInvestor,
} from "@/server/test/operator-fixtures";
import { createTestApp } from "@/server/test/test-app";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { roundPublishingSchema } from "@/shared/distribution/round-publishing";

export interface DistributionHarness {
  h: AccountHarness;
  /** anvil with MockUSDT, PXL and both distributors (owned by `chain.deployer`, the treasury). */
  chain: LocalChain;
  /** The API on that chain, with the distribution's contracts configured. */
  api: ReturnType<typeof createTestApp>;
}

/** The account harness, the demo chain's contracts, and an app that reads them: the distribution's API tests. */
export function useDistributionHarness(engine: "pglite" | "postgres"): DistributionHarness {
  const harness = { h: useAccountHarness(engine) } as DistributionHarness;
  beforeAll(async () => {
    const chain = await startLocalChain({ stateFile: null });
    const { pxlToken, pxlDistributor, dividendDistributor } = chain;
    harness.chain = chain;
    harness.api = createTestApp(
      harness.h.database,
      { mail: { smtpUrl: harness.h.smtp.url, from: "PXL <no-reply@pxl.example>" } },
      {
        chain: {
          client: createRpcClient([chain.rpcUrl], 5_000),
          chainId: chain.chainId,
          usdt: chain.usdt,
          saleWallet: chain.saleWallet,
          distribution: { pxlToken, pxlDistributor, dividendDistributor },
        },
      },
    );
  });
  afterAll(() => harness.chain?.stop());
  return harness;
}

/**
 * The distributor's root on chain now: what the owner's `setMerkleRoot(newRoot, expectedCurrentRoot)`
 * names as the root it replaces, where a test sets a root by hand.
 */
export function rootOnChain(chain: LocalChain, distributor: Address) {
  return createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
    address: distributor,
    abi: merkleDistributorAbi,
    functionName: "merkleRoot",
  });
}

/**
 * `from` calls `functionName` on `to`, and the transaction is mined. The gas is given, so a call the
 * contract refuses is still sent and mined as reverted (the receipt says so).
 */
export async function sendCall(
  chain: LocalChain,
  from: LocalWallet,
  to: Address,
  call: { abi: Abi; functionName: string; args: readonly unknown[] },
) {
  const transport = http(chain.rpcUrl);
  const wallet = createWalletClient({
    chain: localViemChain(chain.rpcUrl),
    transport,
    account: privateKeyToAccount(from.privateKey),
  });
  const hash = await wallet.sendTransaction({ to, data: encodeFunctionData(call as never), gas: 500_000n });
  return anvilReceipt(createPublicClient({ transport, pollingInterval: 20 }), hash);
}

/**
 * An investor who signed up, links anvil wallet `n` as primary, is verified, and paid `amount` from
 * it, credited: a holder of the next PXL round.
 */
export async function creditedInvestor(
  d: DistributionHarness,
  label: string,
  n: number,
  amount: bigint,
): Promise<SignedIn & { wallet: Address }> {
  const investor = await signedInInvestor(d.h, label);
  const wallet = anvilWallet(n).address;
  const { db } = d.h.database;
  await linkWallet(db, wallet.toLowerCase(), investor.id, true);
  await db.insert(kycSubmissions).values(kycSubmissionRow(investor.id, "verified", 1));
  await insertPayment(db, { n: 1000 + n, from: wallet.toLowerCase(), amount });
  await allocateFinalPayments(db);
  return { ...investor, wallet };
}

/**
 * A round's publication as the console drives it, as `operator()` (read when called: operators are
 * signed in in `beforeAll`): save a draft, read what to sign, fund the distributor and set the root
 * from the treasury's wallet, then ask the server to record it.
 */
export function roundConsole(d: DistributionHarness, operator: () => SignedIn) {
  const headers = () => ({ cookie: operator().cookie });
  const get = (path: string) => d.api.call(path, { headers: headers() });
  const post = (path: string, body: unknown) => d.api.postJson(path, body, { headers: headers() });
  const treasury = (to: Address, abi: Abi, functionName: string, args: unknown[]) =>
    sendCall(d.chain, d.chain.deployer, to, { abi, functionName, args });
  return {
    get,
    post,
    async saveDraft(reason = "PXL distribution, board decision BD-2026-12.") {
      const response = await post("/api/admin/distribution/rounds", { reason });
      if (response.status !== 201) throw new Error(`saving a draft answered ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    publishing: (id: string) => get(`/api/admin/distribution/rounds/${id}/publishing`),
    async ready(id: string) {
      return roundPublishingSchema.parse(
        await (await get(`/api/admin/distribution/rounds/${id}/publishing`)).json(),
      );
    },
    fund: (amount: bigint) =>
      treasury(d.chain.pxlToken, pxlTokenAbi, "transfer", [d.chain.pxlDistributor, amount]),
    async setRoot(root: string) {
      const current = await rootOnChain(d.chain, d.chain.pxlDistributor);
      return (await treasury(d.chain.pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [root, current]))
        .transactionHash;
    },
    publish: (id: string, txHash: string) => post(`/api/admin/distribution/rounds/${id}/publish`, { txHash }),
  };
}
