import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { holdingsByUser } from "@/server/ledger/holdings";
import { reconcile } from "@/server/ledger/reconcile";
import { keyOf, type SimModel } from "@/server/sim/sim-model";
import { CAP_MICRO_USDT } from "@/shared/sale/rules";

interface EntryRow {
  tx_hash: string;
  log_index: number;
  user_id: string | null;
  attribution: "wallet_proof" | "manual" | null;
  credited: string;
  refund_due: string;
  refund_paid: string | null;
  from_address: string;
  amount: string;
  finality: string;
}

/** What the checks remember between two commands: who each credited entry went to. */
export type CreditedSoFar = Map<string, string>;

export class InvariantViolation extends Error {
  override name = "InvariantViolation";
}

function expect(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new InvariantViolation(message());
}

/**
 * The invariants that hold after every command, against the model: the ledger only holds final
 * incoming transfers the model sent, each once, whole (credited + refund due = amount); credits
 * never pass the cap and come from a wallet proof (the sender linked to that user around
 * the command) or an operator's decision; a credit never moves; one "payment_credited" event per
 * credited entry; each account's kept holdings (`user_holdings`) are its ledger entries' sums;
 * refunds recorded only as the operator recorded them; the reconciliation balances.
 * `linksBefore` are the model's links before the command (a credit made by it may rest on them).
 */
