/**
 * `npx tsx bench/lighthouse-only.ts [/page,/other] [runs]`: the Lighthouse figures alone, on the
 * existing build (run `npm run build` first), every page of the bench unless given, 3 runs each.
 */
import "./quiet-log";
import { formatLighthouse, LIGHTHOUSE_PAGES, measureLighthouse } from "./lighthouse";

const pages = process.argv[2] ? process.argv[2].split(",") : LIGHTHOUSE_PAGES;
const figures = await measureLighthouse(pages, Number(process.argv[3] ?? 3));
for (const line of formatLighthouse(figures)) console.log(line);
