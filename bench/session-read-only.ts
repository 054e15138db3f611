/** `npx tsx bench/session-read-only.ts`: the session-bearing read's figure alone (BENCH_SECONDS, default 5). */
import "./quiet-log";
import { formatSessionRead, measureSessionRead } from "./session-read";

const figures = await measureSessionRead(Number(process.env.BENCH_SECONDS ?? 5), 3);
for (const line of formatSessionRead(figures)) console.log(line);
