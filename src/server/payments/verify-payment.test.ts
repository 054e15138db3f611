import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import { createIndexer } from "@/server/payments/indexer";
import {
  type PaymentsChain,
  startPaymentsChain,
  storedLedgerEvents,
  storedPayments,
} from "@/server/payments/indexer-fixture";
import { verifyAndRecord, verifyPaymentByHash } from "@/server/payments/verify-payment";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";
import { verificationReasons } from "@/shared/payments/verification-reasons";

const USDT = 1_000_000n;

describe("verification of a payment by its hash", () => {
  let chain: PaymentsChain;
  let database: TestDatabase;
  beforeAll(async () => {
    [chain, database] = await Promise.all([startPaymentsChain(), createTestDatabase("pglite")]);
  });
  afterAll(() => Promise.all([chain.stop(), database.destroy()]));

  const target = () => ({
    client: chain.client,
    chainId: chain.chain.chainId,
    usdt: chain.chain.usdt,
    saleWallet: chain.chain.saleWallet,
  });
  const payer = () => chain.chain.demoWallets[0] as NonNullable<PaymentsChain["chain"]["demoWallets"][0]>;

  it("verifies a USDT transfer to the sale wallet, reading payer and amount from its log", async () => {
    const receipt = await chain.transfer(payer(), chain.chain.saleWallet, 250n * USDT);
    const result = await verifyPaymentByHash(target(), receipt.transactionHash);
    expect(result).toMatchObject({
      ok: true,
      total: 250n * USDT,
      transfers: [{ from: payer().address, amount: 250n * USDT }],
    });
  });

  it("names the reason for each kind of bad hash", async () => {
    expect(await verifyPaymentByHash(target(), "0x1234")).toEqual({ ok: false, reason: "invalid_hash" });
    expect(await verifyPaymentByHash(target(), `0x${"ab".repeat(32)}`)).toEqual({
      ok: false,
      reason: "not_found",
    });

    const reverted = await chain.transfer(
      payer(),
      chain.chain.saleWallet,
      10n ** 15n * USDT,
      chain.chain.usdt,
      100_000n,
    );
    expect(await verifyPaymentByHash(target(), reverted.transactionHash)).toEqual({
      ok: false,
      reason: "failed",
    });

    const otherToken = await chain.deployOtherToken(payer());
    const other = await chain.transfer(payer(), chain.chain.saleWallet, 5n * USDT, otherToken);
    expect(await verifyPaymentByHash(target(), other.transactionHash)).toEqual({
      ok: false,
      reason: "not_usdt",
    });

    const approval = await chain.client.waitForTransactionReceipt({
      hash: await chain.walletFor(payer()).writeContract({
        address: chain.chain.usdt,
        abi: mockUsdtAbi,
        functionName: "approve",
        args: [chain.chain.saleWallet, 1n],
        chain: null,
      }),
    });
    expect(await verifyPaymentByHash(target(), approval.transactionHash)).toEqual({
      ok: false,
      reason: "not_usdt",
    });

    const elsewhere = await chain.transfer(payer(), chain.chain.deployer.address, 3n * USDT);
    expect(await verifyPaymentByHash(target(), elsewhere.transactionHash)).toEqual({
      ok: false,
      reason: "wrong_recipient",
      expected: chain.chain.saleWallet,
      actual: [chain.chain.deployer.address],
    });
  });

  it("refuses a zero-value transfer, a transfer from the sale wallet and one older than the sale, and records none", async () => {
    const zero = await chain.transfer(payer(), chain.chain.saleWallet, 0n);
    expect(await verifyAndRecord(database.db, target(), zero.transactionHash)).toEqual({
      ok: false,
      reason: "zero_value",
    });
    await chain.transfer(payer(), chain.chain.saleWallet, 50n * USDT);
    const self = await chain.transfer(chain.saleWalletKey, chain.chain.saleWallet, 20n * USDT);
    expect(await verifyAndRecord(database.db, target(), self.transactionHash)).toEqual({
      ok: false,
      reason: "from_sale_wallet",
    });
    const refund = await chain.transfer(chain.saleWalletKey, payer().address, 20n * USDT);
    expect(await verifyAndRecord(database.db, target(), refund.transactionHash)).toEqual({
      ok: false,
      reason: "from_sale_wallet",
    });
    const early = await chain.transfer(payer(), chain.chain.saleWallet, 30n * USDT);
    expect(
      await verifyAndRecord(
        database.db,
        { ...target(), startBlock: early.blockNumber + 1n },
        early.transactionHash,
      ),
    ).toEqual({ ok: false, reason: "before_start" });
    expect(
      await verifyAndRecord(
        database.db,
        { ...target(), startBlock: early.blockNumber },
        early.transactionHash,
      ),
    ).toMatchObject({ ok: true, total: 30n * USDT });

    const hashes = (await storedPayments(database.db)).map((p) => p.tx_hash);
    for (const refused of [zero, self, refund]) expect(hashes).not.toContain(refused.transactionHash);
    expect(verificationReasons.zero_value).toMatch(/^This transfer moved 0 USDT/);
  });

  it("announces a payment it records, in the same transaction, once", async () => {
    const receipt = await chain.transfer(payer(), chain.chain.saleWallet, 12n * USDT);
    await verifyAndRecord(database.db, target(), receipt.transactionHash);
    await verifyAndRecord(database.db, target(), receipt.transactionHash);
    const events = (await storedLedgerEvents(database.db)).filter(
      (e) => e.tx_hash === receipt.transactionHash,
    );
    expect(events.map((e) => [e.type, e.payload.amount])).toEqual([["payment_detected", "12000000"]]);
  });

  it("says to wait when the transaction is known but not mined yet", async () => {
    await chain.rpc("evm_setAutomine", [false]);
    try {
      const hash = await chain.walletFor(payer()).writeContract({
        address: chain.chain.usdt,
        abi: mockUsdtAbi,
        functionName: "transfer",
        args: [chain.chain.saleWallet, 9n * USDT],
        chain: null,
      });
      expect(await verifyPaymentByHash(target(), hash)).toEqual({ ok: false, reason: "not_mined_yet" });
      await chain.mine(1);
      expect(await verifyPaymentByHash(target(), hash)).toMatchObject({ ok: true, total: 9n * USDT });
    } finally {
      await chain.rpc("evm_setAutomine", [true]);
    }
  });

  it("records a verified payment the indexer has not seen, and the indexer then settles that same row", async () => {
    const receipt = await chain.transfer(payer(), chain.chain.saleWallet, 77n * USDT);
    await verifyAndRecord(database.db, target(), receipt.transactionHash);
    const recorded = (await storedPayments(database.db)).filter((p) => p.tx_hash === receipt.transactionHash);
    expect(recorded.map((p) => [p.amount, p.finality])).toEqual([["77000000", "pending"]]);

    await chain.mine(2);
    await createIndexer({
      db: database.db,
      ...target(),
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
    }).tick();
    const after = (await storedPayments(database.db)).filter((p) => p.tx_hash === receipt.transactionHash);
    expect(after.map((p) => [p.amount, p.finality])).toEqual([["77000000", "final"]]);
  });
});
