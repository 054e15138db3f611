import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Command, historyArb } from "@/server/sim/sim-commands";
import { runHistory, type Tally } from "@/server/sim/sim-history";
import { type SimWorld, startSimWorld } from "@/server/sim/sim-world";
import { testEngines } from "@/server/test/test-database";

/**
 * The simulation (issue 10): random histories of chain events, provider faults, and user and
 * operator actions against anvil and the database, checked after every step against a plain model.
 * SIM_RUNS sets the number of histories (30 by default: the normal test run's budget);
 * SIM_SEED replays a failure: the seed fast-check printed, or "seed:path" to replay its shrunk history.
 */
const RUNS = Number(process.env.SIM_RUNS ?? 30);
const MAX_COMMANDS = Number(process.env.SIM_MAX_COMMANDS ?? 25);
const replay = parseSeed(process.env.SIM_SEED);

describe.each(testEngines)("the money path simulation on $engine", ({ engine }) => {
  let world: SimWorld;
  const stats = { histories: 0, commands: 0, started: 0 };
  const seen: Tally = new Map();
  beforeAll(async () => {
    world = await startSimWorld(engine);
  });
  afterAll(async () => {
    const minutes = (performance.now() - stats.started) / 60_000;
    console.log(
      `simulation on ${engine}: ${stats.histories} histories, ${stats.commands} commands in ${minutes.toFixed(2)} min` +
        ` (${(stats.histories / minutes).toFixed(0)} histories/min)\n` +
        [...seen]
          .sort()
          .map(([what, n]) => `  ${what}: ${n}`)
          .join("\n"),
    );
    await world?.stop();
  });

  it("keeps every invariant in random histories", { timeout: 600_000 + RUNS * 20_000 }, async () => {
    stats.started = performance.now();
    await fc.assert(
      fc.asyncProperty(historyArb(MAX_COMMANDS), async (commands) => {
        stats.histories++;
        stats.commands += commands.length;
        if (stats.histories % 100 === 0) {
          const minutes = (performance.now() - stats.started) / 60_000;
          process.stderr.write(`simulation: ${stats.histories} histories in ${minutes.toFixed(1)} min\n`);
        }
        await runHistory(world, commands, seen);
      }),
      { numRuns: RUNS, verbose: 1, endOnFailure: false, ...replay },
    );
  });

  /**
   * Histories that once broke an invariant, kept as they shrank, or that must reach a path (the
   * outcomes named third, as the tally counts them).
   */
  const regressions: Array<[string, Command[], string[]?]> = [
    [
      "an allocation that failed after the tick that made a payment final is retried",
      [
        { t: "pay", from: 0, amount: 5_000_000n },
        { t: "mine", blocks: 3 },
        { t: "tick", fault: { kind: "allocation" } },
        { t: "tick", fault: { kind: "none" } },
      ],
    ],
    [
      "a wallet with a published leaf, unlinked and linked by another investor, leaves later rounds possible",
      [
        { t: "link", user: 0, wallet: 0 },
        { t: "pay", from: 0, amount: 5_000_000n },
        { t: "settle" },
        { t: "verify", user: 0 },
        { t: "round" },
        { t: "unlink", user: 0, wallet: 0 },
        { t: "link", user: 1, wallet: 0 },
        { t: "pay", from: 0, amount: 3_000_000n },
        { t: "settle" },
        { t: "verify", user: 1 },
        { t: "round" },
        { t: "claimPxl", user: 0, by: 1 },
      ],
    ],
    [
      // The history's last dividend adds user 0's share of the first one (a catch-up), within its pool.
      "a payment credited after its period's dividend earns that share in the next one",
      [
        { t: "link", user: 1, wallet: 1 },
        { t: "pay", from: 1, amount: 3_000_000n },
        { t: "pay", from: 0, amount: 5_000_000n },
        { t: "settle" },
        { t: "verify", user: 1 },
        { t: "dividend", profit: 1_000_000n * 1_000_000n, readThrough: true },
        { t: "link", user: 0, wallet: 0 },
      ],
      ["dividend: catch-up for an earlier period"],
    ],
    [
      "a dividend share that floors to zero leaves the round publishable",
      [
        { t: "pay", from: 0, amount: 1n },
        { t: "link", user: 0, wallet: 0 },
      ],
    ],
  ];
  for (const [name, commands, reaches = []] of regressions) {
    it(`regression: ${name}`, async () => {
      const tally: Tally = new Map();
      await runHistory(world, commands, tally);
      for (const what of reaches) expect(tally.get(what), what).toBeGreaterThan(0);
    });
  }
});

function parseSeed(value: string | undefined): { seed?: number; path?: string } {
  if (!value) return {};
  const [seed, ...path] = value.split(":");
  return { seed: Number(seed), ...(path.length > 0 ? { path: path.join(":") } : {}) };
}
