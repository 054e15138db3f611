/**
 * `npx tsx bench/quick.ts`: the two figures a front-end or /api/sale change moves, without the
 * chain, fan-out and simulation rounds of `npm run bench`. Uses the existing build (run `npm run build`).
 */

import { formatLandingJavaScript, landingJavaScript } from "./landing-js";
import { measureSaleThroughput } from "./sale-throughput";

for (const line of formatLandingJavaScript("landing page JavaScript", landingJavaScript())) {
  console.log(line);
}
const rps = await measureSaleThroughput(Number(process.env.BENCH_SECONDS ?? 5), 3);
console.log(`GET /api/sale            ${Math.round(rps.sale).toString().padStart(8)} req/s`);
console.log(`bare Hono JSON handler   ${Math.round(rps.bare).toString().padStart(8)} req/s`);
console.log(`ratio /api/sale : bare   ${(rps.sale / rps.bare).toFixed(2)}   (goal >= 0.8)`);
console.log(
  `  bare with /api/sale's headers ${Math.round(rps.bareWithSaleHeaders)} req/s, x${(rps.bareWithSaleHeaders / rps.bare).toFixed(2)} of bare: the ratio's ceiling while API answers carry them`,
);
