import { and, eq, gt, ne, sql } from "drizzle-orm";
import { type Hash, TransactionReceiptNotFoundError } from "viem";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import { ChainUnavailableError, readChain } from "@/server/chain/chain-read";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { distributionRounds } from "@/server/db/schema";
import {
  type DistributionChain,
  distributorFor,
  readDistributor,
} from "@/server/distribution/distributor-chain";
import { lastPublishedLeaves } from "@/server/distribution/investors-for-rounds";
import { readRound, roundLeaves, takeRoundTurn, turnTime } from "@/server/distribution/round-store";
import type { RoundKind, RoundSummary } from "@/shared/admin/distribution-rounds";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";
import { rootSetBy } from "@/shared/distribution/mined-root-set";
import type { RoundPublishing } from "@/shared/distribution/round-publishing";

type Operator = Extract<Actor, { userId: string }>;

/** Why a round cannot be published (yet); each has the words the console shows. */
export type PublishProblem =
  | "not_found"
  | "not_configured"
  | "no_leaves"
  | "already_published"
  | "superseded"
  | "wallet_changed"
  | "tx_unknown"
  | "tx_reverted"
  | "wrong_transaction"
  | "root_replaced"
  | "chain_unavailable";

export const publishProblemText: Record<PublishProblem, string> = {
  not_found: "There is no such round.",
  not_configured: "The distributor for this round is not configured on this chain.",
  no_leaves: "This round has no holder with a wallet: there is nothing to publish.",
  already_published: "This round is already published.",
  superseded:
    "A later round was published after this draft was saved: save a new draft, which starts from it.",
  wallet_changed:
    "A holder unlinked the wallet this draft pays after it was saved: save a new draft, which pays their wallet now.",
  tx_unknown: "The chain does not know this transaction yet: wait until it is mined, then try again.",
  tx_reverted: "This transaction failed on chain: it set no root.",
  wrong_transaction: "This transaction did not set this round's root on the distributor.",
  root_replaced: "The distributor's root has changed since this transaction: publish the round again.",
  chain_unavailable: "The chain could not be read just now, so nothing was changed. Try again in a minute.",
};

const problem = (reason: PublishProblem) => ({ status: "refused" as const, reason });

/** `work`, or "chain_unavailable" when one of its chain reads failed. */
async function orUnavailable<T>(work: () => Promise<T>): Promise<T | ReturnType<typeof problem>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChainUnavailableError) return problem("chain_unavailable");
    throw error;
  }
}

/**
 * A saved round and its tree: the leaves are what the draft stored, so the root the owner signs is
 * the one every proof handed out later is checked against.
 */
async function draftAndTree(db: Db, kind: RoundKind, roundId: string) {
  const round = await readRound(db, kind, roundId);
  if (!round) return problem("not_found");
  const leaves = await roundLeaves(db, roundId);
  if (leaves.length === 0) return problem("no_leaves");
  const tree = buildMerkleRound(
    leaves.map((l) => ({ account: l.account, cumulativeAmount: l.cumulativeAmount })),
  );
  return { status: "ok" as const, summary: round.summary, tree };
}

/**
 * A draft may be published only while no round of its kind was published after it was saved: an
 * older draft's cumulative amounts could be lower than the published ones and would take back what
 * holders were given. Both times are the database's, taken in turn (`takeRoundTurn`), and compared
 * there: the summary's createdAt is cut to milliseconds.
 */
