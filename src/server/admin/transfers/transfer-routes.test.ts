import { beforeAll, describe, expect, it } from "vitest";
import { outgoingTransfers, skippedTransfers } from "@/server/db/schema";
import { useAccountHarness } from "@/server/test/account-harness";
import {
  CHAIN,
  getAs,
  hash,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { adminTransfersPageSchema } from "@/shared/admin/transfers";

describe.each(testEngines)("the console's skipped and outgoing transfers ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  let operator: SignedIn;

  beforeAll(async () => {
    operator = await signedInOperator(h);
    // Twelve skipped logs, one per block (1..12), and two outgoing transfers.
    await h.database.db.insert(skippedTransfers).values(
      Array.from({ length: 12 }, (_, i) => ({
        chainId: CHAIN,
        txHash: hash(i + 1),
        logIndex: 0,
        blockNumber: BigInt(i + 1),
        blockHash: hash(1000 + i),
        fromAddress: i === 11 ? null : wallet(i + 1),
        toAddress: i === 11 ? null : wallet(99),
        amount: i === 11 ? null : 0n,
        reason: i === 11 ? ("malformed" as const) : ("zero_value" as const),
        detail:
          i === 11
            ? "Not a standard Transfer: 4 topics and 0 bytes of data."
            : "Moved 0 USDT: not a payment.",
      })),
    );
    await h.database.db.insert(outgoingTransfers).values([
      {
        chainId: CHAIN,
        txHash: hash(50),
        logIndex: 1,
        toAddress: wallet(7),
        amount: 30n * USDT,
        blockNumber: 50n,
        blockHash: hash(1050),
        blockTime: new Date("2026-04-01T10:00:00Z"),
        finality: "final",
      },
      {
        chainId: CHAIN,
        txHash: hash(51),
        logIndex: 0,
        toAddress: wallet(99),
        amount: 5n * USDT,
        blockNumber: 51n,
        blockHash: hash(1051),
        blockTime: new Date("2026-04-01T10:01:00Z"),
        finality: "pending",
      },
    ]);
  });

  const page = async (query: string) => {
    const response = await getAs(h, `/api/admin/transfers${query}`, operator);
    expect(response.status).toBe(200);
    return adminTransfersPageSchema.parse(await response.json());
  };

  it("lists the skipped logs newest first, page by page, with their reason and detail", async () => {
    const first = await page("?pageSize=10");
    expect(first.total).toBe(12);
    expect(first.rows.map((r) => r.blockNumber)).toEqual([
      "12",
      "11",
      "10",
      "9",
      "8",
      "7",
      "6",
      "5",
      "4",
      "3",
    ]);
    expect(first.rows[0]).toEqual({
      kind: "skipped",
      chainId: CHAIN,
      txHash: hash(12),
      logIndex: 0,
      blockNumber: "12",
      from: null,
      to: null,
      amountMicroUsdt: null,
      reason: "malformed",
      detail: "Not a standard Transfer: 4 topics and 0 bytes of data.",
      seenAt: expect.any(String),
    });
    expect((await page("?pageSize=10&page=2")).rows.map((r) => r.blockNumber)).toEqual(["2", "1"]);
    expect((await page("?dir=asc&pageSize=10")).rows[0]?.blockNumber).toBe("1");
  });

  it("lists the outgoing transfers with their finality, and searches hashes and addresses", async () => {
    const outgoing = await page("?kind=outgoing");
    expect(outgoing.rows).toEqual([
      expect.objectContaining({
        kind: "outgoing",
        txHash: hash(51),
        amountMicroUsdt: "5000000",
        finality: "pending",
      }),
      expect.objectContaining({
        kind: "outgoing",
        txHash: hash(50),
        logIndex: 1,
        to: wallet(7),
        amountMicroUsdt: "30000000",
        blockTime: "2026-04-01T10:00:00.000Z",
        finality: "final",
      }),
    ]);
    expect((await page(`?kind=outgoing&q=${wallet(7).slice(-6)}`)).rows.map((r) => r.txHash)).toEqual([
      hash(50),
    ]);
    expect((await page(`?q=${hash(3).slice(-6).toUpperCase()}`)).rows.map((r) => r.txHash)).toEqual([
      hash(3),
    ]);
    // A search's % is a character, not a wildcard.
    expect((await page("?q=%25")).total).toBe(0);
  });

  it("answers a kind it does not know with 400 and words, and investors with 403", async () => {
    const bad = await getAs(h, "/api/admin/transfers?kind=incoming", operator);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/skipped|outgoing/);
    const investor = await signedInInvestor(h, "curious");
    expect((await getAs(h, "/api/admin/transfers", investor)).status).toBe(403);
  });
});
