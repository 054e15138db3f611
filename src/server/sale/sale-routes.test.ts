import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "@/server/db/schema";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { tokenDataSchema } from "@/shared/sale/token-data";

describe.each(testEngines)("GET /api/sale on $engine", ({ engine }) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    api = createTestApp(database);
  });
  afterAll(() => database.destroy());

  const payment = (logIndex: number, amount: bigint, finality: "pending" | "final" | "orphaned") => ({
    chainId: 42161,
    txHash: `0x${"ab".repeat(32)}` as const,
    logIndex,
    fromAddress: "0x000000000000000000000000000000000000dEaD",
    amount,
    blockNumber: 100n,
    blockHash: `0x${"cd".repeat(32)}`,
    blockTime: new Date("2026-05-01T10:00:00Z"),
    finality,
  });

  it("serves the spec's token data with nothing raised in a new database", async () => {
    const response = await api.call("/api/sale");
    expect(response.status).toBe(200);
    const body = tokenDataSchema.parse(await response.json());
    expect(body).toMatchObject({
      price: "639000",
      totalSupply: "1095000",
      privateSaleAllocation: "219000",
      totalRaised: "0",
      tokensSold: "0",
      tokensRemaining: "219000",
      marketCap: "643340",
      soldOut: false,
    });
  });

  it("answers small JSON uncompressed even to a gzip client (compression would cost more than it saves)", async () => {
    const response = await api.call("/api/sale", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(tokenDataSchema.safeParse(await response.json()).success).toBe(true);
  });

  it("counts final payments only, to the micro-USDT", async () => {
    await database.db
      .insert(payments)
      .values([
        payment(0, 250_000_000n, "final"),
        payment(1, 1_000_001n, "final"),
        payment(2, 999_000_000n, "pending"),
        payment(3, 5_000_000n, "orphaned"),
      ]);
    await api.sale.refresh();
    const body = tokenDataSchema.parse(await (await api.call("/api/sale")).json());
    expect(body.totalRaised).toBe("251000001");
    expect(body.tokensSold).toBe("392"); // floor(251.000001 / 0.639)
    expect(body.tokensRemaining).toBe("218608");
  });

  it("sends an ETag, answers 304 to it while the sale is unchanged, and a new body after a credit", async () => {
    const first = await api.call("/api/sale");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.text();

    // A refresh that finds the same figures keeps the very same body and validator.
    await api.sale.refresh();
    const again = await api.call("/api/sale", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const weakOrListed = await api.call("/api/sale", { headers: { "If-None-Match": `"other", W/${etag}` } });
    expect(weakOrListed.status).toBe(304);

    await database.db.insert(payments).values(payment(5, 2_000_000n, "final"));
    await api.sale.refresh();
    const changed = await api.call("/api/sale", { headers: { "If-None-Match": etag ?? "" } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const after = tokenDataSchema.parse(await changed.json());
    expect(BigInt(after.totalRaised) - BigInt(tokenDataSchema.parse(JSON.parse(body)).totalRaised)).toBe(
      2_000_000n,
    );
  });

  it("reports sold out once final payments reach the cap", async () => {
    await database.db.insert(payments).values(payment(4, 140_000_000_000n, "final"));
    await api.sale.refresh();
    const body = tokenDataSchema.parse(await (await api.call("/api/sale")).json());
    expect(body.soldOut).toBe(true);
    expect(body.tokensRemaining).toBe("0");
  });
});
