import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { averagePrice, portfolioTotals } from "@/shared/portfolio/portfolio-math";
import type {
  KycStatus,
  Portfolio,
  PortfolioPayment,
  TransactionStatus,
} from "@/shared/portfolio/portfolio-schema";

/** The newest payments listed; the totals always cover every payment. */
export const PORTFOLIO_PAYMENTS_LIMIT = 100;

interface PaymentRow {
  tx_hash: string;
  log_index: number;
  from_address: string;
  amount: string;
  finality: "pending" | "final";
  block_time: Date | string;
  has_entry: boolean;
  credited_to: string | null;
  credited: string | null;
  refund_due: string | null;
  tokens: string | null;
}

/**
 * Which payments are the user's: those credited to them in the ledger (by wallet proof or by hand),
 * and those from a wallet they linked that nobody was credited with yet. A payment from their
 * wallet credited to someone else (an operator's attribution) is that person's. Orphaned payments
 * never happened.
 */
const mine = (userId: string) => sql`
  p.finality <> 'orphaned'
  and (l.user_id = ${userId}
       or (l.user_id is null
           and p.from_address in (select address from wallet_links where user_id = ${userId})))`;

function statusOf(row: PaymentRow): TransactionStatus {
  if (row.finality === "pending") return "pending";
  // Final, not yet through the ledger's allocation: it is credited within the next tick.
  if (!row.has_entry) return "pending";
  return row.credited_to === null ? "unverified" : "verified";
}

function toPayment(row: PaymentRow): PortfolioPayment {
  const status = statusOf(row);
  const credited = status === "verified";
  const tokens = credited && row.tokens !== null ? BigInt(row.tokens) : null;
  const price = credited && tokens !== null ? averagePrice(BigInt(row.credited ?? "0"), tokens) : null;
  return {
    txHash: row.tx_hash,
    logIndex: Number(row.log_index),
    fromAddress: row.from_address,
    amountMicroUsdt: row.amount,
    status,
    creditedMicroUsdt: credited ? row.credited : null,
    refundDueMicroUsdt: credited ? row.refund_due : null,
    tokensMicroPxl: tokens?.toString() ?? null,
    pricePerTokenMicroUsdt: price?.toString() ?? null,
    time: new Date(row.block_time).toISOString(),
  };
}

export async function readPortfolio(db: Db, userId: string): Promise<Portfolio> {
  const [rows, [sums], [pending], [kyc]] = await Promise.all([
    queryRows<PaymentRow>(
      db,
      sql`select p.tx_hash, p.log_index, p.from_address, p.amount_micro_usdt::text as amount, p.finality,
                 p.block_time, (l.tx_hash is not null) as has_entry, l.user_id as credited_to,
                 l.credited_micro_usdt::text as credited, l.refund_due_micro_usdt::text as refund_due,
                 l.tokens_micro_pxl::text as tokens
          from payments p
          left join ledger_entries l
            on l.chain_id = p.chain_id and l.tx_hash = p.tx_hash and l.log_index = p.log_index
          where ${mine(userId)}
          order by p.block_number desc, p.log_index desc
          limit ${PORTFOLIO_PAYMENTS_LIMIT}`,
    ),
    queryRows<{ invested: string; refund_due: string; tokens: string }>(
      db,
      sql`select coalesce(sum(credited_micro_usdt), 0)::text as invested,
                 coalesce(sum(refund_due_micro_usdt), 0)::text as refund_due,
                 coalesce(sum(tokens_micro_pxl), 0)::text as tokens
          from ledger_entries where user_id = ${userId}`,
    ),
    queryRows<{ pending: string }>(
      db,
      sql`select coalesce(sum(p.amount_micro_usdt), 0)::text as pending
          from payments p
          left join ledger_entries l
            on l.chain_id = p.chain_id and l.tx_hash = p.tx_hash and l.log_index = p.log_index
          where l.tx_hash is null and p.finality <> 'orphaned'
            and p.from_address in (select address from wallet_links where user_id = ${userId})`,
    ),
    queryRows<{ status: Exclude<KycStatus, "not_submitted"> }>(
      db,
      sql`select status from kyc_submissions where user_id = ${userId}
          order by submitted_at desc limit 1`,
    ),
  ]);
  return {
    kycStatus: kyc?.status ?? "not_submitted",
    totals: portfolioTotals({
      tokensMicroPxl: BigInt(sums?.tokens ?? "0"),
      investedMicroUsdt: BigInt(sums?.invested ?? "0"),
      pendingMicroUsdt: BigInt(pending?.pending ?? "0"),
      refundDueMicroUsdt: BigInt(sums?.refund_due ?? "0"),
    }),
    payments: rows.map(toPayment),
  };
}
