import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { insertUsers } from "@/server/test/fixtures";
import { linkWallet, unlinkWallet, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { linkOwnersAt } from "@/server/wallets/link-owners-at";

const USERS = ["ana", "beka", "cira"] as const;
const ADDRESSES = [wallet(1), wallet(2), wallet(3)];
const START = Date.parse("2026-01-01T00:00:00Z");
const HOUR = 3_600_000;

interface Period {
  address: string;
  userId: string;
  from: number;
  to: number | null;
}

/** The rule, stated over the periods in plain terms: the link covering `at`, else the first one after. */
function modelOwner(periods: readonly Period[], address: string, at: number): string | undefined {
  const lasting = periods.filter((p) => p.address === address && (p.to === null || p.to > p.from));
  const covering = lasting.find((p) => p.from <= at && (p.to === null || p.to > at));
  if (covering) return covering.userId;
  return lasting.filter((p) => p.from > at).sort((a, b) => a.from - b.from)[0]?.userId;
}

/**
 * Random histories of links and unlinks (a step toggles a wallet: unlinks it if it is linked, else
 * links it to the step's user; steps may fall at the same instant), then the owners at every
 * instant of the history, between them and around them, against the model.
 */
describe.each(testEngines)("wallet owners at a date, against a model ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await insertUsers(db, [...USERS]);
  });
  afterAll(() => database.destroy());

  const step = fc.record({
    address: fc.nat({ max: ADDRESSES.length - 1 }),
    user: fc.constantFrom(...USERS),
    gapHours: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 72 })),
  });

  it("names the owner the model names, for every wallet at every instant", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await db.execute(sql`delete from wallet_links`);
        await db.execute(sql`delete from wallet_link_periods`);
        const periods: Period[] = [];
        let now = START;
        for (const { address: index, user, gapHours } of steps) {
          now += gapHours * HOUR;
          const address = ADDRESSES[index] ?? "";
          const open = periods.find((p) => p.address === address && p.to === null);
          if (open) {
            await unlinkWallet(db, address, new Date(now));
            open.to = now;
          } else {
            await linkWallet(db, address, user, false, new Date(now));
            periods.push({ address, userId: user, from: now, to: null });
          }
        }
        // Every instant a link starts or ends, a moment before it and half an hour after it.
        const changes = periods.flatMap((p) => (p.to === null ? [p.from] : [p.from, p.to]));
        const instants = new Set([
          START - HOUR,
          now + HOUR,
          ...changes.flatMap((t) => [t - 1, t, t + HOUR / 2]),
        ]);
        for (const at of instants) {
          const owners = new Map((await linkOwnersAt(db, new Date(at))).map((o) => [o.address, o.userId]));
          for (const address of ADDRESSES)
            expect(owners.get(address), `${address} at ${new Date(at).toISOString()}`).toBe(
              modelOwner(periods, address, at),
            );
        }
      }),
      { numRuns: 40 },
    );
  });
});
