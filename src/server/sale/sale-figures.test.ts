import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleFigures } from "@/server/sale/sale-figures";
import { insertFinalPayment } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

describe("sale figures", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await insertFinalPayment(database.db, 1, 100_000_000n);
  });
  afterAll(() => database.destroy());

  const raisedWith = async (walletBalance?: () => Promise<bigint>) =>
    (await createSaleFigures(database.db, { walletBalance }).refresh()).data.totalRaised;

  it("counts the sale wallet's balance when it is above the final payments (spec: the larger of the two)", async () => {
    expect(await raisedWith(async () => 150_000_000n)).toBe("150000000");
  });

  it("counts the final payments when the balance is lower (USDT moved out of the wallet)", async () => {
    expect(await raisedWith(async () => 10_000_000n)).toBe("100000000");
  });

  it("keeps the balance as a floor of the total raised, but never lets it sell more than the allocation", async () => {
    const figures = await createSaleFigures(database.db, { walletBalance: async () => 10n ** 30n }).refresh();
    expect(figures.data).toMatchObject({
      totalRaised: (10n ** 30n).toString(),
      tokensSold: "219000",
      tokensRemaining: "0",
      soldOut: true,
    });
  });

  it("falls back to the database's total when the balance cannot be read", async () => {
    expect(await raisedWith(() => Promise.reject(new Error("all RPC endpoints failed")))).toBe("100000000");
  });
});
