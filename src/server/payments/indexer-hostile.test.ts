import { sql } from "drizzle-orm";
import { pad, toEventSelector } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalWallet } from "@/server/chain/local-chain";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { reconcile } from "@/server/ledger/reconcile";
import { contractPayments } from "@/server/payments/contract-fixture";
import { createIndexer } from "@/server/payments/indexer";
import {
  type PaymentsChain,
  startPaymentsChain,
  storedPayments,
  storedSkipped,
} from "@/server/payments/indexer-fixture";
import { transferEvent } from "@/server/payments/transfer-logs";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;
const CAP = 140_000n * USDT;
const TRANSFER_TOPIC = toEventSelector(transferEvent);

/** What a stranger can emit to the sale wallet for a few cents, and that detection goes on after each. */
describe.each(testEngines)(
  "the indexer against anything sent to the sale wallet, on $engine",
  ({ engine }) => {
    let database: TestDatabase;
    let chain: PaymentsChain;

    beforeEach(async () => {
      [database, chain] = await Promise.all([createTestDatabase(engine), startPaymentsChain()]);
    });
    afterEach(async () => {
      await Promise.all([database.destroy(), chain.stop()]);
    });

    const indexer = () =>
      createIndexer({
        db: database.db,
        client: chain.client,
        chainId: chain.chain.chainId,
        usdt: chain.chain.usdt,
        saleWallet: chain.chain.saleWallet,
        startBlock: 0n,
        finality: { kind: "depth", blocks: 2n },
      });
    const wallet = (n: number) => chain.chain.demoWallets[n] as LocalWallet;
    const sale = () => chain.chain.saleWallet;
    const lower = (address: string) => address.toLowerCase();
    /** Mines past the finality depth and ticks: everything seen so far is final. */
    async function settle() {
      await chain.mine(2);
      return indexer().tick();
    }

    it("skips a zero-value transfer, then still detects the next payment and makes it final", async () => {
      const zero = await chain.transfer(wallet(0), sale(), 0n);
      await expect(indexer().tick()).resolves.toMatchObject({ seen: 1 });
      const payment = await chain.transfer(wallet(0), sale(), 250n * USDT);
      await indexer().tick();
      await settle();

      expect(await storedPayments(database.db)).toEqual([
        expect.objectContaining({ tx_hash: payment.transactionHash, amount: "250000000", finality: "final" }),
      ]);
      expect(await storedSkipped(database.db)).toEqual([
        {
          tx_hash: zero.transactionHash,
          log_index: 0,
          from_address: lower(wallet(0).address),
          to_address: lower(sale()),
          amount: "0",
          reason: "zero_value",
          detail: expect.stringMatching(/0 USDT/),
        },
      ]);
    });

    it("skips a transferFrom of 0 by a stranger, who needs no allowance, whoever it names as sender", async () => {
      const stranger = wallet(1);
      // No approval anywhere: OpenZeppelin's ERC-20 lets anyone move 0 from anyone.
      const spoofed = await chain.transferFrom(stranger, wallet(2).address, sale(), 0n);
      const fromSale = await chain.transferFrom(stranger, sale(), wallet(3).address, 0n);
      const payment = await chain.transfer(wallet(0), sale(), 9n * USDT);
      await indexer().tick();
      await settle();

      expect((await storedPayments(database.db)).map((p) => [p.tx_hash, p.finality])).toEqual([
        [payment.transactionHash, "final"],
      ]);
      expect((await storedSkipped(database.db)).map((s) => [s.tx_hash, s.reason, s.from_address])).toEqual([
        [spoofed.transactionHash, "zero_value", lower(wallet(2).address)],
        [fromSale.transactionHash, "zero_value", lower(sale())],
      ]);
    });

    it("takes a mint to the sale wallet (from the zero address) as a payment that awaits an operator's attribution", async () => {
      // A bridged USD₮0 arrives as a mint: real money, but nobody can prove control of the zero address.
      await chain.mint(sale(), 20n * USDT);
      await settle();
      await allocateFinalPayments(database.db);
      expect((await storedPayments(database.db)).map((p) => [p.from_address, p.amount, p.finality])).toEqual([
        [`0x${"0".repeat(40)}`, "20000000", "final"],
      ]);
      expect(await reconcile(database.db)).toMatchObject({
        finalIncoming: 20n * USDT,
        awaitingAttribution: 20n * USDT,
        credited: 0n,
        balanced: true,
      });
    });

    it("stores a huge amount whole, allocates the cap and leaves the exact rest due for refund", async () => {
      const huge = 10n ** 30n;
      await chain.mint(wallet(0).address, huge);
      await chain.transfer(wallet(0), sale(), huge);
      await settle();
      await allocateFinalPayments(database.db);
      expect((await storedPayments(database.db)).map((p) => p.amount)).toEqual([huge.toString()]);
      const [entry] = await queryRows<{ credited: string; refund: string; tokens: string }>(
        database.db,
        sql`select credited_micro_usdt::text as credited, refund_due_micro_usdt::text as refund,
                 tokens_micro_pxl::text as tokens from ledger_entries`,
      );
      expect(entry).toEqual({
        credited: CAP.toString(),
        refund: (huge - CAP).toString(),
        tokens: ((CAP * 1_000_000n) / 639_000n).toString(),
      });
      expect(await reconcile(database.db)).toMatchObject({ finalIncoming: huge, balanced: true });
    });

    it("stores hundreds of transfers of one transaction, payments and zero-value ones alike", async () => {
      const contracts = contractPayments(chain);
      const payer = await contracts.deployPayer(chain.chain.deployer);
      await contracts.approve(wallet(0), payer, 1_000n * USDT);
      const batch = Array.from(
        { length: 240 },
        (_, i) => [wallet(0).address, sale(), BigInt(i % 2)] as const,
      );
      const receipt = await contracts.pull(wallet(1), payer, batch);
      expect(receipt.logs).toHaveLength(240);

      await indexer().tick();
      await settle();
      const stored = await storedPayments(database.db);
      expect(stored).toHaveLength(120);
      expect(stored.every((p) => p.amount === "1" && p.finality === "final")).toBe(true);
      expect(stored.map((p) => p.log_index)).toEqual(batch.flatMap((_, i) => (i % 2 === 1 ? [i] : [])));
      expect((await storedSkipped(database.db)).map((s) => s.reason)).toEqual(Array(120).fill("zero_value"));
    });

    it("records a USDT log it cannot decode as malformed and goes on to the next payment", async () => {
      const from = pad(wallet(0).address);
      const to = pad(sale());
      // An ERC-721-shaped Transfer (the value indexed, no data), then one with its value missing.
      const nft = await chain.emitFromUsdt(wallet(0), [TRANSFER_TOPIC, from, to, pad("0x05")]);
      const short = await chain.emitFromUsdt(wallet(0), [TRANSFER_TOPIC, from, to], "0x0102");
      const payment = await chain.transfer(wallet(0), sale(), 3n * USDT);
      await indexer().tick();
      await settle();

      expect((await storedPayments(database.db)).map((p) => [p.tx_hash, p.finality])).toEqual([
        [payment.transactionHash, "final"],
      ]);
      expect(await storedSkipped(database.db)).toEqual([
        expect.objectContaining({ tx_hash: nft.transactionHash, reason: "malformed", amount: null }),
        expect.objectContaining({ tx_hash: short.transactionHash, reason: "malformed", amount: null }),
      ]);
      for (const skipped of await storedSkipped(database.db)) expect(skipped.detail).toMatch(/topics|data/);
    });

    it("records a row the database refuses as unstorable, stores the others and moves on", async () => {
      await refuseAmount(database, "payments", 13_131_313n);
      await chain.transfer(wallet(0), sale(), 5n * USDT);
      const refused = await chain.transfer(wallet(0), sale(), 13_131_313n);
      await chain.transfer(wallet(0), sale(), 7n * USDT);
      await indexer().tick();
      await settle();

      expect((await storedPayments(database.db)).map((p) => [p.amount, p.finality])).toEqual([
        ["5000000", "final"],
        ["7000000", "final"],
      ]);
      const [skipped] = await storedSkipped(database.db);
      expect(skipped).toMatchObject({
        tx_hash: refused.transactionHash,
        reason: "unstorable",
        amount: "13131313",
      });
      expectOperatorText(skipped?.detail ?? "");
      const [state] = await queryRows<{ final_through: string; last_error: string | null }>(
        database.db,
        sql`select final_through::text, last_error from indexer_state`,
      );
      expect(BigInt(state?.final_through ?? "0")).toBeGreaterThanOrEqual(refused.blockNumber);
      expect(state?.last_error).toBeNull();
    });

    it("saves for operators a short error without SQL or its parameters when a tick fails", async () => {
      await refuseAmount(database, "payments", 4_242_424n);
      await refuseAmount(database, "skipped_transfers", 4_242_424n); // not even recordable as skipped
      await chain.transfer(wallet(0), sale(), 4_242_424n);
      const stop = indexer().start(60_000);
      try {
        await expect.poll(() => lastError(database), { timeout: 20_000 }).not.toBeNull();
      } finally {
        await stop();
      }
      expectOperatorText((await lastError(database)) ?? "");
    });

    it("ignores another token's Transfer to the sale wallet, even one that mimics a payment", async () => {
      const fake = await chain.deployOtherToken(wallet(0));
      await chain.transfer(wallet(0), sale(), 500n * USDT, fake);
      await settle();
      expect(await storedPayments(database.db)).toEqual([]);
      expect(await storedSkipped(database.db)).toEqual([]);
    });

    /** A trigger standing for any row the database refuses (a constraint it checks): check_violation. */
    async function refuseAmount(db: TestDatabase, table: "payments" | "skipped_transfers", amount: bigint) {
      const fn = `refuse_${table}`;
      await db.db.execute(
        sql.raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
        begin
          if new.amount_micro_usdt = ${amount} then
            raise exception 'amount % refused', new.amount_micro_usdt using errcode = 'check_violation', constraint = '${table}_test_refusal';
          end if;
          return new;
        end $$`),
      );
      await db.db.execute(
        sql.raw(`create trigger ${fn} before insert on ${table} for each row execute function ${fn}()`),
      );
    }
  },
);

async function lastError(database: TestDatabase): Promise<string | null> {
  const [row] = await queryRows<{ last_error: string | null }>(
    database.db,
    sql`select last_error from indexer_state`,
  );
  return row?.last_error ?? null;
}

/** Text an operator reads (console, /healthz): short, and never a query, its parameters or a hash of the chain. */
function expectOperatorText(text: string) {
  expect(text.length).toBeGreaterThan(0);
  expect(text.length).toBeLessThanOrEqual(200);
  expect(text).not.toMatch(/insert|update|select|params|\$\d|0x[0-9a-f]{8}/i);
}
