import { afterAll, afterEach } from "vitest";
import { watchConcurrentQueries } from "@/server/test/concurrent-queries";

/**
 * Every test file (vitest's setupFiles): a test fails when any code it ran asked one PostgreSQL
 * connection a query before its previous one answered. A transaction is one connection: pg 8 queues
 * such a query with a warning printed once per process, pg 9 refuses it. The watch is on every
 * PostgreSQL test and the simulation, not only on the call sites that were once caught (73966af).
 */

/** Exported for the guard's own test, which takes the overlaps it causes on purpose. */
export const queryWatch = watchConcurrentQueries();

function failOnOverlaps() {
  const overlaps = queryWatch.takeOverlaps();
  if (overlaps.length === 0) return;
  const first = overlaps[0];
  throw new Error(
    `${overlaps.length} PostgreSQL ${overlaps.length === 1 ? "query was" : "queries were"} asked while ` +
      `their connection was still answering another (up to ${Math.max(...overlaps.map((o) => o.inFlight))} at once). ` +
      `Run them one at a time (oneAtATime) where a transaction may pass through. The first was asked (the test that failed ran it) at:\n${first?.stack}`,
  );
}

afterEach(failOnOverlaps);
// The driver as it was found, for whatever the worker runs next.
afterAll(() => {
  queryWatch.stop();
  failOnOverlaps();
});
