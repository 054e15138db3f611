import { sql } from "drizzle-orm";
import { createPublicClient, custom, type PublicClient, zeroAddress } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalWallet } from "@/server/chain/local-chain";
import { queryRows } from "@/server/db/query-rows";
import {
  distributionOnChain,
  storedClaims,
  storedPxlTransfers,
} from "@/server/distribution/distribution-chain-fixture";
import {
  createDistributionIndexer,
  type DistributionIndexerOptions,
} from "@/server/distribution/distribution-indexer";
import { type PaymentsChain, startPaymentsChain } from "@/server/payments/indexer-fixture";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { PXL_TOTAL_SUPPLY_UNITS } from "@/shared/distribution/pxl-token";

const PXL = 10n ** 18n;
const USDT = 1_000_000n;

describe.each(testEngines)("distribution indexer on $engine", ({ engine }) => {
  let database: TestDatabase;
  let chain: PaymentsChain;
  let onChain: ReturnType<typeof distributionOnChain>;

  beforeEach(async () => {
    [database, chain] = await Promise.all([createTestDatabase(engine), startPaymentsChain()]);
    onChain = distributionOnChain(chain);
  });
  afterEach(async () => {
    await Promise.all([database.destroy(), chain.stop()]);
  });

  const contracts = () => ({
    pxlToken: chain.chain.pxlToken,
    pxlDistributor: chain.chain.pxlDistributor,
    dividendDistributor: chain.chain.dividendDistributor,
  });
  const indexer = (overrides: Partial<DistributionIndexerOptions> = {}) =>
    createDistributionIndexer({
      db: database.db,
      client: chain.client,
      chainId: chain.chain.chainId,
      contracts: contracts(),
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
      ...overrides,
    });
  const wallet = (n: number) => chain.chain.demoWallets[n] as LocalWallet;
  const lower = (address: string) => address.toLowerCase();
  const settle = async () => {
    await chain.mine(2);
    return indexer().tick();
  };

  /** A PXL round for wallets 0 and 1, and a dividend round for wallet 0, both published. */
  async function publishRounds() {
    const pxlRound = await onChain.fundAndPublish(chain.chain.pxlDistributor, chain.chain.pxlToken, [
      { account: wallet(0).address, cumulativeAmount: 100n * PXL },
      { account: wallet(1).address, cumulativeAmount: 50n * PXL },
    ]);
    await chain.mint(chain.chain.deployer.address, 10n * USDT); // the treasury's USDT for dividends
    const dividendRound = await onChain.fundAndPublish(chain.chain.dividendDistributor, chain.chain.usdt, [
      { account: wallet(0).address, cumulativeAmount: 7n * USDT },
      { account: wallet(1).address, cumulativeAmount: 3n * USDT },
    ]);
    return { pxlRound, dividendRound };
  }

  it("stores both distributors' claims and every PXL transfer, pending and then final", async () => {
    const { pxlRound, dividendRound } = await publishRounds();
    // Anyone may send a claim: wallet 2 sends wallet 0's; the tokens go to wallet 0.
    const pxlClaim = await onChain.claim(chain.chain.pxlDistributor, pxlRound, wallet(0).address, wallet(2));
    const dividendClaim = await onChain.claim(
      chain.chain.dividendDistributor,
      dividendRound,
      wallet(0).address,
      wallet(0),
    );
    const first = await indexer().tick();
    expect(first).toMatchObject({ claims: 2, transfers: 3 });
    expect((await storedClaims(database.db)).map((c) => c.finality)).toEqual(["pending", "pending"]);

    await settle();
    expect(await storedClaims(database.db)).toEqual([
      {
        tx_hash: pxlClaim.transactionHash,
        distributor: lower(chain.chain.pxlDistributor),
        account: lower(wallet(0).address),
        amount: (100n * PXL).toString(),
        cumulative_amount: (100n * PXL).toString(),
        finality: "final",
      },
      {
        tx_hash: dividendClaim.transactionHash,
        distributor: lower(chain.chain.dividendDistributor),
        account: lower(wallet(0).address),
        amount: (7n * USDT).toString(),
        cumulative_amount: (7n * USDT).toString(),
        finality: "final",
      },
    ]);
    // The mint to the treasury, the distributor's funding, the claim's payout: PXL only (USDT moves are not PXL).
    const treasury = lower(chain.chain.deployer.address);
    const distributor = lower(chain.chain.pxlDistributor);
    expect(
      (await storedPxlTransfers(database.db)).map((t) => [
        t.from_address,
        t.to_address,
        t.amount,
        t.finality,
      ]),
    ).toEqual([
      [zeroAddress, treasury, PXL_TOTAL_SUPPLY_UNITS.toString(), "final"],
      [treasury, distributor, (150n * PXL).toString(), "final"],
      [distributor, lower(wallet(0).address), (100n * PXL).toString(), "final"],
    ]);
    // Read again from the start (a lost cursor): nothing is stored twice.
    await database.db.execute("update distribution_index_state set final_through = -1");
    await indexer().tick();
    expect(await storedClaims(database.db)).toHaveLength(2);
    expect(await storedPxlTransfers(database.db)).toHaveLength(3);
  });

  it("ignores a Claimed from a distributor that is not ours, another token's Transfer, and PXL transfers of 0", async () => {
    // A stranger's distributor of our own PXL: its Claimed event looks exactly like ours.
    const stranger = await onChain.strangerDistributor(chain.chain.pxlToken);
    const strangerRound = await onChain.fundAndPublish(stranger, chain.chain.pxlToken, [
      { account: wallet(3).address, cumulativeAmount: 5n * PXL },
    ]);
    await onChain.claim(stranger, strangerRound, wallet(3).address, wallet(3));
    const otherToken = await chain.deployOtherToken(wallet(2));
    await chain.transfer(wallet(2), wallet(0).address, 9n, otherToken);
    await chain.transfer(wallet(2), wallet(0).address, 0n, chain.chain.pxlToken); // anyone may move 0
    const real = await chain.transfer(wallet(3), wallet(1).address, 2n * PXL, chain.chain.pxlToken);
    await indexer().tick();
    await settle();

    expect(await storedClaims(database.db)).toEqual([]);
    const transfers = await storedPxlTransfers(database.db);
    // The stranger's funding and payout are real PXL moves, and stored as such; nothing else is.
    expect(transfers.map((t) => [t.from_address, t.to_address])).toEqual([
      [zeroAddress, lower(chain.chain.deployer.address)],
      [lower(chain.chain.deployer.address), lower(stranger)],
      [lower(stranger), lower(wallet(3).address)],
      [lower(wallet(3).address), lower(wallet(1).address)],
    ]);
    expect(transfers.at(-1)).toMatchObject({ tx_hash: real.transactionHash, finality: "final" });
  });

  it("orphans a claim a reorg removed, and takes it again when the same transaction is mined in another block", async () => {
    const { pxlRound } = await publishRounds();
    const signed = await onChain.signedClaim(
      chain.chain.pxlDistributor,
      pxlRound,
      wallet(1).address,
      wallet(1),
    );
    const claim = await chain.sendRaw(signed);
    await indexer().tick();
    expect((await storedClaims(database.db)).map((c) => c.finality)).toEqual(["pending"]);

    // The claim's block is replaced by an empty one: the claim and its payout no longer happened.
    await chain.rpc("anvil_reorg", [1, []]);
    await settle();
    expect((await storedClaims(database.db)).map((c) => c.finality)).toEqual(["orphaned"]);
    expect((await storedPxlTransfers(database.db)).at(-1)).toMatchObject({
      tx_hash: claim.transactionHash,
      finality: "orphaned",
    });

    // The same signed transaction comes back in a later block: the row follows it and becomes final.
    const again = await chain.sendRaw(signed);
    expect(again.transactionHash).toBe(claim.transactionHash);
    expect(again.blockNumber).not.toBe(claim.blockNumber);
    await indexer().tick();
    await settle();
    expect((await storedClaims(database.db)).map((c) => [c.tx_hash, c.finality])).toEqual([
      [claim.transactionHash, "final"],
    ]);
  });

  it("finds every event when the provider refuses wide block ranges", async () => {
    const { pxlRound, dividendRound } = await publishRounds();
    await chain.mine(5);
    await onChain.claim(chain.chain.pxlDistributor, pxlRound, wallet(1).address, wallet(1));
    await chain.mine(5);
    await onChain.claim(chain.chain.dividendDistributor, dividendRound, wallet(1).address, wallet(1));
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
                throw new Error("block range too large");
              }
            }
            return base.request({ method, params } as never);
          },
        },
        { retryCount: 0 },
      ),
    }) as PublicClient;
    await indexer({ client: picky }).tick();
    expect(refusals).toBeGreaterThan(0);
    expect((await storedClaims(database.db)).map((c) => c.amount)).toEqual([
      (50n * PXL).toString(),
      (3n * USDT).toString(),
    ]);
    expect(await storedPxlTransfers(database.db)).toHaveLength(3);
  });

  it("reads a contract's whole history when the configuration adds it after the cursor moved on", async () => {
    const { dividendRound } = await publishRounds();
    await onChain.claim(chain.chain.dividendDistributor, dividendRound, wallet(1).address, wallet(1));
    const withoutDividends = { ...contracts(), dividendDistributor: null };
    await chain.mine(3);
    await indexer({ contracts: withoutDividends }).tick();
    expect(await storedClaims(database.db)).toEqual([]);

    await indexer().tick();
    expect((await storedClaims(database.db)).map((c) => [c.distributor, c.amount])).toEqual([
      [lower(chain.chain.dividendDistributor), (3n * USDT).toString()],
    ]);
  });

  it("catches up a long history over several ticks, each moving the cursor, and misses nothing", async () => {
    const { pxlRound } = await publishRounds();
    await chain.mine(4);
    await onChain.claim(chain.chain.pxlDistributor, pxlRound, wallet(1).address, wallet(1));
    await chain.mine(2);
    const slow = indexer({ maxBlocksPerTick: 3n });
    const first = await slow.tick();
    expect(first.toBlock).toBe(2n);
    expect(first.toBlock).toBeLessThan(first.head);
    // While catching up, the chain is read through the last block read, not the finalized one.
    const readThrough = async () =>
      (
        await queryRows<{ time: Date | string | null }>(
          database.db,
          sql`select final_through_time as time from distribution_index_state`,
        )
      ).map((r) => (r.time ? new Date(r.time).getTime() : null));
    const timeOf = async (blockNumber: bigint) =>
      Number((await chain.client.getBlock({ blockNumber })).timestamp) * 1000;
    expect(await readThrough()).toEqual([await timeOf(2n)]);
    expect(await storedClaims(database.db)).toEqual([]);
    let last = first;
    for (let ticks = 0; last.toBlock < last.head && ticks < 20; ticks++) last = await slow.tick();
    expect(last.toBlock).toBe(last.head);
    expect(await readThrough()).toEqual([await timeOf(last.finalized)]);
    expect((await storedClaims(database.db)).map((c) => [c.amount, c.finality])).toEqual([
      [(50n * PXL).toString(), "final"],
    ]);
    expect((await storedPxlTransfers(database.db)).map((t) => t.finality)).toEqual([
      "final",
      "final",
      "final",
    ]);
  });
});
