import { sql } from "drizzle-orm";
import { type Address, isAddressEqual } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalWallet } from "@/server/chain/local-chain";
import { queryRows } from "@/server/db/query-rows";
import { walletLinks } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { claimPayment } from "@/server/ledger/claim";
import { reconcile } from "@/server/ledger/reconcile";
import { type ContractPayments, contractPayments } from "@/server/payments/contract-fixture";
import { createIndexer } from "@/server/payments/indexer";
import { type PaymentsChain, startPaymentsChain, storedPayments } from "@/server/payments/indexer-fixture";
import { verifyAndRecord, verifyPaymentByHash } from "@/server/payments/verify-payment";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;

describe.each(testEngines)("payments made through a spender contract on $engine", ({ engine }) => {
  let database: TestDatabase;
  let chain: PaymentsChain;
  let contracts: ContractPayments;
  let payer: Address; // the TestPayer contract

  beforeEach(async () => {
    [database, chain] = await Promise.all([createTestDatabase(engine), startPaymentsChain()]);
    await insertUsers(database.db, ["u1", "u2"]);
    contracts = contractPayments(chain);
    payer = await contracts.deployPayer(chain.chain.deployer);
  });
  afterEach(async () => {
    await Promise.all([database.destroy(), chain.stop()]);
  });

  const wallet = (n: number) => chain.chain.demoWallets[n] as LocalWallet;
  const target = () => ({
    client: chain.client,
    chainId: chain.chain.chainId,
    usdt: chain.chain.usdt,
    saleWallet: chain.chain.saleWallet,
  });
  const indexer = () =>
    createIndexer({ db: database.db, ...target(), startBlock: 0n, finality: { kind: "depth", blocks: 2n } });
  const link = (address: Address, userId: string) =>
    database.db.insert(walletLinks).values({ address: address.toLowerCase(), userId });
  const entries = () =>
    queryRows<{ log_index: number; user_id: string | null; credited: string }>(
      database.db,
      sql`select log_index, user_id, credited_micro_usdt::text as credited from ledger_entries order by log_index`,
    );
  /** Mines past the finality depth, indexes and allocates, as the server does after each tick. */
  async function settle() {
    await chain.mine(2);
    await indexer().tick();
    await allocateFinalPayments(database.db);
  }

  it("credits a spender contract's transferFrom to the owner it pulled from, not to the transaction's sender", async () => {
    const owner = wallet(0);
    const relayer = wallet(1);
    await link(owner.address, "u1");
    await link(relayer.address, "u2");
    await contracts.approve(owner, payer, 100n * USDT);
    const receipt = await contracts.pull(relayer, payer, [
      [owner.address, chain.chain.saleWallet, 100n * USDT],
    ]);
    expect(isAddressEqual(receipt.from, relayer.address)).toBe(true);
    expect(isAddressEqual(receipt.to as Address, payer)).toBe(true);

    expect(await verifyPaymentByHash(target(), receipt.transactionHash)).toMatchObject({
      ok: true,
      total: 100n * USDT,
      transfers: [{ from: owner.address, amount: 100n * USDT }],
    });
    await settle();
    expect((await storedPayments(database.db)).map((p) => [p.from_address, p.amount, p.finality])).toEqual([
      [owner.address.toLowerCase(), "100000000", "final"],
    ]);
    expect(await entries()).toEqual([{ log_index: 0, user_id: "u1", credited: "100000000" }]);
    expect(await reconcile(database.db)).toEqual({
      finalIncoming: 100n * USDT,
      credited: 100n * USDT,
      awaitingAttribution: 0n,
      refundDue: 0n,
      unallocated: 0n,
      balanced: true,
    });
  });

  it("makes two transfers to the sale wallet in one transaction two payments, summed by verification and both credited", async () => {
    const owner = wallet(0);
    await contracts.approve(owner, payer, 100n * USDT);
    // A transfer elsewhere sits between the two: the payments' log indexes are not 0 and 1.
    const receipt = await contracts.pull(wallet(1), payer, [
      [owner.address, chain.chain.saleWallet, 30n * USDT],
      [owner.address, chain.chain.deployer.address, 5n * USDT],
      [owner.address, chain.chain.saleWallet, 65n * USDT],
    ]);
    const [first, , third] = receipt.logs.map((log) => log.logIndex);
    expect(receipt.logs).toHaveLength(3);

    // Verified by hash before the indexer has seen it: both transfers, one total.
    const verified = await verifyAndRecord(database.db, target(), receipt.transactionHash);
    expect(verified).toMatchObject({
      ok: true,
      total: 95n * USDT,
      transfers: [
        { logIndex: first, from: owner.address, amount: 30n * USDT },
        { logIndex: third, from: owner.address, amount: 65n * USDT },
      ],
    });
    expect((await storedPayments(database.db)).map((p) => [p.log_index, p.amount, p.finality])).toEqual([
      [first, "30000000", "pending"],
      [third, "65000000", "pending"],
    ]);

    // The indexer settles those same two rows; nobody linked the owner yet, so both await attribution.
    await settle();
    const stored = await storedPayments(database.db);
    expect(stored.map((p) => [p.tx_hash, p.log_index, p.from_address, p.amount, p.finality])).toEqual([
      [receipt.transactionHash, first, owner.address.toLowerCase(), "30000000", "final"],
      [receipt.transactionHash, third, owner.address.toLowerCase(), "65000000", "final"],
    ]);
    expect(await reconcile(database.db)).toMatchObject({
      finalIncoming: 95n * USDT,
      awaitingAttribution: 95n * USDT,
      credited: 0n,
      balanced: true,
    });

    // One claim of the hash by the owner's user takes both payments.
    await link(owner.address, "u1");
    expect(await claimPayment(database.db, "u1", chain.chain.chainId, receipt.transactionHash)).toEqual({
      status: "credited",
      credited: 95n * USDT,
    });
    expect(await entries()).toEqual([
      { log_index: first, user_id: "u1", credited: "30000000" },
      { log_index: third, user_id: "u1", credited: "65000000" },
    ]);
    expect(await reconcile(database.db)).toEqual({
      finalIncoming: 95n * USDT,
      credited: 95n * USDT,
      awaitingAttribution: 0n,
      refundDue: 0n,
      unallocated: 0n,
      balanced: true,
    });
  });

  it("lets each owner in a batch paid in one transaction claim their own payment only", async () => {
    const [alice, bob] = [wallet(0), wallet(2)];
    await contracts.approve(alice, payer, 40n * USDT);
    await contracts.approve(bob, payer, 60n * USDT);
    const receipt = await contracts.pull(wallet(1), payer, [
      [alice.address, chain.chain.saleWallet, 40n * USDT],
      [bob.address, chain.chain.saleWallet, 60n * USDT],
    ]);
    await settle();
    expect(await reconcile(database.db)).toMatchObject({ awaitingAttribution: 100n * USDT, balanced: true });
    const claim = (userId: string) =>
      claimPayment(database.db, userId, chain.chain.chainId, receipt.transactionHash);

    // Bob's user linked Bob's wallet: the claim takes his payment, and Alice's is not his business.
    await link(bob.address, "u2");
    expect(await claim("u2")).toEqual({ status: "credited", credited: 60n * USDT });
    expect(await claim("u2")).toEqual({ status: "already_yours" });
    // Alice's user is told to link the wallet that paid her part, not Bob's.
    expect(await claim("u1")).toEqual({ status: "link_wallet", wallet: alice.address.toLowerCase() });
    await link(alice.address, "u1");
    expect(await claim("u1")).toEqual({ status: "credited", credited: 40n * USDT });
    expect(await entries()).toEqual([
      { log_index: 0, user_id: "u1", credited: "40000000" },
      { log_index: 1, user_id: "u2", credited: "60000000" },
    ]);
    expect(await reconcile(database.db)).toEqual({
      finalIncoming: 100n * USDT,
      credited: 100n * USDT,
      awaitingAttribution: 0n,
      refundDue: 0n,
      unallocated: 0n,
      balanced: true,
    });
  });
});
