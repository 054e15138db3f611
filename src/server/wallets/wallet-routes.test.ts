import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRpcClient } from "@/server/chain/rpc-client";
import { queryRows } from "@/server/db/query-rows";
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
import { linkedWalletsSchema } from "@/shared/wallets/wallet-schemas";

const CHAIN_ID = 42161;
let counter = 0;
const wallet = () => {
  counter += 1;
  return `0x${(0xabc000 + counter).toString(16).padStart(40, "0")}`;
};

describe.each(testEngines)("the wallets API ($engine)", ({ engine }) => {
  const h = {} as AccountHarness;
  beforeAll(async () => {
    [h.database, h.smtp] = await Promise.all([createTestDatabase(engine), startSmtpSink()]);
    const chain = {
      client: createRpcClient(["http://127.0.0.1:9"], 100),
      chainId: CHAIN_ID,
      usdt: getAddress(`0x${"fd".repeat(20)}`),
      saleWallet: getAddress(`0x${"5a".repeat(20)}`),
    };
    h.api = createTestApp(
      h.database,
      { mail: { smtpUrl: h.smtp.url, from: "PXL <no-reply@pxl.example>" } },
      { chain },
    );
  });
  afterAll(() => Promise.all([h.smtp.close(), h.database.destroy()]));

  const investor = async () => {
    const email = emailFor("wallets");
    const { id } = await createUser(h, email);
    return { id, cookie: sessionCookie(await signIn(h, email)) };
  };
  /** Links as `POST /api/wallets/link` would after the signature is checked (that route has its own tests). */
  const link = async (userId: string, address: string, primary: boolean, linkedAt: string) => {
    await h.database.db.execute(sql`insert into wallet_links (address, user_id, is_primary, linked_at)
      values (${address}, ${userId}, ${primary}, ${linkedAt})`);
  };
  const list = async (cookie: string) => {
    const response = await h.api.call("/api/wallets", { headers: { cookie } });
    expect(response.status).toBe(200);
    return linkedWalletsSchema.parse(await response.json()).wallets;
  };
  const send = (method: "POST" | "DELETE", path: string, cookie: string) =>
    h.api.call(path, { method, headers: { cookie, Origin: TEST_ORIGIN } });

  it("refuses the signed-out", async () => {
    expect((await h.api.call("/api/wallets")).status).toBe(401);
    expect((await send("DELETE", `/api/wallets/${wallet()}`, "")).status).toBe(401);
    expect((await send("POST", `/api/wallets/${wallet()}/primary`, "")).status).toBe(401);
  });

  it("lists the user's wallets checksummed, the primary first, then as linked", async () => {
    const me = await investor();
    expect(await list(me.cookie)).toEqual([]);
    const [a, b, c] = [wallet(), wallet(), wallet()];
    await link(me.id, a, false, "2026-01-01T00:00:00Z");
    await link(me.id, b, true, "2026-01-03T00:00:00Z");
    await link(me.id, c, false, "2026-01-02T00:00:00Z");
    const other = await investor();
    await link(other.id, wallet(), true, "2026-01-01T00:00:00Z");

    expect(await list(me.cookie)).toEqual([
      { address: getAddress(b), primary: true, linkedAt: "2026-01-03T00:00:00.000Z" },
      { address: getAddress(a), primary: false, linkedAt: "2026-01-01T00:00:00.000Z" },
      { address: getAddress(c), primary: false, linkedAt: "2026-01-02T00:00:00.000Z" },
    ]);
  });

  it("makes another wallet primary, whatever the case of its address, leaving one primary", async () => {
    const me = await investor();
    const [a, b] = [wallet(), wallet()];
    await link(me.id, a, true, "2026-01-01T00:00:00Z");
    await link(me.id, b, false, "2026-01-02T00:00:00Z");

    const response = await send("POST", `/api/wallets/${getAddress(b)}/primary`, me.cookie);
    expect(response.status).toBe(200);
    const { wallets } = linkedWalletsSchema.parse(await response.json());
    expect(wallets.map((w) => [w.address, w.primary])).toEqual([
      [getAddress(b), true],
      [getAddress(a), false],
    ]);
    // Again: nothing changes, no second primary.
    expect((await send("POST", `/api/wallets/${b}/primary`, me.cookie)).status).toBe(200);
    expect((await list(me.cookie)).filter((w) => w.primary)).toHaveLength(1);
  });

  it("removes a wallet, the next one becoming primary; credited payments stay the user's", async () => {
    const me = await investor();
    const [a, b] = [wallet(), wallet()];
    await link(me.id, a, true, "2026-01-01T00:00:00Z");
    await link(me.id, b, false, "2026-01-02T00:00:00Z");
    const txHash = `0x${counter.toString(16).padStart(64, "0")}`;
    await h.database.db.execute(sql`insert into payments
      (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
      values (${CHAIN_ID}, ${txHash}, 0, ${a}, '250000000', 1, ${`0x${"b".repeat(64)}`}, now(), 'final')`);
    await h.database.db.execute(sql`insert into ledger_entries
      (chain_id, tx_hash, log_index, user_id, credited_micro_usdt, refund_due_micro_usdt, tokens_micro_pxl, attribution, attributed_at)
      values (${CHAIN_ID}, ${txHash}, 0, ${me.id}, '250000000', '0', '391236306729', 'wallet_proof', now())`);

    const response = await send("DELETE", `/api/wallets/${a}`, me.cookie);
    expect(response.status).toBe(200);
    expect(linkedWalletsSchema.parse(await response.json()).wallets).toEqual([
      { address: getAddress(b), primary: true, linkedAt: "2026-01-02T00:00:00.000Z" },
    ]);
    const [entry] = await queryRows<{ user_id: string }>(
      h.database.db,
      sql`select user_id from ledger_entries where tx_hash = ${txHash}`,
    );
    expect(entry?.user_id).toBe(me.id);

    expect((await send("DELETE", `/api/wallets/${b}`, me.cookie)).status).toBe(200);
    expect(await list(me.cookie)).toEqual([]);
    // Removed: the address may be proven again, by anyone.
    expect((await send("DELETE", `/api/wallets/${b}`, me.cookie)).status).toBe(404);
  });

  it("never touches another user's wallet", async () => {
    const [me, other] = [await investor(), await investor()];
    const theirs = wallet();
    await link(other.id, theirs, true, "2026-01-01T00:00:00Z");
    const mine = wallet();
    await link(me.id, mine, true, "2026-01-01T00:00:00Z");

    for (const response of [
      await send("DELETE", `/api/wallets/${theirs}`, me.cookie),
      await send("POST", `/api/wallets/${theirs}/primary`, me.cookie),
      await send("DELETE", "/api/wallets/not-an-address", me.cookie),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
    expect(await list(other.cookie)).toEqual([
      { address: getAddress(theirs), primary: true, linkedAt: "2026-01-01T00:00:00.000Z" },
    ]);
    expect((await list(me.cookie)).map((w) => [w.address, w.primary])).toEqual([[getAddress(mine), true]]);
  });
});
