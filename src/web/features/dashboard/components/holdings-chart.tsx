import { m } from "@/paraglide/messages";
import { formatPxl } from "@/shared/format/money";
import type { PortfolioPayment } from "@/shared/portfolio/portfolio-schema";

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** Cumulative credited tokens after each payment, oldest first (plot positions only: floats are fine here). */
export function holdingsSeries(payments: readonly PortfolioPayment[]): { time: string; microPxl: bigint }[] {
  const credited = payments
    .filter((p) => p.status === "verified" && p.tokensMicroPxl !== null)
    .toSorted((a, b) => a.time.localeCompare(b.time));
  let total = 0n;
  return credited.map((p) => {
    total += BigInt(p.tokensMicroPxl ?? "0");
    return { time: p.time, microPxl: total };
  });
}

/** A small step chart of the tokens held over time, hand-drawn in SVG. */
export function HoldingsChart({ payments }: { payments: readonly PortfolioPayment[] }) {
  const series = holdingsSeries(payments);
  const last = series.at(-1);
  if (!last) {
    return <p className="text-slate-600 text-sm">{m.dashboard_chart_empty()}</p>;
  }
  const max = Number(last.microPxl) || 1;
  const step = series.length > 1 ? (WIDTH - 2 * PAD) / (series.length - 1) : 0;
  const y = (microPxl: bigint) => HEIGHT - PAD - (Number(microPxl) / max) * (HEIGHT - 2 * PAD);
  const points: string[] = [`${PAD},${HEIGHT - PAD}`];
  series.forEach((point, i) => {
    const x = series.length > 1 ? PAD + i * step : WIDTH - PAD;
    const previous = points.at(-1)?.split(",")[1] ?? String(HEIGHT - PAD);
    points.push(`${x},${previous}`, `${x},${y(point.microPxl)}`);
  });
  points.push(`${WIDTH - PAD},${y(last.microPxl)}`);
  const line = points.join(" ");
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-32 w-full"
        role="img"
        aria-label={m.dashboard_chart_label({ count: series.length, amount: formatPxl(last.microPxl) })}
        preserveAspectRatio="none"
      >
        <polygon points={`${line} ${WIDTH - PAD},${HEIGHT - PAD}`} className="fill-brand-100" />
        <polyline points={line} fill="none" className="stroke-brand-600" strokeWidth={2} />
      </svg>
      <figcaption className="text-slate-500 text-xs">{m.dashboard_chart_caption()}</figcaption>
    </figure>
  );
}
