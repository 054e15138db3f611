import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { ledgerEntries, payments } from "@/server/db/schema";
import { createIndexer } from "@/server/payments/indexer";
import {
  type PaymentsChain,
  startPaymentsChain,
  storedOutgoing,
  storedPayments,
} from "@/server/payments/indexer-fixture";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;

/** Databases written before issue 10 hold the sale wallet's transfers to itself as payments. */
describe.each(testEngines)(
  "self transfers stored as payments by an earlier version, on $engine",
  ({ engine }) => {
    let database: TestDatabase;
    let chain: PaymentsChain;

    beforeEach(async () => {
      [database, chain] = await Promise.all([createTestDatabase(engine), startPaymentsChain()]);
      await insertUsers(database.db, ["u1", "operator"]);
    });
    afterEach(async () => {
      await Promise.all([database.destroy(), chain.stop()]);
    });

    const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as const;
    async function storedBefore(
      n: number,
      from: string,
      entry: Partial<typeof ledgerEntries.$inferInsert> | null,
    ) {
      await database.db.insert(payments).values({
        chainId: chain.chain.chainId,
        txHash: hash(n),
        logIndex: 0,
        fromAddress: from.toLowerCase(),
        amount: BigInt(n) * USDT,
        blockNumber: BigInt(n),
        blockHash: hash(1000 + n),
        blockTime: new Date("2026-05-01T00:00:00Z"),
        finality: "final",
      });
      if (entry)
        await database.db.insert(ledgerEntries).values({
          chainId: chain.chain.chainId,
          txHash: hash(n),
          logIndex: 0,
          credited: BigInt(n) * USDT,
          refundDue: 0n,
          tokens: 0n,
          ...entry,
        });
    }
    const tick = () =>
      createIndexer({
        db: database.db,
        client: chain.client,
        chainId: chain.chain.chainId,
        usdt: chain.chain.usdt,
        saleWallet: chain.chain.saleWallet,
        startBlock: 0n,
        finality: { kind: "depth", blocks: 2n },
      }).tick();
    const entries = () =>
      queryRows<{ tx_hash: string }>(database.db, sql`select tx_hash from ledger_entries order by tx_hash`);
    const lastError = async () =>
      (
        await queryRows<{ last_error: string | null }>(database.db, sql`select last_error from indexer_state`)
      )[0]?.last_error;

    it("moves them to outgoing transfers at start, unless a user or a refund relies on their ledger entry", async () => {
      const sale = chain.chain.saleWallet;
      const payer = chain.chain.demoWallets[0]?.address ?? "";
      await storedBefore(1, sale, { userId: null }); // awaiting attribution: moved, entry removed
      await storedBefore(2, sale, null); // not allocated yet: moved
      await storedBefore(3, sale, { userId: "u1", attribution: "wallet_proof" }); // credited: left
      await storedBefore(4, sale, {
        userId: null,
        credited: 0n,
        refundDue: 4n * USDT,
        refundPaidTxHash: hash(99),
        refundPaidBy: "operator",
      }); // refund recorded: left
      await storedBefore(5, payer, { userId: null }); // a real payment: untouched

      await tick();
      expect(
        (await storedOutgoing(database.db)).map((o) => [o.tx_hash, o.to_address, o.amount, o.finality]),
      ).toEqual([
        [hash(1), sale.toLowerCase(), "1000000", "final"],
        [hash(2), sale.toLowerCase(), "2000000", "final"],
      ]);
      expect((await storedPayments(database.db)).map((p) => p.tx_hash)).toEqual([hash(3), hash(4), hash(5)]);
      expect((await entries()).map((e) => e.tx_hash)).toEqual([hash(3), hash(4), hash(5)]);
      const notice = await lastError();
      expect(notice).toMatch(/^2 payments sent from the sale wallet to itself still counted as incoming/);
      expect(notice).toContain(`${hash(3).slice(0, 10)}…:0`);
      expect(notice).toContain(`${hash(4).slice(0, 10)}…:0`);

      // The next tick changes nothing, and says so again; once resolved, the notice goes.
      await tick();
      expect((await storedOutgoing(database.db)).length).toBe(2);
      expect(await lastError()).toBe(notice);
      await database.db.execute(sql`delete from ledger_entries where tx_hash in (${hash(3)}, ${hash(4)})`);
      await tick();
      expect((await storedOutgoing(database.db)).map((o) => o.tx_hash)).toEqual([
        hash(1),
        hash(2),
        hash(3),
        hash(4),
      ]);
      expect(await lastError()).toBeNull();
    });
  },
);
