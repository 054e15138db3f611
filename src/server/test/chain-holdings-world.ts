import type { Address } from "viem";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "@/server/db/client";
import { kycSubmissions } from "@/server/db/schema";
import { storeClaim, storePxlTransfer } from "@/server/distribution/distribution-event-store";
import { holdingsAt, ledgerHoldingsAt } from "@/server/distribution/holdings-at";
import { roundLeaves } from "@/server/distribution/round-store";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { markPublished } from "@/server/test/distribution-fixtures";
import { insertUsers } from "@/server/test/fixtures";
import {
  CHAIN,
  chainReadThrough,
  hash,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";
import { recordDate } from "@/shared/distribution/dividend-period";

export const operator = { userId: "op", label: "op@example.ge" };
export const at = (iso: string) => new Date(iso);
export const H2 = recordDate({ year: 2026, half: 2 });
const ZERO: Address = `0x${"0".repeat(40)}`;
const treasury = wallet(0xeeee);
const distributor = wallet(0xdddd);

export interface ChainHoldingsWorld {
  db: Db;
  /** A PXL Transfer (and, from the distributor, its Claimed in the same transaction) as the indexer stores them. */
  move(from: Address, to: Address, amount: bigint, time: string): Promise<void>;
  /** What the ledger credited `userId` by the H2 2026 record date (-1 for nobody). */
  credited(userId: string): Promise<bigint>;
  /** What each investor held at the H2 2026 record date, as the dividend reads it. */
  held(): Promise<Map<string, bigint>>;
}

/**
 * The chain-holdings tests' world, one per test file and engine: Alice, Bob and Carol each link a
 * wallet (1, 2, 3) in February and pay 1,000 USDT in March; Alice and Bob are verified, Carol's
 * check is pending. The first PXL round (Alice and Bob) is published on 1 December, the treasury is
 * minted and funds the distributor, and both claim. `beforeChainRead` adds to that history before
 * the indexers are read through 1 January 2027.
 */
export function useChainHoldingsWorld(
  engine: "pglite" | "postgres",
  beforeChainRead: (world: ChainHoldingsWorld) => Promise<void> = async () => {},
): ChainHoldingsWorld {
  let database: TestDatabase;
  let block = 0;
  const world: ChainHoldingsWorld = {
    get db() {
      return database.db;
    },
    async move(from, to, amount, time) {
      block += 1;
      const position = {
        txHash: hash(900 + block),
        blockNumber: BigInt(900 + block),
        blockHash: hash(9900 + block),
      };
      await storePxlTransfer(world.db, CHAIN, {
        ...position,
        logIndex: 0,
        from,
        to,
        amount,
        blockTime: at(time),
      });
      if (from === distributor)
        await storeClaim(world.db, CHAIN, {
          ...position,
          logIndex: 1,
          distributor,
          account: to,
          amount,
          cumulativeAmount: amount,
          blockTime: at(time),
        });
    },
    credited: async (userId) =>
      (await ledgerHoldingsAt(world.db, H2)).find((h) => h.userId === userId)?.heldMicroPxl ?? -1n,
    held: async () => new Map((await holdingsAt(world.db, H2)).map((h) => [h.userId, h.heldMicroPxl])),
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = world;
    await insertUsers(db, ["alice", "bob", "carol", "op"]);
    for (const [n, user] of [
      [1, "alice"],
      [2, "bob"],
      [3, "carol"],
    ] as const)
      await linkWallet(db, wallet(n), user, true, at("2026-02-01T00:00:00Z"));
    await db
      .insert(kycSubmissions)
      .values([
        kycSubmissionRow("alice", "verified", 1),
        kycSubmissionRow("bob", "verified", 1),
        kycSubmissionRow("carol", "pending", 1),
      ]);
    for (const n of [1, 2, 3])
      await insertPayment(db, {
        n,
        from: wallet(n),
        amount: 1_000n * USDT,
        time: at(`2026-03-0${n}T00:00:00Z`),
      });
    await allocateFinalPayments(db);

    const first = await saveDistributionRound(db, operator, "First PXL distribution.");
    const leaves = await roundLeaves(db, first.id);
    await markPublished(db, first.id, at("2026-12-01T00:00:00Z"));
    const leafOf = (n: number) =>
      leaves.find((l) => l.account.toLowerCase() === wallet(n))?.cumulativeAmount ?? 0n;
    await world.move(ZERO, treasury, 1_095_000n * 10n ** 18n, "2026-12-02T00:00:00Z");
    await world.move(treasury, distributor, leafOf(1) + leafOf(2), "2026-12-03T00:00:00Z");
    await world.move(distributor, wallet(1), leafOf(1), "2026-12-04T00:00:00Z");
    await world.move(distributor, wallet(2), leafOf(2), "2026-12-05T00:00:00Z");
    await beforeChainRead(world);
    await chainReadThrough(db, at("2027-01-01T00:00:00Z"), { pxlTransfers: true });
  });
  afterAll(() => database.destroy());
  return world;
}
