import { type Address, getAddress, type Hex, type PublicClient, zeroHash } from "viem";
import type { Db } from "@/server/db/client";
import { type DistributionChain, distributorFor } from "@/server/distribution/distributor-chain";
import { currentRound } from "@/server/distribution/published-rounds";
import { type RoundEntryRow, readRound } from "@/server/distribution/round-store";
import { log } from "@/server/lib/log";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { RoundHolder, RoundHolders } from "@/shared/distribution/round-holders";

/** How many `cumulativeClaimed` reads are in flight at once: a round of thousands must not flood the RPC. */
const READS_IN_FLIGHT = 8;

/** `work` over `items`, at most `limit` at a time, results in the order of `items`. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The distributor's root and what each account has claimed, all at one block: totals made of reads
 * from different blocks could show a claim half counted.
 */
export async function readClaims(
  client: PublicClient,
  distributor: Address,
  accounts: readonly Address[],
): Promise<{ blockNumber: bigint; root: Hex | null; claimed: Map<string, bigint> }> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const contract = { address: distributor, abi: merkleDistributorAbi, blockNumber } as const;
  const [root, claimed] = await Promise.all([
    client.readContract({ ...contract, functionName: "merkleRoot" }),
    mapBounded(accounts, READS_IN_FLIGHT, (account) =>
      client.readContract({ ...contract, functionName: "cumulativeClaimed", args: [account] }),
    ),
  ]);
  return {
    blockNumber,
    root: root === zeroHash ? null : root,
    claimed: new Map(accounts.map((account, i) => [account.toLowerCase(), claimed[i] ?? 0n])),
  };
}

export type RoundHoldersResult =
  | { status: "ok"; holders: RoundHolders }
  | { status: "not_found" | "not_published" | "not_configured" | "chain_unavailable" };

/**
 * Every account of the published round `id` with what the distributor's current root owes it, what it
 * has claimed on chain and what is left, and the claim (leaf and proof of the current root) a wallet
 * sends for it. Entries without an account (a dividend holder with no wallet) have no leaf and are left
 * out: nothing can be claimed for them.
 */
export async function roundHolders(
  db: Db,
  chain: DistributionChain | undefined,
  kind: RoundKind,
  id: string,
): Promise<RoundHoldersResult> {
  const round = await readRound(db, kind, id);
  if (!round) return { status: "not_found" };
  if (round.summary.status !== "published") return { status: "not_published" };
  const distributor = chain ? distributorFor(chain, kind) : null;
  const current = await currentRound(db, kind);
  if (!chain || !distributor || !current) return { status: "not_configured" };
  // Only leaves of the tree: a share that floored to 0 names an account but holds nothing to claim there.
  const entries = round.entries.filter(
    (e): e is RoundEntryRow & { account: string } => e.account !== null && e.cumulativeAmount > 0n,
  );
  const accounts = entries.map((e) => getAddress(e.account));
  let state: Awaited<ReturnType<typeof readClaims>>;
  try {
    state = await readClaims(chain.client, distributor.distributor, accounts);
  } catch (error) {
    log.warn({ err: error }, "reading a round's claims from the chain failed");
    return { status: "chain_unavailable" };
  }
  const totals = { cumulative: 0n, claimed: 0n, unclaimed: 0n };
  const holders = entries.map((entry): RoundHolder => {
    const account = getAddress(entry.account);
    const leaf = current.claimOf(account);
    const cumulative = leaf?.cumulativeAmount ?? entry.cumulativeAmount;
    const claimed = state.claimed.get(account.toLowerCase()) ?? 0n;
    const unclaimed = cumulative > claimed ? cumulative - claimed : 0n;
    totals.cumulative += cumulative;
    totals.claimed += claimed;
    totals.unclaimed += unclaimed;
    return {
      userId: entry.userId,
      email: entry.email,
      firstName: entry.firstName,
      lastName: entry.lastName,
      account,
      cumulativeAmount: cumulative.toString(),
      claimedUnits: claimed.toString(),
      unclaimedUnits: unclaimed.toString(),
      claim: leaf
        ? {
            roundId: current.id,
            chainId: distributor.chainId,
            distributor: distributor.distributor,
            token: distributor.token,
            root: current.root,
            account: leaf.account,
            cumulativeAmount: leaf.cumulativeAmount.toString(),
            proof: leaf.proof,
          }
        : null,
    };
  });
  return {
    status: "ok",
    holders: {
      roundId: round.summary.id,
      kind,
      currentRoundId: current.id,
      chainId: distributor.chainId,
      distributor: distributor.distributor,
      token: distributor.token,
      root: current.root,
      chainRoot: state.root,
      blockNumber: state.blockNumber.toString(),
      totals: {
        cumulative: totals.cumulative.toString(),
        claimed: totals.claimed.toString(),
        unclaimed: totals.unclaimed.toString(),
      },
      holders,
    },
  };
}
