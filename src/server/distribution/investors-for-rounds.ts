import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { dividendGrants } from "@/server/distribution/dividend-grants";
import { latestKycStatuses } from "@/server/kyc/latest-kyc-status";
import { holdingsByUser } from "@/server/ledger/holdings";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import type { KycStanding } from "@/shared/distribution/eligibility";

export interface RoundInvestor {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  kycStatus: KycStanding;
  primaryWallet: string | null;
  creditedMicroPxl: bigint;
}

/**
 * Every investor the ledger credited tokens, with their KYC standing and primary wallet; by e-mail.
 * With `userId`, only that investor (none when the ledger credited them nothing).
 */
export async function creditedInvestors(db: Db, userId?: string): Promise<RoundInvestor[]> {
  const rows = await queryRows<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    kyc_status: KycStanding;
    wallet: string | null;
    tokens: string;
  }>(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name, coalesce(k.status, 'none') as kyc_status,
               w.address as wallet, s.tokens::text as tokens
        from ${holdingsByUser} s
        join "user" u on u.id = s.user_id
        left join wallet_links w on w.user_id = u.id and w.is_primary
        left join ${latestKycStatuses} k on k.user_id = u.id
        where s.tokens > 0 ${userId === undefined ? sql`` : sql`and u.id = ${userId}`}
        order by lower(u.email), u.id`,
  );
  return rows.map((r) => ({
    userId: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    kycStatus: r.kyc_status,
    primaryWallet: r.wallet,
    creditedMicroPxl: BigInt(r.tokens),
  }));
}

export interface PublishedLeaf {
  account: string;
  cumulativeAmount: bigint;
}

/**
 * Each user's leaf in the last published root of a distributor. A user keeps that account in later
 * rounds even after changing their primary wallet: the contract counts what an account has claimed,
 * so moving a cumulative amount to a new account would pay it a second time. Only entries with a
 * cumulative amount above 0 are leaves (`roundLeaves`): a dividend share that floored to 0 put
 * nothing in the tree, so it ties its holder to no account and keeps nobody else off it.
 * With `at`, the leaves as they stood then: only rounds whose `published_at` is at or before it count,
 * so a round published later names no account at an earlier record date.
 */
export async function lastPublishedLeaves(
  db: Db,
  kind: RoundKind,
  at?: Date,
): Promise<Map<string, PublishedLeaf>> {
  const rows = await queryRows<{ user_id: string; account_address: string; cumulative_amount: string }>(
    db,
    sql`select distinct on (e.user_id) e.user_id, e.account_address, e.cumulative_amount::text
        from distribution_round_entries e join distribution_rounds r on r.id = e.round_id
        where r.kind = ${kind} and r.status = 'published' and e.account_address is not null
          and e.cumulative_amount > 0
          ${at === undefined ? sql`` : sql`and r.published_at <= ${at.toISOString()}::timestamptz`}
        order by e.user_id, r.published_at desc, r.created_at desc`,
  );
  return new Map(
    rows.map((r) => [
      r.user_id,
      { account: r.account_address, cumulativeAmount: BigInt(r.cumulative_amount) },
    ]),
  );
}

/**
 * Who each account belongs to, by lower-case address: the user whose published leaf names it, else
 * the user who links it now. A leaf outranks a link because the distributor pays that account
 * whatever the links say: the rounds keep it for the leaf's holder (`walletInUse` keeps the linker
 * off it), and so must anything that counts what the account holds. Among leaves, the first user
 * (by id) wins, so the answer never depends on row order; a published root cannot name one account twice.
 */
export function accountOwners(
  leaves: ReadonlyMap<string, PublishedLeaf>,
  links: Iterable<{ address: string; userId: string }> = [],
): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { address, userId } of links) owners.set(address.toLowerCase(), userId);
  for (const [account, userId] of leafOwners(leaves)) owners.set(account, userId);
  return owners;
}

// Asked once per investor of a round: the map is built once per set of leaves.
const leafOwnersOf = new WeakMap<ReadonlyMap<string, PublishedLeaf>, ReadonlyMap<string, string>>();

function leafOwners(leaves: ReadonlyMap<string, PublishedLeaf>): ReadonlyMap<string, string> {
  const cached = leafOwnersOf.get(leaves);
  if (cached) return cached;
  const owners = new Map<string, string>();
  const byUser = [...leaves].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [userId, leaf] of byUser) {
    const account = leaf.account.toLowerCase();
    if (!owners.has(account)) owners.set(account, userId);
  }
  leafOwnersOf.set(leaves, owners);
  return owners;
}

/**
 * Whether `investor` would receive on an account that carries another user's published leaf: only
 * when they have no leaf of their own (theirs keeps its account) and their primary wallet is one.
 */
export function walletInUse(
  leaves: ReadonlyMap<string, PublishedLeaf>,
  investor: Pick<RoundInvestor, "userId" | "primaryWallet">,
): boolean {
  if (!investor.primaryWallet || leaves.has(investor.userId)) return false;
  const owner = leafOwners(leaves).get(investor.primaryWallet.toLowerCase());
  return owner !== undefined && owner !== investor.userId;
}

/**
 * Everything each user was given in published dividend rounds, paid or still waiting for KYC or a
 * wallet: their periods' shares and the catch-ups added for earlier periods.
 */
export async function publishedDividendTotals(db: Db): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ user_id: string; total: string }>(
    db,
    sql`select g.user_id, sum(g.amount)::text as total
        from ${dividendGrants} g
        join distribution_rounds r on r.id = g.round_id
        where r.kind = 'dividend' and r.status = 'published'
        group by g.user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, BigInt(r.total)]));
}
