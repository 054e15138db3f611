import { and, asc, count, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { getAddress } from "viem";
import type { Db } from "@/server/db/client";
import { distributionRoundEntries, distributionRounds, user } from "@/server/db/schema";
import type { RoundDetail, RoundKind, RoundSummary } from "@/shared/admin/distribution-rounds";

const summaryColumns = {
  id: distributionRounds.id,
  kind: distributionRounds.kind,
  period: distributionRounds.period,
  recordDate: distributionRounds.recordDate,
  profit: distributionRounds.profit,
  pool: distributionRounds.pool,
  remainder: distributionRounds.remainder,
  totalAmount: distributionRounds.totalAmount,
  reason: distributionRounds.reason,
  createdBy: user.email,
  status: distributionRounds.status,
  merkleRoot: distributionRounds.merkleRoot,
  setRootTxHash: distributionRounds.setRootTxHash,
  createdAt: distributionRounds.createdAt,
  publishedAt: distributionRounds.publishedAt,
};

interface SummaryRow {
  id: string;
  kind: RoundKind;
  period: string | null;
  recordDate: Date | null;
  profit: bigint | null;
  pool: bigint | null;
  remainder: bigint | null;
  totalAmount: bigint;
  reason: string;
  createdBy: string | null;
  status: "draft" | "published";
  merkleRoot: Hex | null;
  setRootTxHash: Hex | null;
  createdAt: Date;
  publishedAt: Date | null;
}

const text = (value: bigint | null) => (value === null ? null : value.toString());

function toSummary(row: SummaryRow, entries: number): RoundSummary {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    recordDate: row.recordDate?.toISOString() ?? null,
    profitMicroUsdt: text(row.profit),
    poolMicroUsdt: text(row.pool),
    remainderMicroUsdt: text(row.remainder),
    totalAmount: row.totalAmount.toString(),
    entries,
    reason: row.reason,
    createdBy: row.createdBy,
    status: row.status,
    merkleRoot: row.merkleRoot,
    setRootTxHash: row.setRootTxHash,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Savers and publishers of one kind of round take turns ("DR", then the kind). */
const LOCK_CLASS = 0x4452;

/**
 * Holds, until `tx` ends, the turn of `kind`'s savers and publishers. A draft is computed from the
 * rounds published before it, so it may be published only while none was published after it
 * (`supersededBy`); taking turns makes "before" and "after" exact: a draft saved while a publication
 * is under way waits for it and starts from it, and a publication waits for a draft being saved.
 * On PGlite (one connection, transactions one at a time) it never waits.
 */
export async function takeRoundTurn(tx: Db, kind: RoundKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${kind}))`);
}

/**
 * The database's clock when read, not at the start of the transaction (`now()`): a transaction may
 * wait for its turn, and the time that orders drafts and publications is the time it got it.
 */
export const turnTime = sql<Date>`clock_timestamp()`;

/** The rounds of one distributor, newest first, with how many entries each holds. */
export async function listRounds(db: Db, kind: RoundKind): Promise<RoundSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, entries: count(distributionRoundEntries.userId) })
    .from(distributionRounds)
    .leftJoin(user, eq(user.id, distributionRounds.createdBy))
    .leftJoin(distributionRoundEntries, eq(distributionRoundEntries.roundId, distributionRounds.id))
    .where(eq(distributionRounds.kind, kind))
    .groupBy(distributionRounds.id, user.email)
    .orderBy(desc(distributionRounds.createdAt), desc(distributionRounds.id));
  return rows.map(({ entries, ...row }) => toSummary(row, entries));
}

export interface RoundEntryRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  account: string | null;
  heldMicroPxl: bigint | null;
  cumulativeAmount: bigint;
  amount: bigint;
}

/** One round of the given kind with its entries (largest amount first); null when there is none. */
export async function readRound(
  db: Db,
  kind: RoundKind,
  id: string,
): Promise<{ summary: RoundSummary; entries: RoundEntryRow[] } | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(distributionRounds)
    .leftJoin(user, eq(user.id, distributionRounds.createdBy))
    .where(and(eq(distributionRounds.id, id), eq(distributionRounds.kind, kind)));
  if (!row) return null;
  const entries = await db
    .select({
      userId: distributionRoundEntries.userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      account: distributionRoundEntries.accountAddress,
      heldMicroPxl: distributionRoundEntries.heldMicroPxl,
      cumulativeAmount: distributionRoundEntries.cumulativeAmount,
      amount: distributionRoundEntries.amount,
    })
    .from(distributionRoundEntries)
    .innerJoin(user, eq(user.id, distributionRoundEntries.userId))
    .where(eq(distributionRoundEntries.roundId, id))
    .orderBy(desc(distributionRoundEntries.cumulativeAmount), asc(user.email));
  return { summary: toSummary(row, entries.length), entries };
}

export function roundDetailJson(round: { summary: RoundSummary; entries: RoundEntryRow[] }): RoundDetail {
  return {
    ...round.summary,
    entryList: round.entries.map((e) => ({
      userId: e.userId,
      email: e.email,
      account: e.account,
      heldMicroPxl: text(e.heldMicroPxl),
      cumulativeAmount: e.cumulativeAmount.toString(),
      amount: e.amount.toString(),
    })),
  };
}

export interface RoundLeaf {
  account: Address;
  cumulativeAmount: bigint;
}

/**
 * The seam to publishing: a saved round's leaves, the input of its Merkle tree (account and
 * cumulative amount, ordered by account). Entries without an account (dividend holders who cannot
 * be paid yet) are not leaves, nor are those that give nothing (a dividend share that floors to 0 on a
 * tiny holding): a tree refuses a zero amount, and such a leaf could pay nothing anyway. The publishing step builds the tree from these, has the owner sign
 * setRoot, and records the root and its transaction on the round.
 */
export async function roundLeaves(db: Db, roundId: string): Promise<RoundLeaf[]> {
  const rows = await db
    .select({
      account: distributionRoundEntries.accountAddress,
      cumulativeAmount: distributionRoundEntries.cumulativeAmount,
    })
    .from(distributionRoundEntries)
    .where(
      and(
        eq(distributionRoundEntries.roundId, roundId),
        isNotNull(distributionRoundEntries.accountAddress),
        gt(distributionRoundEntries.cumulativeAmount, 0n),
      ),
    )
    .orderBy(asc(distributionRoundEntries.accountAddress));
  return rows.flatMap((row) =>
    row.account === null
      ? []
      : [{ account: getAddress(row.account), cumulativeAmount: row.cumulativeAmount }],
  );
}
