import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { roundLeaves } from "@/server/distribution/round-store";
import { saveDividendRound } from "@/server/distribution/save-round";
import { verifiedBuyers } from "@/server/test/distribution-fixtures";
import { insertUsers } from "@/server/test/fixtures";
import { USDT, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";

const operator = { userId: "op", label: "op@example.ge" };

/**
 * A holder whose dividend share rounds down to nothing (found by the simulation: 1 micro-USDT paid,
 * 1 micro-PXL held): their leaf would carry 0, which no tree may hold, and the whole round could not
 * be published (a 500 for the operator). A leaf that gives nothing is left out of the tree; the
 * holder's row stays, with its share of 0.
 */
describe.each(testEngines)("a dividend share that floors to zero ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await insertUsers(db, ["alice", "bob", "op"]);
    await verifiedBuyers(
      db,
      [
        { userId: "alice", n: 1, amount: 1n, time: new Date("2026-03-01T00:00:00Z") },
        { userId: "bob", n: 2, amount: 10_000n * USDT, time: new Date("2026-03-02T00:00:00Z") },
      ],
      new Date("2026-07-01T00:00:00Z"),
    );
  });
  afterAll(() => database.destroy());

  it("leaves the zero leaf out of the tree and keeps the others", async () => {
    const saved = await saveDividendRound(db, operator, {
      period: { year: 2026, half: 1 },
      profit: 100_000n * USDT,
      reason: "H1 2026 accounts.",
    });
    if (saved.status !== "saved") throw new Error(`not saved: ${saved.status}`);
    const leaves = await roundLeaves(db, saved.id);
    expect(leaves.map((l) => l.account.toLowerCase())).toEqual([wallet(2)]);
    expect(leaves.every((l) => l.cumulativeAmount > 0n)).toBe(true);
    expect(() => buildMerkleRound(leaves)).not.toThrow();
  });
});
