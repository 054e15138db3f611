import { sql } from "drizzle-orm";
import { createPublicClient, custom, http, type PublicClient } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { createIndexer, type IndexerOptions } from "@/server/payments/indexer";
import {
  type PaymentsChain,
  startPaymentsChain,
  storedLedgerEvents,
  storedOutgoing,
  storedPayments,
  storedSkipped,
} from "@/server/payments/indexer-fixture";
import { killable } from "@/server/test/killable-db";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;

describe.each(testEngines)("payment indexer on $engine", ({ engine }) => {
  let database: TestDatabase;
  let chain: PaymentsChain;

  beforeEach(async () => {
    [database, chain] = await Promise.all([createTestDatabase(engine), startPaymentsChain()]);
  });
  afterEach(async () => {
    await Promise.all([database.destroy(), chain.stop()]);
  });

  const indexerWith = (overrides: Partial<IndexerOptions> = {}) =>
    createIndexer({
      db: database.db,
      client: chain.client,
      chainId: chain.chain.chainId,
      usdt: chain.chain.usdt,
      saleWallet: chain.chain.saleWallet,
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
      ...overrides,
    });

  const payer = () => chain.chain.demoWallets[0] as NonNullable<PaymentsChain["chain"]["demoWallets"][0]>;

  it("stores a direct transfer as pending, and final once it is two blocks deep", async () => {
    const receipt = await chain.transfer(payer(), chain.chain.saleWallet, 250n * USDT);
    const indexer = indexerWith();
    await indexer.tick();
    expect(await storedPayments(database.db)).toEqual([
      {
        tx_hash: receipt.transactionHash,
        log_index: 0,
        from_address: payer().address.toLowerCase(),
        amount: "250000000",
        finality: "pending",
      },
    ]);
    await chain.mine(2);
    await indexer.tick();
    expect((await storedPayments(database.db)).map((p) => p.finality)).toEqual(["final"]);
  });

  it("saves the block time of its last final block beside it: how far the chain is read", async () => {
    const indexer = indexerWith();
    await chain.mine(1);
    await indexer.tick();
    const readThrough = async () => {
      const [state] = await queryRows<{ block: string; time: Date | string | null }>(
        database.db,
        sql`select final_through::text as block, final_through_time as time from indexer_state`,
      );
      const block = await chain.client.getBlock({ blockNumber: BigInt(state?.block ?? -1) });
      return { saved: state?.time ? new Date(state.time) : null, block };
    };
    const first = await readThrough();
    expect(first.saved?.getTime()).toBe(Number(first.block.timestamp) * 1000);
    await chain.mine(3);
    await indexer.tick();
    const next = await readThrough();
    expect(next.block.number).toBe((first.block.number ?? 0n) + 3n);
    expect(next.saved?.getTime()).toBe(Number(next.block.timestamp) * 1000);
  });

  it("tells of its first tick whatever it found, then only of ticks that saw or settled payments", async () => {
    await chain.transfer(payer(), chain.chain.saleWallet, 3n * USDT);
    await chain.mine(2);
    await indexerWith().tick(); // an earlier process settled it, and was killed before telling anyone
    const told: string[][] = [];
    const restarted = indexerWith({ onChange: ({ txHashes }) => told.push(txHashes) });
    await restarted.tick();
    await restarted.tick();
    const next = await chain.transfer(payer(), chain.chain.saleWallet, 4n * USDT);
    await restarted.tick();
    expect(told).toEqual([[], [next.transactionHash]]);
  });

  it("takes the payer of a transferFrom from the log, not from the transaction's sender", async () => {
    const owner = payer();
    const spender = chain.chain.demoWallets[1] as typeof owner;
    await chain.client.waitForTransactionReceipt({
      hash: await chain.walletFor(owner).writeContract({
        address: chain.chain.usdt,
        abi: mockUsdtAbi,
        functionName: "approve",
        args: [spender.address, 100n * USDT],
        chain: null,
      }),
    });
    await chain.client.waitForTransactionReceipt({
      hash: await chain.walletFor(spender).writeContract({
        address: chain.chain.usdt,
        abi: mockUsdtAbi,
        functionName: "transferFrom",
        args: [owner.address, chain.chain.saleWallet, 100n * USDT],
        chain: null,
      }),
    });
    await indexerWith().tick();
    expect((await storedPayments(database.db)).map((p) => [p.from_address, p.amount])).toEqual([
      [owner.address.toLowerCase(), "100000000"],
    ]);
  });

  it("ignores a reverted transfer, another token, and USDT sent elsewhere", async () => {
    const reverted = await chain.transfer(
      payer(),
      chain.chain.saleWallet,
      10n ** 15n * USDT,
      chain.chain.usdt,
      100_000n,
    );
    expect(reverted.status).toBe("reverted");
    const otherToken = await chain.deployOtherToken(payer());
    await chain.transfer(payer(), chain.chain.saleWallet, 5n * USDT, otherToken);
    await chain.transfer(payer(), chain.chain.deployer.address, 7n * USDT);
    await indexerWith().tick();
    expect(await storedPayments(database.db)).toEqual([]);
  });

  it("marks a payment that a reorg removed as orphaned, and never makes it final", async () => {
    await chain.transfer(payer(), chain.chain.saleWallet, 40n * USDT);
    const indexer = indexerWith();
    await indexer.tick();
    expect((await storedPayments(database.db)).map((p) => p.finality)).toEqual(["pending"]);
    // Replace the payment's block with an empty one at the same height.
    await chain.rpc("anvil_reorg", [1, []]);
    await indexer.tick();
    await chain.mine(5);
    await indexer.tick();
    expect((await storedPayments(database.db)).map((p) => p.finality)).toEqual(["orphaned"]);
  });

  it("finds every payment and outgoing transfer when the provider refuses wide block ranges", async () => {
    for (const amount of [1n, 2n, 3n, 4n, 5n]) {
      await chain.transfer(payer(), chain.chain.saleWallet, amount * USDT);
      await chain.mine(3);
    }
    await chain.transfer(chain.saleWalletKey, payer().address, 6n * USDT); // read by the second filter
    await chain.mine(3);
    let refusals = 0;
    const base = chain.client;
    const picky = createPublicClient({
      cacheTime: 0,
      transport: custom(
        {
          async request({ method, params }) {
            if (method === "eth_getLogs") {
              const [{ fromBlock, toBlock }] = params as [{ fromBlock: string; toBlock: string }];
              if (BigInt(toBlock) - BigInt(fromBlock) > 2n) {
                refusals++;
                throw new Error("query returned more than 10000 results");
              }
            }
            return base.request({ method, params } as never);
          },
        },
        { retryCount: 0 },
      ), // a refusal is final: the indexer splits the range
    }) as PublicClient;
    await indexerWith({ client: picky }).tick();
    expect(refusals).toBeGreaterThan(0);
    expect((await storedPayments(database.db)).map((p) => p.amount)).toEqual([
      "1000000",
      "2000000",
      "3000000",
      "4000000",
      "5000000",
    ]);
    expect((await storedOutgoing(database.db)).map((o) => o.amount)).toEqual(["6000000"]);
  });

  it("neither misses nor repeats a transfer or an announcement when killed at any RPC call or database write of a tick", async () => {
    for (const amount of [11n, 12n, 13n]) {
      await chain.transfer(payer(), chain.chain.saleWallet, amount * USDT);
    }
    await chain.transfer(payer(), chain.chain.saleWallet, 0n); // skipped
    await chain.transfer(chain.saleWalletKey, chain.chain.saleWallet, 5n * USDT); // outgoing, to itself
    await chain.transfer(chain.saleWalletKey, payer().address, 2n * USDT); // outgoing, a refund
    await chain.mine(1);
    await chain.transfer(payer(), chain.chain.saleWallet, 14n * USDT); // still pending after the run

    const reference = await createTestDatabase(engine);
    const rpc = { count: 0, failAt: 0 };
    const client = createPublicClient({
      cacheTime: 0,
      transport: custom(
        {
          async request(args) {
            if (++rpc.count === rpc.failAt) throw new Error("killed");
            return http(chain.chain.rpcUrl)({}).request(args as never);
          },
        },
        { retryCount: 0 },
      ), // a kill is not retried
    }) as PublicClient;
    const writes = { count: 0, failAt: 0 };
    try {
      await indexerWith({ db: killable(reference.db, writes), client }).tick();
      const expected = await everythingStored(reference.db);
      const [rpcCalls, dbCalls] = [rpc.count, writes.count];
      expect(expected.payments.map((p) => p.finality)).toEqual(["final", "final", "final", "pending"]);
      expect(expected.outgoing.map((o) => [o.amount, o.finality])).toEqual([
        ["5000000", "final"],
        ["2000000", "final"],
      ]);
      expect(expected.skipped.map((k) => k.reason)).toEqual(["zero_value"]);
      expect(expected.events.map((e) => e.type)).toEqual(Array(4).fill("payment_detected"));

      // One scratch database, emptied before each kill point (a new one each time is slow on PGlite).
      const run = await createTestDatabase(engine);
      try {
        const killAt = async (counter: typeof rpc, failAt: number, label: string) => {
          await run.db.execute(
            sql`truncate attribution_requests, ledger_events, ledger_entries, payments, outgoing_transfers, skipped_transfers, indexer_state`,
          );
          rpc.count = 0;
          writes.count = 0;
          counter.failAt = failAt;
          await expect(
            indexerWith({ db: killable(run.db, writes), client }).tick(),
            `${label} ${failAt}`,
          ).rejects.toThrow("killed");
          counter.failAt = 0;
          await indexerWith({ db: run.db }).tick(); // the restart
          expect(await everythingStored(run.db), `after a kill at ${label} ${failAt}`).toEqual(expected);
        };
        for (let failAt = 1; failAt <= rpcCalls; failAt++) await killAt(rpc, failAt, "RPC call");
        for (let failAt = 1; failAt <= dbCalls; failAt++) await killAt(writes, failAt, "database call");
      } finally {
        await run.destroy();
      }
    } finally {
      await reference.destroy();
    }
  }, 600_000);
});

/** Everything a tick writes, without the columns that differ between runs (times, event ids). */
async function everythingStored(db: Db) {
  const events = await storedLedgerEvents(db);
  return {
    payments: await storedPayments(db),
    outgoing: await storedOutgoing(db),
    skipped: await storedSkipped(db),
    events: events.map(({ type, tx_hash, log_index, payload }) => ({ type, tx_hash, log_index, payload })),
  };
}
