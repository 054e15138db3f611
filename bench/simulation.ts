import { spawnSync } from "node:child_process";

export interface SimulationFigures {
  runs: number;
  /** One line per engine, as the simulation prints it: histories, commands, minutes. */
  summaries: string[];
  passed: boolean;
  /** The seed fast-check printed for a failure, to replay with SIM_SEED. */
  failingSeed: string | null;
}

/**
 * The long simulation budget (issue 10): the test suite runs 30 histories, the bench many more.
 * It runs the same test file in its own process, so a failure here is the same failure `SIM_SEED`
 * replays in `npm run test:sim`.
 */
export function runSimulation(runs: number): SimulationFigures {
  const result = spawnSync("npx", ["vitest", "run", "src/server/sim", "--reporter=dot"], {
    env: { ...process.env, SIM_RUNS: String(runs) },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  return {
    runs,
    summaries: output.match(/simulation on \w+: .*histories\/min\)/g) ?? [],
    passed: result.status === 0,
    failingSeed: /seed: (-?\d+), path: "([^"]*)"/.exec(output)?.slice(1).join(":") ?? null,
  };
}

export function formatSimulation(figures: SimulationFigures): string[] {
  return [
    `Money path simulation (${figures.runs} histories per engine; goal: 0 violations)`,
    ...figures.summaries.map((line) => `  ${line}`),
    figures.passed
      ? "  violations              0"
      : `  violations              1 or more: replay with SIM_SEED=${figures.failingSeed ?? "(see the test output)"}`,
  ];
}
