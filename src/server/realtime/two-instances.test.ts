import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@/server/db/client";
import { reconcile } from "@/server/ledger/reconcile";
import { type PaymentsChain, startPaymentsChain } from "@/server/payments/indexer-fixture";
import { runIndexerWhenLeader } from "@/server/payments/indexer-runner";
import { insertUsers } from "@/server/test/fixtures";
import { readSse } from "@/server/test/sse-reader";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";
import { liveEvents, livePaths } from "@/shared/realtime/live-events";
import { tokenDataSchema } from "@/shared/sale/token-data";

const USDT = 1_000_000n;

/** Two instances of the site on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  let first: TestDatabase;
  let second: Database;
  let chain: PaymentsChain;
  const instances: Array<{
    database: Database;
    api: ReturnType<typeof createTestApp>;
    indexing: ReturnType<typeof runIndexerWhenLeader>;
  }> = [];
  const theInstance = (is: (instance: (typeof instances)[number]) => boolean) => {
    const found = instances.find(is);
    if (!found) throw new Error("no such instance: the indexer lock went to neither or both");
    return found;
  };

  beforeAll(async () => {
    [first, chain] = await Promise.all([createTestDatabase("postgres"), startPaymentsChain()]);
    second = await openDatabase({ kind: "postgres", url: first.url as string });
    const target = {
      client: chain.client,
      chainId: chain.chain.chainId,
      usdt: chain.chain.usdt,
      saleWallet: chain.chain.saleWallet,
    };
    for (const database of [first, second]) {
      const api = createTestApp(database, {}, { chain: target });
      await api.services.realtime.start();
      const indexing = runIndexerWhenLeader({
        database,
        chain: { ...target, client: chain.client, startBlock: 0n, finality: { kind: "depth", blocks: 1n } },
        intervalMs: 100,
        takeoverMs: 200,
      });
      await indexing.started;
      instances.push({ database, api, indexing });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.indexing.stop()));
    await second?.close();
    await Promise.all([first?.destroy(), chain?.stop()]);
  });

  const raisedOf = (data: string) => BigInt(tokenDataSchema.parse(JSON.parse(data)).totalRaised);
  const payer = () => chain.chain.demoWallets[0] as NonNullable<PaymentsChain["chain"]["demoWallets"][0]>;

  it("runs one indexer; a payment reaches the live streams of both instances, and its payer's own stream", async () => {
    expect(instances.map((i) => i.indexing.leader).sort()).toEqual([false, true]);

    // The payer linked the sender wallet: their stream on the instance that does NOT index hears of it.
    await insertUsers(first.db, ["payer"]);
    await first.db.execute(
      sql`insert into wallet_links (address, user_id, is_primary) values (${payer().address.toLowerCase()}, 'payer', true)`,
    );
    const follower = theInstance((i) => !i.indexing.leader);
    const frames: string[] = [];
    follower.api.services.realtime.hub.add({
      userId: "payer",
      send: (frame) => {
        frames.push(new TextDecoder().decode(frame));
        return 0;
      },
      close: () => {},
    });

    const streams = await Promise.all(
      instances.map(async ({ api }) => readSse(await api.call(livePaths.sale))),
    );
    const before = await Promise.all(streams.map(async (s) => raisedOf((await s.next()).data)));

    await chain.transfer(payer(), chain.chain.saleWallet, 125n * USDT);
    await chain.mine(2);
    for (const [i, stream] of streams.entries()) {
      // Pending first (no change of figures), then final and credited: the next sale event is the new total.
      const update = await stream.nextOf(liveEvents.sale, 15_000);
      expect(update.event).toBe(liveEvents.sale);
      expect(raisedOf(update.data) - (before[i] ?? 0n)).toBe(125n * USDT);
    }
    await expect
      .poll(() => frames.filter((f) => f.startsWith(`event: ${liveEvents.payments}`)).length)
      .toBeGreaterThan(0);
    // The figures count a final payment at once; the ledger credits it just after (its own step).
    await expect
      .poll(() => reconcile(first.db), { timeout: 15_000 })
      .toMatchObject({ balanced: true, credited: 125n * USDT, unallocated: 0n });
    await Promise.all(streams.map((s) => s.close()));
  });

  it("lets the other instance take over the indexer when the indexing one stops", async () => {
    const leader = theInstance((i) => i.indexing.leader);
    const follower = theInstance((i) => !i.indexing.leader);
    await leader.indexing.stop();
    await leader.api.services.realtime.stop();
    // Closing its connections releases the advisory lock, as a crash would.
    if (leader.database === first) {
      await first.close();
    } else {
      await second.close();
    }
    await expect.poll(() => follower.indexing.leader, { timeout: 5_000 }).toBe(true);

    const stream = readSse(await follower.api.call(livePaths.sale));
    const before = raisedOf((await stream.next()).data);
    await chain.transfer(payer(), chain.chain.saleWallet, 5n * USDT);
    await chain.mine(2);
    expect(raisedOf((await stream.nextOf(liveEvents.sale, 15_000)).data) - before).toBe(5n * USDT);
    await stream.close();
  });
});