async function supersededBy(db: Db, kind: RoundKind, roundId: string): Promise<boolean> {
  const [later] = await db
    .select({ id: distributionRounds.id })
    .from(distributionRounds)
    .where(
      and(
        eq(distributionRounds.kind, kind),
        eq(distributionRounds.status, "published"),
        // A published round is not superseded by its own publication.
        ne(distributionRounds.id, roundId),
        gt(
          distributionRounds.publishedAt,
          sql`(select d.created_at from distribution_rounds d where d.id = ${roundId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(later);
}

/**
 * True when a leaf new to this draft names a wallet its holder has unlinked since the draft was
 * saved (lost, stolen, sold, replaced). Published, the root would bind their tokens to that wallet for
 * good, since every later round keeps a published leaf's account. A leaf kept from the last published
 * root is exempt: it must stay as it is, linked or not.
 */
async function leafOnUnlinkedWallet(db: Db, kind: RoundKind, roundId: string): Promise<boolean> {
  const [published, leaves] = await Promise.all([
    lastPublishedLeaves(db, kind),
    queryRows<{ user_id: string; account_address: string; linked: boolean }>(
      db,
      sql`select e.user_id, e.account_address,
            exists (select 1 from wallet_links w
                    where w.address = lower(e.account_address) and w.user_id = e.user_id) as linked
          from distribution_round_entries e
          where e.round_id = ${roundId} and e.account_address is not null and e.cumulative_amount > 0`,
    ),
  ]);
  return leaves.some(
    (leaf) =>
      !leaf.linked &&
      published.get(leaf.user_id)?.account.toLowerCase() !== leaf.account_address.toLowerCase(),
  );
}

/**
 * Why a saved round's root must not be signed, or null. Asked before the owner is given the root (a
 * root set on chain pays at once, whatever is recorded after), and again before a publication is
 * recorded. The last published round passes: the console reads its facts once it is published, and
 * its root is the one on chain.
 */
async function staleRound(db: Db, kind: RoundKind, summary: RoundSummary): Promise<PublishProblem | null> {
  if (await supersededBy(db, kind, summary.id)) return "superseded";
  if (summary.status === "draft" && (await leafOnUnlinkedWallet(db, kind, summary.id)))
    return "wallet_changed";
  return null;
}

/** What the owner must sign to publish `roundId`, and whether the distributor can pay the new root. */
export async function roundPublishing(
  db: Db,
  chain: DistributionChain,
  kind: RoundKind,
  roundId: string,
): Promise<{ status: "ok"; publishing: RoundPublishing } | { status: "refused"; reason: PublishProblem }> {
  const distributor = distributorFor(chain, kind);
  if (!distributor) return problem("not_configured");
  const found = await draftAndTree(db, kind, roundId);
  if (found.status !== "ok") return found;
  const { summary, tree } = found;
  const stale = await staleRound(db, kind, summary);
  if (stale) return problem(stale);
  const read = () =>
    readChain("the distributor", () =>
      readDistributor(
        chain.client,
        distributor,
        tree.claims.map((c) => c.account),
      ),
    );
  const state = await orUnavailable(read);
  if ("status" in state) return state;
  const required = tree.claims.reduce((sum, c) => {
    const claimed = state.claimed.get(c.account) ?? 0n;
    return sum + (c.cumulativeAmount > claimed ? c.cumulativeAmount - claimed : 0n);
  }, 0n);
  const shortfall = required > state.balance ? required - state.balance : 0n;
  return {
    status: "ok",
    publishing: {
      roundId: summary.id,
      kind,
      status: summary.status,
      chainId: distributor.chainId,
      distributor: distributor.distributor,
      token: distributor.token,
      root: tree.root,
      owner: state.owner,
      currentRoot: state.currentRoot,
      requiredBalance: required.toString(),
      balance: state.balance.toString(),
      shortfall: shortfall.toString(),
    },
  };
}

/**
 * Marks a draft published once the chain shows the owner's `setMerkleRoot(root)` in `txHash`:
 * mined and successful, a MerkleRootUpdated of the round's root from the round's distributor (only
 * the owner can emit it), and that root still the current one. Audited. The transaction's finality is
 * not awaited: a root lost to a reorg shows as "root replaced" to the next claim, and is sent again.
 */
export async function publishRound(
  db: Db,
  chain: DistributionChain,
  operator: Operator,
  kind: RoundKind,
  roundId: string,
  txHash: Hash,
): Promise<{ status: "published"; summary: RoundSummary } | { status: "refused"; reason: PublishProblem }> {
  const distributor = distributorFor(chain, kind);
  if (!distributor) return problem("not_configured");
  const found = await draftAndTree(db, kind, roundId);
  if (found.status !== "ok") return found;
  const { summary, tree } = found;
  if (summary.status === "published") return problem("already_published");
  // Superseded is asked again in turn below; asked here too so that a stale draft is named before
  // the chain is read.
  const stale = await staleRound(db, kind, summary);
  if (stale) return problem(stale);

  const onChain = await orUnavailable(async () => {
    const receipt = await readChain("the transaction", () =>
      chain.client.getTransactionReceipt({ hash: txHash }).catch((error: unknown) => {
        if (error instanceof TransactionReceiptNotFoundError) return null;
        throw error;
      }),
    );
    if (!receipt) return problem("tx_unknown");
    if (receipt.status !== "success") return problem("tx_reverted");
    if (rootSetBy(receipt.logs, distributor.distributor)?.toLowerCase() !== tree.root) {
      return problem("wrong_transaction");
    }
    const { currentRoot } = await readChain("the distributor", () =>
      readDistributor(chain.client, distributor, []),
    );
    return currentRoot === tree.root ? null : problem("root_replaced");
  });
  if (onChain) return onChain;

  return db.transaction(async (tx) => {
    await takeRoundTurn(tx, kind);
    if (await supersededBy(tx, kind, roundId)) return problem("superseded");
    const [updated] = await tx
      .update(distributionRounds)
      .set({ status: "published", merkleRoot: tree.root, setRootTxHash: txHash, publishedAt: turnTime })
      .where(and(eq(distributionRounds.id, roundId), eq(distributionRounds.status, "draft")))
      .returning({ id: distributionRounds.id });
    if (!updated) return problem("already_published");
    await recordAudit(tx, operator, {
      action: kind === "pxl" ? "distribution_round_published" : "dividend_round_published",
      subject: kind === "pxl" ? `PXL round ${roundId}` : `Dividend ${summary.period} ${roundId}`,
      details: {
        roundId,
        root: tree.root,
        txHash,
        leaves: tree.claims.length,
        totalAmount: summary.totalAmount,
      },
    });
    const round = await readRound(tx, kind, roundId);
    if (!round) throw new Error(`round ${roundId} vanished while being published`);
    return { status: "published" as const, summary: round.summary };
  });
}