export async function checkStep(
  db: Db,
  model: SimModel,
  creditedSoFar: CreditedSoFar,
  linksBefore: ReadonlyMap<string, string>,
): Promise<void> {
  const finalPayments = await queryRows<{
    tx_hash: string;
    log_index: number;
    from_address: string;
    amount: string;
  }>(
    db,
    sql`select tx_hash, log_index, from_address, amount_micro_usdt::text as amount from payments where finality = 'final'`,
  );
  for (const p of finalPayments) {
    const t = model.transfers.get(keyOf({ txHash: p.tx_hash, logIndex: p.log_index }));
    const what = () => `final payment ${p.tx_hash}:${p.log_index} (${p.amount} from ${p.from_address})`;
    expect(t !== undefined, () => `${what()} is no transfer on the canonical chain`);
    expect(
      model.isIncoming(t),
      () => `${what()} is not an incoming USDT transfer: ${JSON.stringify(t, big)}`,
    );
    expect(
      model.isFinal(t),
      () => `${what()} is final although its block ${t.block} is not (head ${model.head})`,
    );
    expect(
      BigInt(p.amount) === t.amount && p.from_address === t.from,
      () => `${what()} differs from the chain`,
    );
  }

  const entries = await queryRows<EntryRow>(
    db,
    sql`select l.tx_hash, l.log_index, l.user_id, l.attribution, l.credited_micro_usdt::text as credited,
               l.refund_due_micro_usdt::text as refund_due, l.refund_paid_tx_hash as refund_paid,
               p.from_address, p.amount_micro_usdt::text as amount, p.finality
        from ledger_entries l join payments p using (chain_id, tx_hash, log_index)`,
  );
  let allocated = 0n;
  let entered = 0n;
  for (const e of entries) {
    const key = keyOf({ txHash: e.tx_hash, logIndex: e.log_index });
    const what = `ledger entry ${key} (${e.amount} from ${e.from_address})`;
    expect(e.finality === "final", () => `${what} belongs to a ${e.finality} payment`);
    expect(
      BigInt(e.credited) + BigInt(e.refund_due) === BigInt(e.amount),
      () => `${what}: credited ${e.credited} + refund due ${e.refund_due} is not the amount`,
    );
    allocated += BigInt(e.credited);
    entered += BigInt(e.amount);
    if (e.user_id === null) {
      const linked = model.links.get(e.from_address);
      expect(
        linked === undefined,
        () => `${what} awaits attribution although its sender is linked to ${linked}`,
      );
    } else if (e.attribution === "manual") {
      expect(
        model.manual.get(key) === e.user_id,
        () => `${what} credited to ${e.user_id} by hand, not by the operator`,
      );
    } else {
      const proven =
        creditedSoFar.get(key) === e.user_id ||
        [linksBefore, model.links].some((links) => links.get(e.from_address) === e.user_id);
      expect(
        e.attribution === "wallet_proof" && proven,
        () => `${what} credited to ${e.user_id} without a wallet proof`,
      );
    }
    const before = creditedSoFar.get(key);
    expect(
      before === undefined || before === e.user_id,
      () => `${what} moved from ${before} to ${e.user_id}`,
    );
    expect(e.refund_paid === null || model.refunds.has(key), () => `${what} has a refund nobody recorded`);
  }
  for (const [key, userId] of creditedSoFar) {
    const still = entries.find((e) => keyOf({ txHash: e.tx_hash, logIndex: e.log_index }) === key);
    expect(still?.user_id === userId, () => `the credit of ${key} to ${userId} vanished`);
  }
  for (const e of entries)
    if (e.user_id) creditedSoFar.set(keyOf({ txHash: e.tx_hash, logIndex: e.log_index }), e.user_id);

  expect(allocated <= CAP_MICRO_USDT, () => `${allocated} allocated, above the cap`);
  const fits = entered < CAP_MICRO_USDT ? entered : CAP_MICRO_USDT;
  expect(
    allocated === fits,
    () => `${allocated} allocated of ${entered} entered: min(limit, entered) is ${fits}`,
  );

  const events = await queryRows<{ tx_hash: string; log_index: number; user_id: string | null; n: number }>(
    db,
    sql`select tx_hash, log_index, user_id, count(*)::int as n from ledger_events
        where type = 'payment_credited' group by tx_hash, log_index, user_id`,
  );
  const credited = entries.filter((e) => e.user_id !== null);
  for (const e of credited) {
    const mine = events.filter((v) => v.tx_hash === e.tx_hash && v.log_index === e.log_index);
    expect(
      mine.length === 1 && mine[0]?.n === 1 && mine[0]?.user_id === e.user_id,
      () => `credited entry ${e.tx_hash}:${e.log_index} has events ${JSON.stringify(mine)}`,
    );
  }
  expect(
    events.reduce((n, v) => n + v.n, 0) === credited.length,
    () => `${events.length} payment_credited events for ${credited.length} credited entries`,
  );

  const drift = await queryRows<{ user_id: string; kept: string; ledger: string }>(
    db,
    sql`select h.user_id, h.tokens_micro_pxl || ' / ' || h.invested_micro_usdt as kept,
               coalesce(s.tokens, 0) || ' / ' || coalesce(s.invested, 0) as ledger
        from user_holdings h left join ${holdingsByUser} s on s.user_id = h.user_id
        where h.tokens_micro_pxl <> coalesce(s.tokens, 0) or h.invested_micro_usdt <> coalesce(s.invested, 0)
        union all
        select s.user_id, 'no row', s.tokens || ' / ' || s.invested from ${holdingsByUser} s
        where not exists (select 1 from user_holdings h where h.user_id = s.user_id)`,
  );
  expect(
    drift.length === 0,
    () => `kept holdings (micro-PXL / micro-USDT) differ from the ledger's sums: ${JSON.stringify(drift)}`,
  );

  const r = await reconcile(db);
  expect(r.balanced, () => `reconciliation does not balance: ${JSON.stringify(r, big)}`);
  const finalTotal = finalPayments.reduce((sum, p) => sum + BigInt(p.amount), 0n);
  expect(
    r.finalIncoming === finalTotal,
    () => `reconciliation's final incoming ${r.finalIncoming} is not ${finalTotal}`,
  );
}

/**
 * Once the chain settled and the indexer caught up: every final incoming transfer the model sent is
 * a final payment with exactly one ledger entry, nothing else is, and credited + awaiting + refund due
 * is the model's final incoming total.
 */
export async function checkSettled(db: Db, model: SimModel): Promise<void> {
  const expected = model.finalIncoming();
  const entries = await queryRows<{ tx_hash: string; log_index: number }>(
    db,
    sql`select tx_hash, log_index from ledger_entries`,
  );
  const have = new Set(entries.map((e) => keyOf({ txHash: e.tx_hash, logIndex: e.log_index })));
  const missing = expected.filter((t) => !have.has(keyOf(t)));
  expect(missing.length === 0, () => `no ledger entry for ${JSON.stringify(missing, big)}`);
  expect(
    have.size === expected.length,
    () => `${have.size} ledger entries for ${expected.length} final incoming transfers`,
  );
  const total = expected.reduce((sum, t) => sum + t.amount, 0n);
  const r = await reconcile(db);
  expect(
    r.credited + r.awaitingAttribution + r.refundDue === total && r.unallocated === 0n,
    () => `credited + awaiting + refund due is not the model's ${total}: ${JSON.stringify(r, big)}`,
  );
}

export const big = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);
