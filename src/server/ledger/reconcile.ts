import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

export interface Reconciliation {
  finalIncoming: bigint;
  credited: bigint;
  awaitingAttribution: bigint;
  refundDue: bigint;
  /** Final payments without a ledger entry yet (allocation runs after each indexer tick). */
  unallocated: bigint;
  /** credited + awaiting attribution + refund due + unallocated = final incoming, to the micro-USDT. */
  balanced: boolean;
}

export async function reconcile(db: Db): Promise<Reconciliation> {
  const [row] = await queryRows<Record<keyof Omit<Reconciliation, "balanced">, string>>(
    db,
    sql`select
          (select coalesce(sum(amount_micro_usdt), 0) from payments where finality = 'final')::text as "finalIncoming",
          (select coalesce(sum(credited_micro_usdt), 0) from ledger_entries where user_id is not null)::text as credited,
          (select coalesce(sum(credited_micro_usdt), 0) from ledger_entries where user_id is null)::text as "awaitingAttribution",
          (select coalesce(sum(refund_due_micro_usdt), 0) from ledger_entries)::text as "refundDue",
          (select coalesce(sum(p.amount_micro_usdt), 0) from payments p
             left join ledger_entries l using (chain_id, tx_hash, log_index)
             where p.finality = 'final' and l.tx_hash is null)::text as unallocated`,
  );
  const n = (v: string | undefined) => BigInt(v ?? "0");
  const r = {
    finalIncoming: n(row?.finalIncoming),
    credited: n(row?.credited),
    awaitingAttribution: n(row?.awaitingAttribution),
    refundDue: n(row?.refundDue),
    unallocated: n(row?.unallocated),
  };
  return {
    ...r,
    balanced: r.credited + r.awaitingAttribution + r.refundDue + r.unallocated === r.finalIncoming,
  };
}
