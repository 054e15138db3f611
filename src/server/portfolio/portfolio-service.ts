import { type SQL, sql } from "drizzle-orm";
import type { Address, Hex } from "viem";
import type { SessionRow } from "@/server/auth/session-reader";
import type { Db } from "@/server/db/client";
import { preparedRows } from "@/server/db/query-rows";
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
  tx_hash: Hex;
  log_index: number;
  from_address: Address;
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
 * never happened. Two arms, each on its own index (ledger by user, payments by sender), so a read
 * costs the user's payments, not the sale's; they never overlap (credited to them / to nobody).
 */
const mine = (user: SQL) => sql`
  select p.tx_hash, p.log_index, p.from_address, p.amount_micro_usdt, p.finality, p.block_time, p.block_number,
         true as has_entry, l.user_id as credited_to, l.credited_micro_usdt, l.refund_due_micro_usdt,
         l.tokens_micro_pxl
  from ledger_entries l
  join payments p on p.chain_id = l.chain_id and p.tx_hash = l.tx_hash and p.log_index = l.log_index
  where l.user_id = ${user} and p.finality <> 'orphaned'
  union all
  select p.tx_hash, p.log_index, p.from_address, p.amount_micro_usdt, p.finality, p.block_time, p.block_number,
         (l.tx_hash is not null), null, l.credited_micro_usdt, l.refund_due_micro_usdt, l.tokens_micro_pxl
  from payments p
  left join ledger_entries l
    on l.chain_id = p.chain_id and l.tx_hash = p.tx_hash and l.log_index = p.log_index
  where p.from_address in (select address from wallet_links where user_id = ${user})
    and l.user_id is null and p.finality <> 'orphaned'`;

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

interface PortfolioRow {
  payments: PaymentRow[] | string;
  invested: string;
  refund_due: string;
  tokens: string;
  pending: string;
  kyc_status: Exclude<KycStatus, "not_submitted"> | null;
}

/**
 * The portfolio of `user` (a bound id, or SQL that yields one) as one statement's row; `first` are
 * CTEs ahead of the portfolio's own, `extra` more columns. Pending is what came from their wallets
 * and is not through the ledger yet; the totals cover every payment, the list the newest.
 */
const portfolioQuery = (user: SQL, first: SQL = sql``, extra: SQL = sql``) => sql`
  with ${first} mine as (${mine(user)})
  select
    (select coalesce(json_agg(r order by r.block_number desc, r.log_index desc), '[]'::json)
     from (select tx_hash, log_index, from_address, amount_micro_usdt::text as amount, finality, block_time,
                  block_number, has_entry, credited_to, credited_micro_usdt::text as credited,
                  refund_due_micro_usdt::text as refund_due, tokens_micro_pxl::text as tokens
           from mine order by block_number desc, log_index desc
           limit ${PORTFOLIO_PAYMENTS_LIMIT}) r) as payments,
    s.invested, s.refund_due, s.tokens,
    (select coalesce(sum(amount_micro_usdt), 0)::text from mine where not has_entry) as pending,
    (select status from kyc_submissions where user_id = ${user}
     order by submitted_at desc limit 1) as kyc_status ${extra}
  from (select coalesce(sum(credited_micro_usdt), 0)::text as invested,
               coalesce(sum(refund_due_micro_usdt), 0)::text as refund_due,
               coalesce(sum(tokens_micro_pxl), 0)::text as tokens
        from ledger_entries where user_id = ${user}) s`;

function toPortfolio(row: PortfolioRow): Portfolio {
  const payments: PaymentRow[] = typeof row.payments === "string" ? JSON.parse(row.payments) : row.payments;
  return {
    kycStatus: row.kyc_status ?? "not_submitted",
    totals: portfolioTotals({
      tokensMicroPxl: BigInt(row.tokens),
      investedMicroUsdt: BigInt(row.invested),
      pendingMicroUsdt: BigInt(row.pending),
      refundDueMicroUsdt: BigInt(row.refund_due),
    }),
    payments: payments.map(toPayment),
  };
}

/**
 * The user's portfolio in one statement: one round trip to the database per read, which is what
 * a read's throughput on PostgreSQL is counted in (npm run bench), prepared so it is planned once.
 */
export async function readPortfolio(db: Db, userId: string): Promise<Portfolio> {
  const [row] = await preparedRows<PortfolioRow>(db, "portfolio_of_user", portfolioQuery(sql`${userId}`));
  if (!row) throw new Error("the portfolio query answered no row");
  return toPortfolio(row);
}

/**
 * The session row of `token` and the portfolio of its user, in one statement: the signed-in read
 * then costs one round trip, not two (npm run bench). The row is read now, as `readSessionUserId`
 * reads it (nothing cached): the caller judges it (`userOf`) before answering with the portfolio.
 * No such session: `session` is undefined (and the portfolio, of nobody, is empty).
 */
export async function readPortfolioOfSession(
  db: Db,
  token: string,
): Promise<{ session: SessionRow | undefined; portfolio: Portfolio }> {
  const [row] = await preparedRows<
    PortfolioRow & { session_user_id: string | null; session_expires_at: string | Date | null }
  >(
    db,
    "portfolio_of_session",
    portfolioQuery(
      sql`(select user_id from signing)`,
      sql`signing as (select user_id, expires_at from session where token = ${token} limit 1),`,
      sql`, (select user_id from signing) as session_user_id, (select expires_at from signing) as session_expires_at`,
    ),
  );
  if (!row) throw new Error("the portfolio query answered no row");
  const session =
    row.session_user_id === null || row.session_expires_at === null
      ? undefined
      : { userId: row.session_user_id, expiresAt: row.session_expires_at };
  return { session, portfolio: toPortfolio(row) };
}
