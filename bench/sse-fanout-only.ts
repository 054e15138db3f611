/** `npx tsx bench/sse-fanout-only.ts [clients]`: the SSE fan-out figure alone (10,000 clients unless given). */
import "./quiet-log";
import { formatSseFanout, measureSseFanout } from "./sse-fanout";

const fanout = await measureSseFanout(Number(process.argv[2] ?? 10_000));
for (const line of formatSseFanout(fanout)) console.log(line);
