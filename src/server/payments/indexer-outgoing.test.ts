import { erc20Abi } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalWallet } from "@/server/chain/local-chain";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { reconcile } from "@/server/ledger/reconcile";
import { createIndexer } from "@/server/payments/indexer";
import {
  type PaymentsChain,
  startPaymentsChain,
  storedLedgerEvents,
  storedOutgoing,
  storedPayments,
} from "@/server/payments/indexer-fixture";
import { createSaleFigures } from "@/server/sale/sale-figures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;

describe.each(testEngines)(
  "transfers from the sale wallet, and the ledger's events, on $engine",
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
    const payer = () => chain.chain.demoWallets[0] as LocalWallet;
    const sale = () => chain.chain.saleWallet;
    const figures = () =>
      createSaleFigures(database.db, {
        walletBalance: () =>
          chain.client.readContract({
            address: chain.chain.usdt,
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [sale()],
          }),
      })
        .refresh()
        .then(({ data }) => ({ ...data, updatedAt: "" }));
    async function settle() {
      await chain.mine(2);
      await indexer().tick();
      await allocateFinalPayments(database.db);
    }

    it("keeps a transfer from the sale wallet to itself as one outgoing row, and changes no figure", async () => {
      await chain.transfer(payer(), sale(), 100n * USDT);
      await settle();
      const before = await figures();
      expect(before).toMatchObject({ totalRaised: "100000000", tokensSold: "156" });

      const self = await chain.transfer(chain.saleWalletKey, sale(), 40n * USDT);
      await indexer().tick();
      await settle();
      expect((await storedPayments(database.db)).map((p) => p.amount)).toEqual(["100000000"]);
      expect(await storedOutgoing(database.db)).toEqual([
        {
          tx_hash: self.transactionHash,
          log_index: 0,
          to_address: sale().toLowerCase(),
          amount: "40000000",
          finality: "final",
        },
      ]);
      expect(await reconcile(database.db)).toMatchObject({ finalIncoming: 100n * USDT, balanced: true });
      expect(await figures()).toEqual(before);
    });

    it("keeps refunds and treasury moves as outgoing transfers: pending, then final or orphaned by a reorg", async () => {
      await chain.transfer(payer(), sale(), 100n * USDT);
      const refund = await chain.transfer(chain.saleWalletKey, payer().address, 30n * USDT);
      await indexer().tick();
      expect((await storedOutgoing(database.db)).map((o) => [o.tx_hash, o.finality])).toEqual([
        [refund.transactionHash, "pending"],
      ]);
      await chain.rpc("anvil_reorg", [1, []]); // the refund's block is replaced by an empty one
      await indexer().tick();
      const treasury = await chain.transfer(chain.saleWalletKey, chain.chain.deployer.address, 60n * USDT);
      await settle();

      expect(
        (await storedOutgoing(database.db)).map((o) => [o.tx_hash, o.to_address, o.amount, o.finality]),
      ).toEqual([
        [refund.transactionHash, payer().address.toLowerCase(), "30000000", "orphaned"],
        [treasury.transactionHash, chain.chain.deployer.address.toLowerCase(), "60000000", "final"],
      ]);
      expect((await storedPayments(database.db)).map((p) => [p.amount, p.finality])).toEqual([
        ["100000000", "final"],
      ]);
      // Outgoing transfers are the wallet's own business: the ledger announces payments only.
      expect((await storedLedgerEvents(database.db)).map((e) => e.tx_hash)).not.toContain(
        refund.transactionHash,
      );
    });

    it("announces a payment when detected, orphaned by a reorg and detected again in its new block", async () => {
      const raw = await chain.signedTransfer(payer(), sale(), 40n * USDT);
      const first = await chain.sendRaw(raw);
      await indexer().tick();
      await chain.rpc("anvil_reorg", [1, []]);
      await indexer().tick();
      const again = await chain.sendRaw(raw); // the same transaction, mined in another block
      expect(again.transactionHash).toBe(first.transactionHash);
      expect(again.blockHash).not.toBe(first.blockHash);
      await indexer().tick();
      await indexer().tick(); // seen again in the same block: nothing new to announce
      await settle();

      const from = payer().address.toLowerCase();
      const announced = (await storedLedgerEvents(database.db)).filter((e) => e.type.startsWith("payment_"));
      expect(announced.filter((e) => e.type !== "payment_awaiting_attribution")).toEqual([
        {
          type: "payment_detected",
          tx_hash: first.transactionHash,
          log_index: 0,
          payload: { from, amount: "40000000", blockNumber: first.blockNumber.toString() },
        },
        {
          type: "payment_orphaned",
          tx_hash: first.transactionHash,
          log_index: 0,
          payload: { from, amount: "40000000" },
        },
        {
          type: "payment_detected",
          tx_hash: first.transactionHash,
          log_index: 0,
          payload: { from, amount: "40000000", blockNumber: again.blockNumber.toString() },
        },
      ]);
      expect((await storedPayments(database.db)).map((p) => p.finality)).toEqual(["final"]);
    });
  },
);
