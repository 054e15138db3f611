/**
 * `npx tsx bench/quick.ts`: the two figures a front-end or /api/sale change moves, without the
 * chain, fan-out and simulation rounds of `npm run bench`. Uses the existing build (run `npm run build`).
 */

import { formatLandingJavaScript, landingJavaScript } from "./landing-js";
import { formatSaleThroughput, measureSaleThroughput } from "./sale-throughput";

for (const line of formatLandingJavaScript("landing page JavaScript", landingJavaScript())) {
  console.log(line);
}
const rps = await measureSaleThroughput(Number(process.env.BENCH_SECONDS ?? 5), 3);
for (const line of formatSaleThroughput(rps)) console.log(line);
