import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { LedgerSubscriber } from "@/server/ledger/ledger-dispatcher";
import type { Realtime } from "@/server/realtime/realtime";

/**
 * The ledger's events, told to the pages: the public figures and feed when money arrived, settled
 * or left, and the users concerned that their payments changed: the credited user, the owner of the
 * sending wallet, and whoever claimed the transaction by its hash while it was not final (their
 * verification dialog waits for exactly this signal).
 */
export function ledgerLive(
  db: Db,
  changed: Pick<Realtime["changed"], "sale" | "payments">,
): LedgerSubscriber {
  return async (events) => {
    let sale = false;
    const users = new Set<string>();
    const senders = new Set<string>();
    const transactions = new Map<string, { chainId: number; txHash: string }>();
    for (const event of events) {
      transactions.set(`${event.chainId}:${event.txHash}`, event);
      switch (event.type) {
        case "payment_detected":
        case "payment_orphaned":
          sale = true;
          senders.add(event.payload.from.toLowerCase());
          break;
        case "payment_credited":
          sale = true;
          users.add(event.userId);
          break;
        case "payment_awaiting_attribution":
          sale = true;
          break;
        case "refund_due":
        case "refund_paid":
          if (event.userId) users.add(event.userId);
          break;
      }
    }
    for (const userId of await linkedOwners(db, [...senders])) users.add(userId);
    for (const userId of await claimants(db, [...transactions.values()])) users.add(userId);
    if (sale) changed.sale();
    if (users.size > 0) changed.payments([...users]);
  };
}

async function linkedOwners(db: Db, addresses: readonly string[]): Promise<string[]> {
  if (addresses.length === 0) return [];
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct user_id from wallet_links where address in (${sql.join(
      addresses.map((a) => sql`${a}`),
      sql`, `,
    )})`,
  );
  return rows.map((row) => row.user_id);
}

async function claimants(
  db: Db,
  transactions: readonly { chainId: number; txHash: string }[],
): Promise<string[]> {
  if (transactions.length === 0) return [];
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct user_id from payment_claims where (chain_id, tx_hash) in (${sql.join(
      transactions.map((t) => sql`(${t.chainId}::int, ${t.txHash.toLowerCase()})`),
      sql`, `,
    )})`,
  );
  return rows.map((row) => row.user_id);
}
