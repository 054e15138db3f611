import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { latestKycStatuses } from "@/server/kyc/latest-kyc-status";
import { reconcile } from "@/server/ledger/reconcile";
import { indexerHealth } from "@/server/payments/indexer-state";
import type { SaleFigures } from "@/server/sale/sale-figures";
import type { AdminOverview } from "@/shared/admin/overview";

/** The sale's money and the work waiting for operators, read fresh (an operator acts on it). */
export async function readOverview(db: Db, sale: Pick<SaleFigures, "refresh">): Promise<AdminOverview> {
  const [figures, ledger, indexers, [counts]] = await Promise.all([
    sale.refresh(),
    reconcile(db),
    indexerHealth(db),
    queryRows<{ refund_paid: string; kyc_pending: string | number; investors: string | number }>(
      db,
      sql`select
            (select coalesce(sum(refund_due_micro_usdt), 0) from ledger_entries
              where refund_paid_tx_hash is not null)::text as refund_paid,
            (select count(*) from ${latestKycStatuses} latest where latest.status = 'pending') as kyc_pending,
            (select count(*) from "user" where email_verified) as investors`,
    ),
  ]);
  return {
    raisedMicroUsdt: figures.data.totalRaised,
    creditedMicroUsdt: ledger.credited.toString(),
    awaitingAttributionMicroUsdt: ledger.awaitingAttribution.toString(),
    refundDueMicroUsdt: ledger.refundDue.toString(),
    refundPaidMicroUsdt: counts?.refund_paid ?? "0",
    reconciliation: {
      balanced: ledger.balanced,
      finalIncomingMicroUsdt: ledger.finalIncoming.toString(),
      unallocatedMicroUsdt: ledger.unallocated.toString(),
    },
    indexers,
    kycPending: Number(counts?.kyc_pending ?? 0),
    investors: Number(counts?.investors ?? 0),
  };
}
