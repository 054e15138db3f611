import { sql } from "drizzle-orm";
import type { Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalChain, startLocalChain } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { queryRows } from "@/server/db/query-rows";
import { payments } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";
import { issueWalletNonce, linkWallet } from "@/server/wallets/link-wallet";

const DOMAIN = "pxl.example";
const BASE_URL = `https://${DOMAIN}`;

describe("linking a wallet by Sign-In with Ethereum", () => {
  let chain: LocalChain;
  let database: TestDatabase;
  beforeAll(async () => {
    [chain, database] = await Promise.all([
      startLocalChain({ stateFile: null }),
      createTestDatabase("pglite"),
    ]);
    await insertUsers(database.db, ["u1", "u2"]);
  });
  afterAll(() => Promise.all([chain.stop(), database.destroy()]));

  const expected = () => ({
    domain: DOMAIN,
    uri: BASE_URL,
    chainId: 42161,
    client: createRpcClient([chain.rpcUrl], 2_000),
  });
  const account = (n: number) => privateKeyToAccount((chain.demoWallets[n] ?? chain.deployer).privateKey);

  async function signed(
    userId: string,
    signer: ReturnType<typeof account>,
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> & { address?: Address } = {},
  ) {
    const message = createSiweMessage({
      address: signer.address,
      chainId: 42161,
      domain: DOMAIN,
      nonce: await issueWalletNonce(database.db, userId),
      uri: BASE_URL,
      version: "1",
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + 5 * 60_000),
      statement: "Link this wallet to my PXL account.",
      ...overrides,
    });
    return { message, signature: await signer.signMessage({ message }) };
  }

  it("links the signer's wallet, makes the first one primary, and credits its payments awaiting attribution", async () => {
    const wallet = account(0).address.toLowerCase();
    await database.db.insert(payments).values({
      chainId: 42161,
      txHash: `0x${"aa".repeat(32)}`,
      logIndex: 0,
      fromAddress: wallet,
      amount: 250_000_000n,
      blockNumber: 1n,
      blockHash: `0x${"bb".repeat(32)}`,
      blockTime: new Date(),
      finality: "final",
    });
    await allocateFinalPayments(database.db);

    expect(await linkWallet(database.db, "u1", await signed("u1", account(0)), expected())).toEqual({
      status: "linked",
      address: wallet,
      primary: true,
      attributed: 1,
    });
    expect(await linkWallet(database.db, "u1", await signed("u1", account(1)), expected())).toMatchObject({
      status: "linked",
      primary: false,
    });
    const [entry] = await queryRows<{ user_id: string }>(
      database.db,
      sql`select user_id from ledger_entries`,
    );
    expect(entry?.user_id).toBe("u1");
  });

  it("refuses a replayed message, another domain, another chain and another key's signature", async () => {
    const first = await signed("u2", account(2));
    expect(await linkWallet(database.db, "u2", first, expected())).toMatchObject({ status: "linked" });
    expect(await linkWallet(database.db, "u2", first, expected())).toEqual({
      status: "refused",
      reason: "bad_nonce",
    });

    const elsewhere = await signed("u2", account(3), { domain: "evil.example" });
    expect(await linkWallet(database.db, "u2", elsewhere, expected())).toEqual({
      status: "refused",
      reason: "wrong_domain",
    });

    const otherChain = await signed("u2", account(3), { chainId: 1 });
    expect(await linkWallet(database.db, "u2", otherChain, expected())).toEqual({
      status: "refused",
      reason: "wrong_chain",
    });

    // The message names wallet 3 but wallet 2's key signed it.
    const { message } = await signed("u2", account(3));
    const forged = { message, signature: await account(2).signMessage({ message }) };
    expect(await linkWallet(database.db, "u2", forged, expected())).toEqual({
      status: "refused",
      reason: "bad_signature",
    });
  });

  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const refusals: Array<[string, Partial<Parameters<typeof createSiweMessage>[0]>, string]> = [
    ["no expiration time", { expirationTime: undefined }, "no_expiration"],
    [
      "an expiration more than 10 minutes after it was issued",
      { issuedAt: minutes(0), expirationTime: minutes(10.5) },
      "expiration_too_far",
    ],
    ["an expired message", { issuedAt: minutes(-12), expirationTime: minutes(-2) }, "expired"],
    ["a message not valid before later", { notBefore: minutes(3) }, "not_yet_valid"],
    ["a message issued in the future", { issuedAt: minutes(8), expirationTime: minutes(9) }, "not_yet_valid"],
    ["another site's URI", { uri: "https://evil.example" }, "wrong_uri"],
    ["a page of ours instead of our URI", { uri: `${BASE_URL}/profile` }, "wrong_uri"],
    ["our URI over plain http", { uri: `http://${DOMAIN}` }, "wrong_uri"],
    ["another scheme", { scheme: "http" }, "wrong_scheme"],
  ];

  it.each(refusals)("refuses %s, and keeps the nonce for a correct message", async (_, fields, reason) => {
    const nonce = await issueWalletNonce(database.db, "u2");
    const refused = await signed("u2", privateKeyToAccount(generatePrivateKey()), { nonce, ...fields });
    expect(await linkWallet(database.db, "u2", refused, expected())).toEqual({ status: "refused", reason });
    const unused = await queryRows(
      database.db,
      sql`select 1 from wallet_nonces where nonce = ${nonce} and used_at is null`,
    );
    expect(unused).toHaveLength(1);
  });

  it("accepts our scheme stated, and a message valid for exactly 10 minutes", async () => {
    await insertUsers(database.db, ["u3"]);
    const issuedAt = new Date();
    const message = await signed("u3", privateKeyToAccount(generatePrivateKey()), {
      scheme: "https",
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + 10 * 60_000),
    });
    expect(await linkWallet(database.db, "u3", message, expected())).toMatchObject({ status: "linked" });
  });

  it("tells a wrong signature from a chain it cannot ask, and needs no chain for a plain key's signature", async () => {
    await insertUsers(database.db, ["u4"]);
    const down = { ...expected(), client: createRpcClient(["http://127.0.0.1:9"], 500) };
    const signer = privateKeyToAccount(generatePrivateKey());
    const { message } = await signed("u4", signer);
    const wrongKey = { message, signature: await account(2).signMessage({ message }) };

    // Another key's signature might still be a contract wallet's, which only the chain can judge.
    expect(await linkWallet(database.db, "u4", wrongKey, down)).toEqual({ status: "unavailable" });
    expect(await linkWallet(database.db, "u4", wrongKey, expected())).toEqual({
      status: "refused",
      reason: "bad_signature",
    });
    // A refused signature used the nonce up.
    const retried = { message, signature: await signer.signMessage({ message }) };
    expect(await linkWallet(database.db, "u4", retried, expected())).toEqual({
      status: "refused",
      reason: "bad_nonce",
    });

    // The key's own signature is proven by arithmetic alone.
    expect(await linkWallet(database.db, "u4", await signed("u4", signer), down)).toMatchObject({
      status: "linked",
      address: signer.address.toLowerCase(),
    });
  });

  it("refuses another user's nonce, and a wallet that belongs to someone else", async () => {
    const stolenNonce = await signed("u1", account(3));
    expect(await linkWallet(database.db, "u2", stolenNonce, expected())).toEqual({
      status: "refused",
      reason: "bad_nonce",
    });

    const taken = await signed("u2", account(0)); // u1 linked wallet 0 above
    expect(await linkWallet(database.db, "u2", taken, expected())).toEqual({
      status: "linked_to_another_account",
      address: account(0).address.toLowerCase(),
    });
    const again = await signed("u1", account(0));
    expect(await linkWallet(database.db, "u1", again, expected())).toEqual({
      status: "already_linked",
      address: account(0).address.toLowerCase(),
    });
  });
});
