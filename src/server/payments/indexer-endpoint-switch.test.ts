import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hangsOn, lagging, type ProxyEndpoint, proxyEndpoint } from "@/server/chain/endpoint-fixture";
import type { LocalWallet } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { storedPxlTransfers } from "@/server/distribution/distribution-chain-fixture";
import { createDistributionIndexer } from "@/server/distribution/distribution-indexer";
import { createIndexer } from "@/server/payments/indexer";
import { type PaymentsChain, startPaymentsChain, storedPayments } from "@/server/payments/indexer-fixture";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

/**
 * Two configured endpoints in front of one anvil. The first times out on eth_getLogs (the heavy call)
 * and answers the rest; the second may lag, answering a range beyond its head with the logs it has.
 */
describe("the indexers when their endpoint changes within a tick", () => {
  let chain: PaymentsChain;
  let first: ProxyEndpoint;
  let second: ProxyEndpoint;
  let database: TestDatabase;
  beforeAll(async () => {
    chain = await startPaymentsChain();
    [first, second] = await Promise.all([
      proxyEndpoint(chain.chain.rpcUrl),
      proxyEndpoint(chain.chain.rpcUrl),
    ]);
  });
  afterEach(() => database.destroy());
  afterAll(() => Promise.all([first.close(), second.close(), chain.stop()]));

  /** Starts after the blocks of earlier tests: each sees only its own payments. */
  async function indexer() {
    database = await createTestDatabase("pglite");
    const startBlock = (await chain.client.getBlockNumber()) + 1n;
    const options = {
      db: database.db,
      client: createRpcClient([first.url, second.url], 1_000),
      chainId: chain.chain.chainId,
      startBlock,
      finality: { kind: "depth", blocks: 2n } as const,
    };
    return {
      payments: createIndexer({ ...options, usdt: chain.chain.usdt, saleWallet: chain.chain.saleWallet }),
      distribution: createDistributionIndexer({
        ...options,
        contracts: {
          pxlToken: chain.chain.pxlToken,
          pxlDistributor: chain.chain.pxlDistributor,
          dividendDistributor: chain.chain.dividendDistributor,
        },
      }),
    };
  }
  const pay = (amount: bigint) =>
    chain.transfer(chain.chain.demoWallets[0] as LocalWallet, chain.chain.saleWallet, amount);

  it("never moves the payment cursor past logs a lagging endpoint did not return", async () => {
    first.behave(hangsOn("eth_getLogs"));
    second.behave(lagging(5n));
    const { payments } = await indexer();
    const failures: unknown[] = [];
    const tick = () => payments.tick().catch((error: unknown) => failures.push(error));
    await pay(250_000_000n);
    await chain.mine(3); // head = P + 3, final = P + 1; the second endpoint is at P - 2
    // Head from the first endpoint, logs from the second: nothing read may move the cursor. The next
    // tick runs on the second alone: its own head, so its own final block, below P.
    await tick();
    await tick();
    second.behave(null); // caught up
    await chain.mine(3);
    await tick();
    expect((await storedPayments(database.db)).map((p) => [p.amount, p.finality])).toEqual([
      ["250000000", "final"],
    ]);
    expect(failures).toEqual([expect.objectContaining({ name: "EndpointChangedError" })]);
  }, 60_000);

  it("progresses when the first endpoint answers the head but times out on every eth_getLogs", async () => {
    first.behave(hangsOn("eth_getLogs"));
    second.behave(null);
    const { payments } = await indexer();
    await pay(7_000_000n);
    await chain.mine(2);
    await expect(payments.tick()).rejects.toThrow(/the RPC endpoint changed during the tick/);
    const asked = first.calls.length;
    expect(await payments.tick()).toMatchObject({ seen: 1, settled: 1 });
    await pay(8_000_000n);
    await chain.mine(2);
    expect(await payments.tick()).toMatchObject({ seen: 1, settled: 1 });
    expect(first.calls.length).toBe(asked); // the tick after the switch stayed on the second
    expect((await storedPayments(database.db)).map((p) => [p.amount, p.finality])).toEqual([
      ["7000000", "final"],
      ["8000000", "final"],
    ]);
  }, 60_000);

  it("never moves the distribution cursor past logs a lagging endpoint did not return", async () => {
    first.behave(hangsOn("eth_getLogs"));
    second.behave(lagging(5n));
    const { distribution } = await indexer();
    const failures: unknown[] = [];
    const tick = () => distribution.tick().catch((error: unknown) => failures.push(error));
    const holder = chain.chain.demoWallets[1] as LocalWallet;
    await chain.transfer(chain.chain.deployer, holder.address, 5n * 10n ** 18n, chain.chain.pxlToken);
    await chain.mine(3);
    await tick();
    await tick();
    second.behave(null);
    await chain.mine(3);
    await tick();
    expect((await storedPxlTransfers(database.db)).map((t) => [t.to_address, t.finality])).toEqual([
      [holder.address.toLowerCase(), "final"],
    ]);
    expect(failures).toEqual([expect.objectContaining({ name: "EndpointChangedError" })]);
  }, 60_000);
});
