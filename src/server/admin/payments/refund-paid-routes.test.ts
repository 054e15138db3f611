import { type AddressInfo, createServer } from "node:net";
import { sql } from "drizzle-orm";
import { type Address, createPublicClient, getAddress, type Hex, http, type PublicClient } from "viem";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { contractPayments } from "@/server/payments/contract-fixture";
import { rows } from "@/server/test/account-harness";
import {
  CHAIN,
  hash,
  insertPayment,
  postAs,
  type SignedIn,
  signedInOperator,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { createTestApp } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

const REASON = "The payer sent from a Binance hot wallet; refunded to the address the investor gave us.";
/** Somebody who never paid: an exchange deposit address, or a thief's. */
const STRANGER = getAddress("0x5742a8fe0d7e5b5d1d9b40b8b4c3e1ab0c9e7777");

/**
 * "Mark refund paid" against real transactions on a local chain (finality: two blocks below the
 * head). A refund counts only when it is final, went from the sale wallet to the payment's sender
 * (or to an address the operator named, with a reason) and covers every refund recorded with it.
 */
describe.each(testEngines)("refunds checked on chain ($engine)", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  let operator: SignedIn;
  let saleWallet: Address;
  let batchFromSaleWallet: (transfers: Array<[to: Address, amount: bigint]>) => Promise<Hex>;
  /** Payers: real accounts, stored as the indexer stores them, compared whatever their case. */
  let alice: Address;
  let bob: Address;
  let carol: Address;

  beforeAll(async () => {
    operator = await signedInOperator(h);
    saleWallet = h.target.saleWallet;
    [alice, bob, carol] = [h.demo(1).address, h.demo(2).address, h.demo(3).address];
    await h.chain.transfer(h.demo(0), saleWallet, 10_000n * USDT);
    // A spender the sale wallet approved sends several refunds in one transaction.
    const contracts = contractPayments(h.chain);
    const payer = await contracts.deployPayer(h.demo(0));
    await contracts.approve(anvilWallet(1), payer, 10_000n * USDT);
    batchFromSaleWallet = async (transfers) => {
      const receipt = await contracts.pull(
        h.demo(0),
        payer,
        transfers.map(([to, amount]) => [saleWallet, to, amount] as const),
      );
      await h.chain.mine(2);
      return receipt.transactionHash;
    };
  });
  afterEach(() => h.api.services.realtime.settled());
  beforeEach(async () => {
    for (const table of ["audit_log", "ledger_events", "ledger_entries", "payments", "wallet_links"]) {
      await h.database.db.execute(sql.raw(`delete from ${table}`));
    }
    // The cap is reached at once: every later payment is due back in full.
    await insertPayment(h.database.db, { n: 1, from: wallet(1), amount: 140_000n * USDT });
  });

  /** Payments above the cap, each `[n, sender, amount]`: all of it is due back. */
  async function overCap(...payments: Array<[n: number, from: Address, amount: bigint]>) {
    for (const [n, from, amount] of payments) {
      await insertPayment(h.database.db, { n, from: from.toLowerCase(), amount });
    }
    await allocateFinalPayments(h.database.db);
  }
  /** USDT from the sale wallet to `to`; final unless told otherwise. */
  async function fromSaleWallet(to: Address, amount: bigint, { final = true } = {}): Promise<Hex> {
    const receipt = await h.chain.transfer(anvilWallet(1), to, amount);
    if (final) await h.chain.mine(2);
    return receipt.transactionHash;
  }
  const record = async (
    n: number,
    refundTxHash: Hex,
    recipient?: { address: string; reason: string },
  ): Promise<[number, Record<string, unknown>]> => {
    const response = await postAs(
      h,
      "/api/admin/payments/refund-paid",
      { chainId: CHAIN, txHash: hash(n), logIndex: 0, refundTxHash, ...(recipient ? { recipient } : {}) },
      operator,
    );
    return [response.status, await response.json()];
  };
  const recorded = () =>
    rows<{ n: string; tx: string; to: string | null; reason: string | null }>(
      h,
      sql`select tx_hash as n, refund_paid_tx_hash as tx, refund_paid_to as "to", refund_recipient_reason as reason
          from ledger_entries where refund_paid_tx_hash is not null order by tx_hash`,
    );
  const audited = () =>
    rows<{ subject: string; details: Record<string, unknown> }>(
      h,
      sql`select subject, details from audit_log where action = 'refund_paid' order by id`,
    );
  const events = () =>
    rows<{ tx_hash: string; user_id: string | null; payload: Record<string, unknown> }>(
      h,
      sql`select tx_hash, user_id, payload from ledger_events where type = 'refund_paid' order by id`,
    );
  async function expectNothingRecorded() {
    expect(await recorded()).toEqual([]);
    expect(await audited()).toEqual([]);
    expect(await events()).toEqual([]);
  }

  it("refuses a transfer from the sale wallet to itself, even when the operator names it", async () => {
    await overCap([2, alice, 20n * USDT]);
    const self = await fromSaleWallet(saleWallet, 20n * USDT);
    expect(await record(2, self)).toEqual([
      422,
      {
        error: "This transaction only moved USDT from the sale wallet back to itself: it refunded nobody.",
        code: "only_to_sale_wallet",
        field: "refundTxHash",
      },
    ]);
    // A real refund to Alice does not make the sale wallet an acceptable recipient.
    const real = await fromSaleWallet(alice, 20n * USDT);
    expect(await record(2, real, { address: saleWallet.toLowerCase(), reason: REASON })).toEqual([
      422,
      {
        error: "A refund never goes to the sale wallet itself. Enter the address that received it.",
        code: "recipient_is_sale_wallet",
        field: "recipient.address",
      },
    ]);
    await expectNothingRecorded();
  });

  it("refuses a transfer to a stranger unless the operator named that address with a reason", async () => {
    await overCap([2, alice, 20n * USDT]);
    const toStranger = await fromSaleWallet(STRANGER, 20n * USDT);
    expect(await record(2, toStranger)).toEqual([
      422,
      {
        error:
          `This transaction sent no USDT from the sale wallet to the payment's sender ${alice}; it sent to ${STRANGER}. ` +
          `If the refund had to go to another address (an exchange's hot wallet must not get it), use "Send to another address" and say why.`,
        code: "wrong_recipient",
        field: "refundTxHash",
      },
    ]);
    // Naming another address than the one paid is refused too.
    expect(await record(2, toStranger, { address: carol, reason: REASON })).toEqual([
      422,
      {
        error: `This transaction sent no USDT from the sale wallet to ${carol}; it sent to ${STRANGER}.`,
        code: "wrong_recipient",
        field: "recipient.address",
      },
    ]);
    await expectNothingRecorded();

    // Named, in any case, with a reason: recorded, kept with the entry, audited and announced.
    expect(
      await record(2, toStranger, { address: STRANGER.toUpperCase().replace("0X", "0x"), reason: REASON }),
    ).toEqual([200, { status: "recorded", refundMicroUsdt: "20000000", to: STRANGER }]);
    expect(await recorded()).toEqual([{ n: hash(2), tx: toStranger, to: STRANGER, reason: REASON }]);
    expect(await audited()).toEqual([
      {
        subject: `${CHAIN}:${hash(2)}:0`,
        details: {
          refundTxHash: toStranger,
          refundMicroUsdt: "20000000",
          to: STRANGER,
          recipientReason: REASON,
          sentToRecipientMicroUsdt: "20000000",
        },
      },
    ]);
    expect(await events()).toEqual([
      {
        tx_hash: hash(2),
        user_id: null,
        payload: { refundTxHash: toStranger, amount: "20000000", to: STRANGER },
      },
    ]);
  });

  it("refuses a refund that is not final yet, and records it once it is", async () => {
    await overCap([2, alice, 20n * USDT]);
    const refund = await fromSaleWallet(alice, 20n * USDT, { final: false });
    const [status, body] = await record(2, refund);
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: "not_final", field: "refundTxHash" });
    expect(body.error).toMatch(/^This refund transaction is in block \d+, which is not final yet\./);
    expect(body.error).toMatch(/Nothing was recorded: try again later/);
    await h.chain.mine(1);
    expect((await record(2, refund))[0]).toBe(409); // one block is not enough at depth two
    await expectNothingRecorded();

    await h.chain.mine(1);
    expect(await record(2, refund)).toEqual([
      200,
      { status: "recorded", refundMicroUsdt: "20000000", to: alice },
    ]);
    expect(await recorded()).toEqual([{ n: hash(2), tx: refund, to: alice, reason: null }]);
    expect((await audited())[0]?.details).toEqual({
      refundTxHash: refund,
      refundMicroUsdt: "20000000",
      to: alice,
      sentToRecipientMicroUsdt: "20000000",
    });
    expect(await events()).toHaveLength(1);
  });

  it("lets one transaction refund payments of several senders, each only as far as it sent to that sender", async () => {
    await overCap(
      [2, alice, 30n * USDT],
      [3, bob, 20n * USDT],
      [4, carol, 10n * USDT],
      [5, alice, 5n * USDT],
    );
    // 30 to Alice and 25 to Bob: 55 USDT in all.
    const batch = await batchFromSaleWallet([
      [alice, 30n * USDT],
      [bob, 25n * USDT],
    ]);
    expect(await record(2, batch)).toEqual([
      200,
      { status: "recorded", refundMicroUsdt: "30000000", to: alice },
    ]);
    expect(await record(3, batch)).toEqual([
      200,
      { status: "recorded", refundMicroUsdt: "20000000", to: bob },
    ]);
    // Carol got nothing from it, though 5 of the 55 are not yet used.
    expect(await record(4, batch)).toMatchObject([422, { code: "wrong_recipient" }]);
    // Alice's second payment: her 30 are taken, Bob's spare 5 are not hers.
    expect(await record(5, batch)).toEqual([
      409,
      {
        error:
          `This transaction sent 30.00 USDT from the sale wallet to ${alice}, which does not cover this refund of 5.00 USDT ` +
          "on top of 30.00 USDT of refunds already recorded with it to that address.",
        code: "refund_short",
        field: "refundTxHash",
      },
    ]);
    expect((await recorded()).map((r) => [r.n, r.to])).toEqual([
      [hash(2), alice],
      [hash(3), bob],
    ]);
    expect((await events()).map((e) => e.payload)).toEqual([
      { refundTxHash: batch, amount: "30000000", to: alice },
      { refundTxHash: batch, amount: "20000000", to: bob },
    ]);
  });

  it("refuses a refund short by one micro-USDT to its recipient, whatever else the transaction sent", async () => {
    await overCap([2, alice, 20n * USDT]);
    // 20.999999 USDT left the sale wallet, but Alice got 19.999999 of it.
    const batch = await batchFromSaleWallet([
      [alice, 20n * USDT - 1n],
      [STRANGER, 1n * USDT],
    ]);
    expect(await record(2, batch)).toEqual([
      409,
      {
        error: `This transaction sent 19.999999 USDT from the sale wallet to ${alice}, which does not cover this refund of 20.00 USDT.`,
        code: "refund_short",
        field: "refundTxHash",
      },
    ]);
    await expectNothingRecorded();
  });

  it("refuses a recipient address with a wrong checksum or without a reason, in words", async () => {
    await overCap([2, alice, 20n * USDT]);
    const refund = await fromSaleWallet(STRANGER, 20n * USDT);
    // One letter's case flipped: still an address in form, but its checksum no longer holds.
    const at = STRANGER.slice(2).search(/[a-f]/i) + 2;
    const flipped =
      STRANGER[at] === STRANGER[at]?.toLowerCase()
        ? STRANGER[at]?.toUpperCase()
        : STRANGER[at]?.toLowerCase();
    const badChecksum = `${STRANGER.slice(0, at)}${flipped}${STRANGER.slice(at + 1)}`;
    expect(await record(2, refund, { address: badChecksum, reason: REASON })).toEqual([
      400,
      {
        error: "This address's capital letters do not match its checksum: check it for a typo.",
        code: "invalid",
        field: "recipient.address",
      },
    ]);
    expect(await record(2, refund, { address: STRANGER, reason: "  " })).toMatchObject([
      400,
      { field: "recipient.reason" },
    ]);
    await expectNothingRecorded();
  });

  it("answers in words, and records nothing, when the chain cannot be read", async () => {
    await overCap([2, alice, 20n * USDT]);
    const refund = await fromSaleWallet(alice, 20n * USDT);
    // The same database and operator, but the RPC endpoint refuses connections (a port just freed).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = createPublicClient({
      transport: http(`http://127.0.0.1:${port}`, { retryCount: 0, timeout: 2_000 }),
    }) as PublicClient;
    const api = createTestApp(h.database, {}, { chain: { ...h.target, client } });
    const response = await postAs(
      { ...h, api },
      "/api/admin/payments/refund-paid",
      { chainId: CHAIN, txHash: hash(2), logIndex: 0, refundTxHash: refund },
      operator,
    );
    expect([response.status, await response.json()]).toEqual([
      503,
      {
        error: "The chain could not be read just now. Nothing was recorded: try again in a minute.",
        code: "chain_unavailable",
      },
    ]);
    await expectNothingRecorded();
    await api.services.realtime.settled();
  });
});
