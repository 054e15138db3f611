import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { tapLog } from "@/server/lib/log";
import { type PaymentsChain, startPaymentsChain } from "@/server/payments/indexer-fixture";
import { runIndexerWhenLeader } from "@/server/payments/indexer-runner";
import { createTestDatabase } from "@/server/test/test-database";

const USDT = 1_000_000n;

describe("stopping the indexers before the database closes", () => {
  let chain: PaymentsChain;
  beforeAll(async () => {
    chain = await startPaymentsChain();
  });
  afterAll(() => chain?.stop());

  it("waits for the running ticks (payments and distribution) and allocation, so closing the database right after logs no error", {
    timeout: 180_000,
  }, async () => {
    const payer = chain.chain.demoWallets[0];
    if (!payer) throw new Error("no demo wallet");
    // Payments to store and allocate give the first tick work that outlasts a synchronous stop.
    for (let n = 0; n < 5; n++) await chain.transfer(payer, chain.chain.saleWallet, USDT);
    await chain.mine(3);
    const database = await createTestDatabase("pglite");
    const errors: unknown[] = [];
    const untap = tapLog((line) => {
      if (typeof line.level === "number" && line.level >= 50) errors.push(line);
    });
    try {
      const indexing = runIndexerWhenLeader({
        database,
        chain: {
          client: chain.client,
          chainId: chain.chain.chainId,
          usdt: chain.chain.usdt,
          saleWallet: chain.chain.saleWallet,
          startBlock: 0n,
          finality: { kind: "depth", blocks: 2n },
          distribution: {
            pxlToken: chain.chain.pxlToken,
            pxlDistributor: chain.chain.pxlDistributor,
            dividendDistributor: chain.chain.dividendDistributor,
          },
        },
        intervalMs: 60_000,
      });
      await indexing.started;
      expect(indexing.leader).toBe(true);
      await indexing.stop();
      // The distribution indexer ran beside it, under the same lock: the PXL mint to the treasury is stored.
      const [stored] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pxl_transfers`,
      );
      expect(stored?.n).toBe(1);
      await database.destroy();
      // Anything still running would now meet a closed database and log it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(errors).toEqual([]);
    } finally {
      untap();
    }
  });
});
