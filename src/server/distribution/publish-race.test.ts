import { setTimeout as delay } from "node:timers/promises";
import { encodeAbiParameters, encodeEventTopics, type Hex, type PublicClient, zeroHash } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { publishRound } from "@/server/distribution/publish-round";
import { readRound, takeRoundTurn } from "@/server/distribution/round-store";
import {
  type SaveDividendResult,
  saveDistributionRound,
  saveDividendRound,
} from "@/server/distribution/save-round";
import { markPublished, roundRoot, verifiedBuyers } from "@/server/test/distribution-fixtures";
import { insertUsers } from "@/server/test/fixtures";
import { CHAIN, hash, USDT, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";

const operator = { userId: "op", label: "op@example.ge" };
const H1 = { year: 2026, half: 1 } as const;
const H2 = { year: 2026, half: 2 } as const;
const distributors = {
  pxlToken: wallet(0xcccc),
  pxlDistributor: wallet(0xdddd),
  dividendDistributor: wallet(0xdddd),
};

/**
 * The chain as one publication reads it: its transaction mined, and the owner's setMerkleRoot(root) the
 * current root. Each publication gets its own, so that two of them can both pass the chain's checks
 * (the owner set one root, then the other, between the two reads): what must stop the second is the
 * database.
 */
function chainThatSet(root: Hex, beforeReceipt: () => Promise<void> = async () => {}): DistributionChain {
  const client = {
    getTransactionReceipt: async () => {
      await beforeReceipt();
      return {
        status: "success",
        logs: [
          {
            address: distributors.dividendDistributor,
            topics: encodeEventTopics({ abi: merkleDistributorAbi, eventName: "MerkleRootUpdated" }),
            data: encodeAbiParameters([{ type: "bytes32" }, { type: "bytes32" }], [zeroHash, root]),
          },
        ],
      };
    },
    readContract: async ({ functionName }: { functionName: string }) =>
      functionName === "merkleRoot" ? root : functionName === "owner" ? wallet(0xeeee) : 10n ** 30n,
  };
  return {
    client: client as unknown as PublicClient,
    chainId: CHAIN,
    usdt: wallet(0xaaaa),
    distribution: distributors,
  };
}

/** Resolves for each of `n` callers once all `n` have called: they all get this far before any goes on. */
function meeting(n: number): () => Promise<void> {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async () => {
    arrived += 1;
    if (arrived === n) open();
    await opened;
  };
}

/** An investor who bought in H1 and is verified, on a database of its own. */
async function sale(engine: "pglite" | "postgres"): Promise<TestDatabase> {
  const database = await createTestDatabase(engine);
  const { db } = database;
  await insertUsers(db, ["alice", "op"]);
  await verifiedBuyers(
    db,
    [{ userId: "alice", n: 1, amount: 1_000n * USDT, time: new Date("2026-03-01T00:00:00Z") }],
    new Date("2027-01-01T00:00:00Z"),
  );
  return database;
}

/**
 * Drafts and publications of one kind take turns, and "published after the draft was saved" is read
 * by the database's clock in that turn. Before: the check ran outside the publishing transaction, and
 * published_at was the application server's clock, so two drafts could both be published, and the
 * later root took back what the earlier one gave.
 */
describe.each(testEngines)("drafts and publications of a kind, at once ($engine)", ({ engine }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await database?.destroy();
    database = undefined;
  });

  it("publishes only one of two drafts saved before either was published", async () => {
    database = await sale(engine);
    const { db } = database;
    const h1 = await saveDividendRound(db, operator, { period: H1, profit: 100_000n * USDT, reason: "H1" });
    const h2 = await saveDividendRound(db, operator, { period: H2, profit: 50_000n * USDT, reason: "H2" });
    if (h1.status !== "saved" || h2.status !== "saved") throw new Error("not saved");
    const [root1, root2] = [await roundRoot(db, h1.id), await roundRoot(db, h2.id)];

    // Both publications have checked that no later round is published before either reads the chain.
    const bothChecked = meeting(2);
    const results = await Promise.all([
      publishRound(db, chainThatSet(root1, bothChecked), operator, "dividend", h1.id, hash(1)),
      publishRound(db, chainThatSet(root2, bothChecked), operator, "dividend", h2.id, hash(2)),
    ]);
    expect(results.map((r) => (r.status === "published" ? r.status : r.reason)).sort()).toEqual([
      "published",
      "superseded",
    ]);
    const statuses = await Promise.all([h1.id, h2.id].map((id) => readRound(db, "dividend", id)));
    expect(statuses.filter((r) => r?.summary.status === "published")).toHaveLength(1);
  });

  // PGlite runs in this process: its clock is the application's, and cannot disagree with it.
  it.skipIf(engine === "pglite")(
    "orders drafts and publications by the database's clock, not the application's",
    async () => {
      database = await sale(engine);
      const { db } = database;
      const older = await saveDistributionRound(db, operator, "PXL round, first draft.");
      const newer = await saveDistributionRound(db, operator, "PXL round, second draft.");
      // The application server's clock runs a day behind the database's.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() - 24 * 3600 * 1000);
      const root = await roundRoot(db, older.id);
      const first = await publishRound(db, chainThatSet(root), operator, "pxl", older.id, hash(1));
      expect(first.status).toBe("published");
      const second = await publishRound(db, chainThatSet(root), operator, "pxl", newer.id, hash(2));
      expect(second).toEqual({ status: "refused", reason: "superseded" });
    },
  );

  it("lets a draft saved while a publication is under way wait for it, and start from it", async () => {
    database = await sale(engine);
    const { db } = database;
    const h1 = await saveDividendRound(db, operator, { period: H1, profit: 100_000n * USDT, reason: "H1" });
    if (h1.status !== "saved") throw new Error(h1.status);
    let saving: Promise<SaveDividendResult> | undefined;
    await db.transaction(async (tx) => {
      // What publishRound does in its turn, held open while the operator saves the next draft.
      await takeRoundTurn(tx, "dividend");
      await markPublished(tx, h1.id);
      saving = saveDividendRound(db, operator, { period: H2, profit: 50_000n * USDT, reason: "H2" });
      // A save that did not wait would be done long before this.
      await Promise.race([saving, delay(1_500)]);
    });
    const h2 = await saving;
    if (h2?.status !== "saved") throw new Error(`not saved: ${h2?.status}`);
    const [first, next] = await Promise.all([h1.id, h2.id].map((id) => readRound(db, "dividend", id)));
    const alice = (round: typeof first) => round?.entries.find((e) => e.userId === "alice");
    expect(alice(next)?.cumulativeAmount).toBe((alice(first)?.amount ?? -1n) + (alice(next)?.amount ?? -1n));
    const published = await publishRound(
      db,
      chainThatSet(await roundRoot(db, h2.id)),
      operator,
      "dividend",
      h2.id,
      hash(2),
    );
    expect(published.status).toBe("published");
  });
});
