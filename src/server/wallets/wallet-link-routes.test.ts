import { sql } from "drizzle-orm";
import { Wallet } from "ethers";
import { SiweMessage } from "siwe";
import { getAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalChain, startLocalChain } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { queryRows } from "@/server/db/query-rows";
import { exhaustUserRateLimit } from "@/server/lib/user-rate-limit-fixture";
import {
  type AccountHarness,
  createUser,
  emailFor,
  sessionCookie,
  signIn,
} from "@/server/test/account-harness";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestApp, TEST_ORIGIN } from "@/server/test/test-app";
import { createTestDatabase, testEngines } from "@/server/test/test-database";
import { walletNonceSchema } from "@/shared/wallets/wallet-schemas";

/*
 * `POST /api/wallets/nonce` and `POST /api/wallets/link` end to end: what the nonce names, a message
 * built by a client we did not write (the `siwe` reference library, signed by an ethers Wallet),
 * the answer to each refused field, to a chain that cannot be asked, and the per-user limits.
 */
describe.each(testEngines)("linking a wallet over the API ($engine)", ({ engine }) => {
  const h = {} as AccountHarness;
  let chain: LocalChain;
  let offline: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    [h.database, h.smtp, chain] = await Promise.all([
      createTestDatabase(engine),
      startSmtpSink(),
      startLocalChain({ stateFile: null }),
    ]);
    const appWith = (client: ReturnType<typeof createRpcClient>) =>
      createTestApp(
        h.database,
        { mail: { smtpUrl: h.smtp.url, from: "PXL <no-reply@pxl.example>" } },
        {
          chain: {
            client,
            chainId: chain.chainId,
            usdt: chain.usdt,
            saleWallet: getAddress(`0x${"5a".repeat(20)}`),
          },
        },
      );
    h.api = appWith(createRpcClient([chain.rpcUrl], 2_000));
    offline = appWith(createRpcClient(["http://127.0.0.1:9"], 300));
  });
  afterAll(() => Promise.all([h.smtp.close(), h.database.destroy(), chain.stop()]));

  const investor = async () => {
    const email = emailFor("link");
    const { id } = await createUser(h, email);
    return { id, cookie: sessionCookie(await signIn(h, email)) };
  };
  const post = (cookie: string, path: string, body: unknown = {}, api = h.api) =>
    api.postJson(path, body, { headers: { cookie } });
  const nonceFor = async (cookie: string) => {
    const response = await post(cookie, "/api/wallets/nonce");
    expect(response.status).toBe(200);
    return walletNonceSchema.parse(await response.json());
  };
  const unusedNonces = async (userId: string) =>
    (
      await queryRows(
        h.database.db,
        sql`select 1 from wallet_nonces where user_id = ${userId} and used_at is null`,
      )
    ).length;

  it("hands out a nonce naming our site, valid for 10 minutes, and links a message the siwe library built", async () => {
    const me = await investor();
    const before = Date.now();
    const named = await nonceFor(me.cookie);
    expect(named).toMatchObject({ domain: "localhost:3000", uri: TEST_ORIGIN, chainId: chain.chainId });
    const issuedAt = Date.parse(named.issuedAt);
    expect(issuedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(named.expirationTime) - issuedAt).toBe(10 * 60_000);

    const wallet = Wallet.createRandom();
    const message = new SiweMessage({
      domain: named.domain,
      address: wallet.address,
      statement: "Link this wallet to my PXL account.",
      uri: named.uri,
      version: "1",
      chainId: named.chainId,
      nonce: named.nonce,
      issuedAt: new Date().toISOString(),
      expirationTime: new Date(Date.now() + 5 * 60_000).toISOString(),
    }).prepareMessage();
    const response = await post(me.cookie, "/api/wallets/link", {
      message,
      signature: await wallet.signMessage(message),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: "linked", address: wallet.address.toLowerCase() });
  });

  /** A message for the user's fresh nonce, with `fields` changed, signed by a new key. */
  async function signedWith(cookie: string, fields: Partial<Parameters<typeof createSiweMessage>[0]>) {
    const named = await nonceFor(cookie);
    const signer = privateKeyToAccount(generatePrivateKey());
    const message = createSiweMessage({
      address: signer.address,
      chainId: named.chainId,
      domain: named.domain,
      nonce: named.nonce,
      uri: named.uri,
      version: "1",
      issuedAt: new Date(named.issuedAt),
      expirationTime: new Date(named.expirationTime),
      ...fields,
    });
    return { message, signature: await signer.signMessage({ message }), signer };
  }

  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  it.each<[string, Partial<Parameters<typeof createSiweMessage>[0]>, string, string]>([
    [
      "no expiration time",
      { expirationTime: undefined },
      "no_expiration",
      "This message has no expiry time. Please sign a new one from this page.",
    ],
    [
      "an expiration 11 minutes away",
      { issuedAt: minutes(0), expirationTime: minutes(11) },
      "expiration_too_far",
      "This message stays valid for too long. Please sign a new one from this page.",
    ],
    [
      "an expired message",
      { issuedAt: minutes(-15), expirationTime: minutes(-5) },
      "expired",
      "This message has expired. Please sign a new one.",
    ],
    [
      "another site's URI",
      { uri: "https://pxl.example.evil" },
      "wrong_uri",
      "This message was made for another site.",
    ],
    ["another scheme", { scheme: "https" }, "wrong_scheme", "This message was made for another site."],
    ["another domain", { domain: "evil.example" }, "wrong_domain", "This message was made for another site."],
  ])("refuses %s with its reason in words, keeping the nonce", async (_, fields, code, error) => {
    const me = await investor();
    const { message, signature } = await signedWith(me.cookie, fields);
    const response = await post(me.cookie, "/api/wallets/link", { message, signature });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code, error });
    expect(await unusedNonces(me.id)).toBe(1);
  });

  it("answers 503 and keeps the nonce when the signature cannot be checked, then links once it can", async () => {
    const me = await investor();
    const { message, signer } = await signedWith(me.cookie, {});
    // Another key signed: only the chain could tell whether the wallet accepts it.
    const other = privateKeyToAccount(generatePrivateKey());
    const response = await post(
      me.cookie,
      "/api/wallets/link",
      { message, signature: await other.signMessage({ message }) },
      offline,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: "signature_unavailable",
      error: "We could not check the signature right now. Please try again.",
    });
    expect(await unusedNonces(me.id)).toBe(1);
    // The nonce still serves: the wallet's own signature links it.
    const linked = await post(me.cookie, "/api/wallets/link", {
      message,
      signature: await signer.signMessage({ message }),
    });
    expect(linked.status).toBe(201);
    expect(await unusedNonces(me.id)).toBe(0);
  });

  it("limits nonces and link attempts per user, answering 429 with Retry-After", async () => {
    const me = await investor();
    const other = await investor();
    await exhaustUserRateLimit(h.database.db, "walletNonce", me.id);
    const refused = await post(me.cookie, "/api/wallets/nonce");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({
      code: "rate_limited",
      error: "Too many wallet sign-in requests. Please try again in 60 minutes.",
    });
    expect(await unusedNonces(me.id)).toBe(0);
    // Another user is not held back.
    expect((await post(other.cookie, "/api/wallets/nonce")).status).toBe(200);

    const { message, signature } = await signedWith(other.cookie, {});
    await exhaustUserRateLimit(h.database.db, "walletLink", other.id);
    const link = await post(other.cookie, "/api/wallets/link", { message, signature });
    expect(link.status).toBe(429);
    // Both of its nonces are still unused: the refused attempt did not get as far as the message.
    expect(await unusedNonces(other.id)).toBe(2);
  });
});
