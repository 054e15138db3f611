import { sql } from "drizzle-orm";
import { type Address, getAddress, hashMessage } from "viem";
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalWallet } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { EIP1271_MAGIC_VALUE, testSmartWalletAbi } from "@/server/chain/test-contracts";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { reconcile } from "@/server/ledger/reconcile";
import { type ContractPayments, contractPayments } from "@/server/payments/contract-fixture";
import { createIndexer } from "@/server/payments/indexer";
import { type PaymentsChain, startPaymentsChain, storedPayments } from "@/server/payments/indexer-fixture";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { startFailingRpc } from "@/server/wallets/failing-rpc-fixture";
import { issueWalletNonce, linkWallet } from "@/server/wallets/link-wallet";

const USDT = 1_000_000n;
const DOMAIN = "pxl.example";
const BASE_URL = `https://${DOMAIN}`;

describe.each(testEngines)("a smart-contract wallet (EIP-1271) on $engine", ({ engine }) => {
  let database: TestDatabase;
  let chain: PaymentsChain;
  let contracts: ContractPayments;
  let smartWallet: Address; // a TestSmartWallet owned by demo wallet 1

  beforeEach(async () => {
    [database, chain] = await Promise.all([createTestDatabase(engine), startPaymentsChain()]);
    await insertUsers(database.db, ["u1", "u2"]);
    contracts = contractPayments(chain);
    smartWallet = getAddress(await contracts.deploySmartWallet(owner()));
    await chain.transfer(owner(), smartWallet, 1_000n * USDT);
  });
  afterEach(async () => {
    await Promise.all([database.destroy(), chain.stop()]);
  });

  const owner = () => chain.chain.demoWallets[0] as LocalWallet;
  const account = (wallet: LocalWallet) => privateKeyToAccount(wallet.privateKey);
  const expected = (client = createRpcClient([chain.chain.rpcUrl], 2_000)) => ({
    domain: DOMAIN,
    uri: BASE_URL,
    chainId: chain.chain.chainId,
    client,
  });

  /** A Sign-In with Ethereum message naming the smart wallet, with the user's nonce, signed by `signer`. */
  async function signedFor(userId: string, signer: PrivateKeyAccount) {
    const message = createSiweMessage({
      address: smartWallet,
      chainId: chain.chain.chainId,
      domain: DOMAIN,
      nonce: await issueWalletNonce(database.db, userId),
      uri: BASE_URL,
      version: "1",
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + 5 * 60_000),
      statement: "Link this wallet to my PXL account.",
    });
    return { message, signature: await signer.signMessage({ message }) };
  }

  async function settle() {
    await chain.mine(2);
    await createIndexer({
      db: database.db,
      client: chain.client,
      chainId: chain.chain.chainId,
      usdt: chain.chain.usdt,
      saleWallet: chain.chain.saleWallet,
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
    }).tick();
    await allocateFinalPayments(database.db);
  }

  const entries = () =>
    queryRows<{ from_address: string; user_id: string | null; credited: string }>(
      database.db,
      sql`select p.from_address, l.user_id, l.credited_micro_usdt::text as credited
          from ledger_entries l join payments p using (chain_id, tx_hash, log_index)
          order by p.block_number, p.log_index`,
    );

  it("is linked by its owner's signature, checked by the contract, and not by another key's", async () => {
    // The wallet judges the EIP-191 hash of the message text, which is what its owner's key signs.
    const { message, signature } = await signedFor("u1", account(owner()));
    expect(
      await chain.client.readContract({
        address: smartWallet,
        abi: testSmartWalletAbi,
        functionName: "isValidSignature",
        args: [hashMessage(message), signature],
      }),
    ).toBe(EIP1271_MAGIC_VALUE);

    const forged = await signedFor("u2", account(chain.chain.demoWallets[1] as LocalWallet));
    expect(await linkWallet(database.db, "u2", forged, expected())).toEqual({
      status: "refused",
      reason: "bad_signature",
    });

    expect(await linkWallet(database.db, "u1", { message, signature }, expected())).toEqual({
      status: "linked",
      address: smartWallet.toLowerCase(),
      primary: true,
      attributed: 0,
    });
    const links = await queryRows<{ address: string; user_id: string }>(
      database.db,
      sql`select address, user_id from wallet_links`,
    );
    // The wallet is linked, not the key that signs for it.
    expect(links).toEqual([{ address: smartWallet.toLowerCase(), user_id: "u1" }]);
    expect(await reconcile(database.db)).toMatchObject({ finalIncoming: 0n, balanced: true });
  });

  it("is not refused when the chain cannot be asked: the nonce is kept for when it can", async () => {
    const signed = await signedFor("u1", account(owner()));
    const nonceUnused = async () =>
      (
        await queryRows(
          database.db,
          sql`select 1 from wallet_nonces where user_id = 'u1' and used_at is null and expires_at > now()`,
        )
      ).length === 1;

    // Nothing listens on port 9; a provider that refuses us (429); one that answers an internal error.
    const stub = await startFailingRpc();
    try {
      for (const client of [
        createRpcClient(["http://127.0.0.1:9"], 500),
        createRpcClient([`${stub.url}/429`], 500),
        createRpcClient([`${stub.url}/internal`], 500),
      ]) {
        expect(await linkWallet(database.db, "u1", signed, expected(client))).toEqual({
          status: "unavailable",
        });
        expect(await nonceUnused()).toBe(true);
      }
    } finally {
      await stub.close();
    }
    expect(await linkWallet(database.db, "u1", signed, expected())).toMatchObject({ status: "linked" });
    expect(await nonceUnused()).toBe(false);
  });

  it("has its payments credited to the user who linked it, before and after the link", async () => {
    await contracts.payFromSmartWallet(owner(), smartWallet, chain.chain.saleWallet, 120n * USDT);
    await settle();
    expect((await storedPayments(database.db)).map((p) => [p.from_address, p.amount])).toEqual([
      [smartWallet.toLowerCase(), "120000000"],
    ]);
    expect(await reconcile(database.db)).toMatchObject({ awaitingAttribution: 120n * USDT, balanced: true });

    // Linking credits what waited for it; a later payment is credited when it is allocated.
    expect(
      await linkWallet(database.db, "u1", await signedFor("u1", account(owner())), expected()),
    ).toMatchObject({ status: "linked", attributed: 1 });
    await contracts.payFromSmartWallet(owner(), smartWallet, chain.chain.saleWallet, 80n * USDT);
    await settle();
    expect(await entries()).toEqual([
      { from_address: smartWallet.toLowerCase(), user_id: "u1", credited: "120000000" },
      { from_address: smartWallet.toLowerCase(), user_id: "u1", credited: "80000000" },
    ]);
    expect(await reconcile(database.db)).toEqual({
      finalIncoming: 200n * USDT,
      credited: 200n * USDT,
      awaitingAttribution: 0n,
      refundDue: 0n,
      unallocated: 0n,
      balanced: true,
    });
  });
});
