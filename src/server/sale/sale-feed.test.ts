import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "@/server/db/schema";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { SALE_FEED_LIMIT, saleFeedSchema } from "@/shared/portfolio/sale-feed";

describe.each(testEngines)("GET /api/sale/feed on $engine", ({ engine }) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    api = createTestApp(database);
  });
  afterAll(() => database.destroy());

  const payment = (
    block: number,
    logIndex: number,
    amount: bigint,
    finality: "pending" | "final" | "orphaned",
  ) => ({
    chainId: 42161,
    txHash: `0x${block.toString(16).padStart(64, "0")}` as const,
    logIndex,
    fromAddress: `0x12345678${block.toString(16).padStart(28, "0")}abcd`,
    amount,
    blockNumber: BigInt(block),
    blockHash: `0x${"cd".repeat(32)}`,
    blockTime: new Date(Date.UTC(2026, 4, 1, 10, 0, block)),
    finality,
  });

  const feed = async () => {
    const response = await api.call("/api/sale/feed");
    expect(response.status).toBe(200);
    return { response, body: saleFeedSchema.parse(await response.json()) };
  };

  it("is empty without payments, and public", async () => {
    const { response, body } = await feed();
    expect(body.payments).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=1");
  });

  it("lists payments newest first with shortened senders, pending and final, never orphaned", async () => {
    await database.db
      .insert(payments)
      .values([
        payment(1, 0, 250_000_000n, "final"),
        payment(2, 0, 1_000_001n, "final"),
        payment(2, 1, 5_000_000n, "orphaned"),
        payment(3, 0, 99_000_000n, "pending"),
      ]);
    const { body } = await feed();
    expect(body.payments.map((p) => [p.amountMicroUsdt, p.status])).toEqual([
      ["99000000", "pending"],
      ["1000001", "final"],
      ["250000000", "final"],
    ]);
    const first = body.payments[0];
    expect(first?.sender).toBe("0x1234…abcd");
    expect(first?.time).toBe("2026-05-01T10:00:03.000Z");
    expect(JSON.stringify(body)).not.toContain(payment(3, 0, 1n, "pending").fromAddress);
  });

  it(`keeps to the latest ${SALE_FEED_LIMIT}`, async () => {
    await database.db
      .insert(payments)
      .values(Array.from({ length: 30 }, (_, i) => payment(10 + i, 0, BigInt(i + 1) * 1_000_000n, "final")));
    const { body } = await feed();
    expect(body.payments).toHaveLength(SALE_FEED_LIMIT);
    expect(body.payments[0]?.amountMicroUsdt).toBe("30000000");
    expect(body.payments.at(-1)?.amountMicroUsdt).toBe("11000000");
  });
});
