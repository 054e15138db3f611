import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { payments, walletLinks } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { claimPayment } from "@/server/ledger/claim";
import { createLedgerDispatcher } from "@/server/ledger/ledger-dispatcher";
import type { DeliveredLedgerEvent } from "@/server/ledger/ledger-events";
import { attributeManually } from "@/server/ledger/manual-attribution";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;
const CHAIN = 42161;
const wallet = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;

describe.each(testEngines)("the ledger's events ($engine)", ({ engine }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await insertUsers(database.db, ["u1", "u2", "op"]);
  });
  afterEach(() => database.destroy());

  const pay = (n: number, from: string, amount: bigint) =>
    database.db.insert(payments).values({
      chainId: CHAIN,
      txHash: hash(n),
      logIndex: 0,
      fromAddress: from,
      amount,
      blockNumber: BigInt(n),
      blockHash: hash(1000 + n),
      blockTime: new Date(),
      finality: "final",
    });
  const link = (address: string, userId: string) =>
    database.db.insert(walletLinks).values({ address, userId });
  const events = () =>
    queryRows<{ type: string; tx_hash: string; user_id: string | null; via: string | null }>(
      database.db,
      sql`select type, tx_hash, user_id, payload->>'via' as via from ledger_events order by id`,
    );

  it("announces every change once, with the path that made it", async () => {
    await link(wallet(1), "u1");
    await pay(1, wallet(1), 100n * USDT); // linked: credited by the allocation
    await pay(2, wallet(2), 139_950n * USDT); // unlinked, and crosses the cap
    await pay(3, wallet(3), 20n * USDT); // unlinked, all of it above the cap
    await allocateFinalPayments(database.db);
    expect(await events()).toEqual([
      { type: "payment_awaiting_attribution", tx_hash: hash(2), user_id: null, via: null },
      { type: "refund_due", tx_hash: hash(2), user_id: null, via: null },
      { type: "payment_awaiting_attribution", tx_hash: hash(3), user_id: null, via: null },
      { type: "refund_due", tx_hash: hash(3), user_id: null, via: null },
      { type: "payment_credited", tx_hash: hash(1), user_id: "u1", via: "allocation" },
    ]);

    // Linked since: its owner's claim credits it.
    await link(wallet(2), "u2");
    expect(await claimPayment(database.db, "u2", CHAIN, hash(2))).toEqual({
      status: "credited",
      credited: 139_900n * USDT,
    });
    expect(await claimPayment(database.db, "u2", CHAIN, hash(2))).toEqual({ status: "already_yours" });
    // An operator attributes the exchange payment by hand.
    const attributed = await attributeManually(
      database.db,
      { userId: "op", label: "op@example.ge" },
      {
        chainId: CHAIN,
        txHash: hash(3),
        logIndex: 0,
        email: "u1@example.ge",
        reason: "exchange withdrawal record",
      },
    );
    expect(attributed.status).toBe("attributed");
    await allocateFinalPayments(database.db);

    expect((await events()).slice(5)).toEqual([
      { type: "payment_credited", tx_hash: hash(2), user_id: "u2", via: "claim" },
      { type: "payment_credited", tx_hash: hash(3), user_id: "u1", via: "operator" },
    ]);
    // One "credited" per entry that has a user: the notifications and receipts hang on it.
    const [counts] = await queryRows<{ entries: string; credited: string }>(
      database.db,
      sql`select (select count(*) from ledger_entries where user_id is not null)::text as entries,
                 (select count(*) from ledger_events where type = 'payment_credited')::text as credited`,
    );
    expect(counts).toEqual({ entries: "3", credited: "3" });
  });

  it("delivers each event once across instances, and one undeliverable event holds up no other", async () => {
    for (let n = 1; n <= 30; n++) await pay(n, wallet(100 + n), USDT);
    await allocateFinalPayments(database.db);
    const delivered = new Map<bigint, number>();
    const count = async (batch: readonly DeliveredLedgerEvent[]) => {
      for (const e of batch) delivered.set(e.id, (delivered.get(e.id) ?? 0) + 1);
    };
    const poison = hash(7);
    const failing = async (batch: readonly DeliveredLedgerEvent[]) => {
      if (batch.some((e) => e.txHash === poison)) throw new Error("cannot deliver this one");
    };
    const instances = [1, 2, 3].map(() =>
      createLedgerDispatcher(database, { count, failing }, { sweepMs: 0, batchSize: 4, leaseMs: 60_000 }),
    );
    await Promise.all(instances.map((d) => d.drain()));

    const [left] = await queryRows<{ ids: string | null }>(
      database.db,
      sql`select string_agg(tx_hash, ',') as ids from ledger_events where handled_at is null`,
    );
    expect(left?.ids).toBe(poison);
    // Every event delivered; twice at most, and only the failing one's batch (retried one at a time).
    expect(delivered.size).toBe(30);
    expect(Math.max(...delivered.values())).toBe(2);
    expect([...delivered.values()].filter((n) => n === 2).length).toBeLessThanOrEqual(4);

    // Once its lease lapses, another instance tries it again.
    await database.db.execute(
      sql`update ledger_events set lease_until = now() - interval '1 second' where handled_at is null`,
    );
    const retried: string[] = [];
    await createLedgerDispatcher(
      database,
      { retried: async (b) => void retried.push(...b.map((e) => e.txHash)) },
      { sweepMs: 0 },
    ).drain();
    expect(retried).toEqual([poison]);
  });

  it("leaves the writing of ledger entries to the ledger alone", () => {
    const serverDir = path.resolve(import.meta.dirname, "..");
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (
          /\.ts$/.test(name) &&
          !/\.test\.ts$/.test(name) &&
          !file.includes(`${path.sep}test${path.sep}`)
        ) {
          const text = readFileSync(file, "utf8");
          if (
            /(insert\s+into|update)\s+ledger_entries/i.test(text) &&
            !file.includes(`${path.sep}ledger${path.sep}`)
          )
            writers.push(path.relative(serverDir, file));
        }
      }
    };
    walk(serverDir);
    expect(writers).toEqual([]);
  });
});
