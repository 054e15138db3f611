import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { latestKycStatuses } from "@/server/kyc/latest-kyc-status";
import { holdingsByUser } from "@/server/ledger/holdings";
import type { holdersCsvColumns, newsletterCsvColumns } from "@/shared/admin/exports";
import { formatExactDecimal } from "@/shared/format/money";
import { PXL_DECIMALS, USDT_DECIMALS } from "@/shared/money/units";

type HolderRow = Record<(typeof holdersCsvColumns)[number], string>;
type SubscriberRow = Record<(typeof newsletterCsvColumns)[number], string>;

const exact = (micro: string, decimals: number) => formatExactDecimal(micro, decimals);

/**
 * The holders for the token distribution: every account the ledger credited tokens, with its
 * primary wallet (empty when none is linked: paid through an exchange, attributed by hand), its
 * tokens (in PXL with all 6 decimals, and in micro-PXL, the exact integer) and its KYC status.
 * Largest holders first.
 */
export async function holderRows(db: Db): Promise<HolderRow[]> {
  const rows = await queryRows<{
    email: string;
    first_name: string;
    last_name: string;
    wallet: string | null;
    tokens: string;
    invested: string;
    kyc_status: string;
  }>(
    db,
    sql`select u.email, u.first_name, u.last_name, w.address as wallet, s.tokens::text as tokens,
               s.invested::text as invested, coalesce(k.status, 'none') as kyc_status
        from ${holdingsByUser} s
        join "user" u on u.id = s.user_id
        left join wallet_links w on w.user_id = u.id and w.is_primary
        left join ${latestKycStatuses} k on k.user_id = u.id
        where s.tokens > 0
        order by s.tokens desc, lower(u.email)`,
  );
  return rows.map((r) => ({
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    primary_wallet: r.wallet ?? "",
    tokens_pxl: exact(r.tokens, PXL_DECIMALS),
    tokens_micro_pxl: r.tokens,
    invested_usdt: exact(r.invested, USDT_DECIMALS),
    kyc_status: r.kyc_status,
  }));
}

/** Newsletter subscribers who have not unsubscribed, oldest first. */
export async function subscriberRows(db: Db): Promise<SubscriberRow[]> {
  const rows = await queryRows<{ email: string; created_at: Date | string }>(
    db,
    sql`select email, created_at from newsletter_subscribers where unsubscribed_at is null
        order by created_at, id`,
  );
  return rows.map((r) => ({ email: r.email, subscribed_at: new Date(r.created_at).toISOString() }));
}
