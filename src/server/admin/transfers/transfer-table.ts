import { asc, count, desc, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { containsPattern } from "@/server/admin/table-sql";
import type { Db } from "@/server/db/client";
import { outgoingTransfers, skippedTransfers } from "@/server/db/schema";
import type { AdminTransferRow, AdminTransfersPage, AdminTransfersQuery } from "@/shared/admin/transfers";

type Table = typeof skippedTransfers | typeof outgoingTransfers;

/** Newest first (or oldest) in chain order: the index on (block, log index) serves it. */
function chainOrder(table: Table, dir: "asc" | "desc") {
  const by = dir === "asc" ? asc : desc;
  return [by(table.blockNumber), by(table.logIndex), by(table.txHash)];
}

/** "Contains q" in any of the columns (a hash or an address, in part). */
const search = (q: string, columns: PgColumn[]): SQL | undefined =>
  q === "" ? undefined : or(...columns.map((column) => ilike(column, containsPattern(q))));

async function skippedPage(db: Db, query: AdminTransfersQuery) {
  const t = skippedTransfers;
  const where = search(query.q, [t.txHash, t.fromAddress, t.toAddress]);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...chainOrder(t, query.dir))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    rows: rows.map(
      (r): AdminTransferRow => ({
        kind: "skipped",
        chainId: r.chainId,
        txHash: r.txHash,
        logIndex: r.logIndex,
        blockNumber: r.blockNumber.toString(),
        from: r.fromAddress,
        to: r.toAddress,
        amountMicroUsdt: r.amount?.toString() ?? null,
        reason: r.reason,
        detail: r.detail,
        seenAt: r.seenAt.toISOString(),
      }),
    ),
  };
}

async function outgoingPage(db: Db, query: AdminTransfersQuery) {
  const t = outgoingTransfers;
  const where = search(query.q, [t.txHash, t.toAddress]);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...chainOrder(t, query.dir))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    rows: rows.map(
      (r): AdminTransferRow => ({
        kind: "outgoing",
        chainId: r.chainId,
        txHash: r.txHash,
        logIndex: r.logIndex,
        blockNumber: r.blockNumber.toString(),
        to: r.toAddress,
        amountMicroUsdt: r.amount.toString(),
        blockTime: r.blockTime.toISOString(),
        finality: r.finality,
      }),
    ),
  };
}

/** One page of the skipped or the outgoing transfers, filtered, sorted and counted by the database. */
export async function readTransfersPage(db: Db, query: AdminTransfersQuery): Promise<AdminTransfersPage> {
  const { rows, total } =
    query.kind === "skipped" ? await skippedPage(db, query) : await outgoingPage(db, query);
  return { rows, total, page: query.page, pageSize: query.pageSize };
}
