import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { oneAtATime } from "@/server/db/one-at-a-time";
import { queryRows } from "@/server/db/query-rows";
import { accountOwners, lastPublishedLeaves } from "@/server/distribution/investors-for-rounds";
import { holdingsByUser } from "@/server/ledger/holdings";
import { linkOwnersAt } from "@/server/wallets/link-owners-at";
import { chainHoldings, notYetDistributed } from "@/shared/distribution/chain-holdings";
import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";

/**
 * Each investor's PXL at `at` by the chain, as the distribution indexer stored it (the rule is
 * `chainHoldings`; rows a reorganisation removed are not counted). An address counts for the investor
 * whose published PXL leaf names it, else for the investor who links it (`accountOwners`, the rule the
 * PXL rounds follow: the distributor pays that account to the leaf's holder, whoever links it since).
 * Both are read as they stood at `at`: the leaves of the rounds published at or before it
 * (`lastPublishedLeaves`), and the link standing then (`linkOwnersAt`). An investor who unlinks a
 * wallet after the record date still held what it held then, even once a later round gives the
 * wallet to another investor's leaf. Everything comes from the database, so the dividend
 * preview needs no chain configuration:
 * - the treasury is whoever received the mint (the Transfer from the zero address: PXL is minted once);
 * - a PXL claim is a Claimed event whose transaction moved PXL from that distributor to that account,
 *   which tells the PXL distributor from the dividend one without configuration; every distributor
 *   that emitted a claim is excluded, and one that never did is nobody's linked wallet.
 * `ledger` is what the ledger credited each investor at `at`: the part no leaf holds yet counts too.
 * An address nobody linked (a buyer on an exchange), or linked by someone who never bought in the
 * sale, holds PXL but the dividend's rows name investors: it is left out here for now, and its share
 * stays in the remainder (shown to the operator), never paid to someone else. Amounts summed per investor in
 * token units, then rounded down to micro-PXL once.
 */
export async function chainHoldingsAt(
  db: Db,
  at: Date,
  ledger: readonly { userId: string; heldMicroPxl: bigint }[],
): Promise<Map<string, bigint>> {
  const when = at.toISOString();
  const [transfers, leaves, claimed, distributors, links, pxlLeaves, investors] = await oneAtATime([
    () =>
      queryRows<{ from_address: string; to_address: string; amount: string }>(
        db,
        sql`select from_address, to_address, amount::text as amount from pxl_transfers
          where finality <> 'orphaned' and block_time <= ${when}::timestamptz
          order by block_number, log_index`,
      ),
    () =>
      queryRows<{ user_id: string; account_address: string; cumulative_amount: string }>(
        db,
        sql`select e.user_id, e.account_address, e.cumulative_amount::text as cumulative_amount
          from distribution_round_entries e
          where e.account_address is not null and e.cumulative_amount > 0 and e.round_id = (
            select id from distribution_rounds
            where kind = 'pxl' and status = 'published' and published_at <= ${when}::timestamptz
            order by published_at desc, created_at desc limit 1)`,
      ),
    () =>
      queryRows<{ account: string; claimed: string }>(
        db,
        sql`select c.account, max(c.cumulative_amount)::text as claimed from distribution_claims c
          where c.finality <> 'orphaned' and c.block_time <= ${when}::timestamptz
            and exists (select 1 from pxl_transfers t
                        where t.chain_id = c.chain_id and t.tx_hash = c.tx_hash and t.finality <> 'orphaned'
                          and t.from_address = c.distributor and t.to_address = c.account)
          group by c.account`,
      ),
    () =>
      queryRows<{ address: string }>(
        db,
        sql`select distinct distributor as address from distribution_claims
          union select distinct to_address from pxl_transfers where from_address = ${`0x${"0".repeat(40)}`}`,
      ),
    () => linkOwnersAt(db, at),
    () => lastPublishedLeaves(db, "pxl", at),
    () => queryRows<{ user_id: string }>(db, sql`select user_id from ${holdingsByUser} s where s.tokens > 0`),
  ]);
  const held = chainHoldings({
    transfers: transfers.map((t) => ({ from: t.from_address, to: t.to_address, amount: BigInt(t.amount) })),
    leaves: leaves.map((l) => ({
      account: l.account_address,
      cumulativeAmount: BigInt(l.cumulative_amount),
    })),
    claimed: new Map(claimed.map((c) => [c.account, BigInt(c.claimed)])),
    excluded: distributors.map((d) => d.address),
  });
  const ownerOf = accountOwners(pxlLeaves, links);
  // Only investors with credited tokens: the dividend is planned over them (holdingsByUser).
  const credited = new Set(investors.map((i) => i.user_id));
  const units = new Map<string, bigint>();
  for (const [address, amount] of held) {
    const userId = ownerOf.get(address);
    if (userId && credited.has(userId)) units.set(userId, (units.get(userId) ?? 0n) + amount);
  }
  const micro = new Map<string, bigint>();
  for (const [userId, amount] of units) micro.set(userId, tokenUnitsToMicroPxl(amount));
  // Credited tokens no leaf gives them yet: still theirs, in the treasury until a later round.
  const leafOf = new Map(leaves.map((l) => [l.user_id, BigInt(l.cumulative_amount)]));
  for (const { userId, heldMicroPxl } of ledger) {
    const waiting = notYetDistributed(heldMicroPxl, leafOf.get(userId) ?? null);
    micro.set(userId, (micro.get(userId) ?? 0n) + waiting);
  }
  for (const [userId, amount] of micro) if (amount <= 0n) micro.delete(userId);
  return micro;
}
