import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { oneAtATime } from "@/server/db/one-at-a-time";
import { queryRows } from "@/server/db/query-rows";
import { type DividendPeriod, recordDate } from "@/shared/distribution/dividend-period";
import { formatDateTime } from "@/shared/format/dates";

/** Where a dividend's holdings come from (see holdingsSource). */
export type HoldingsSource = "ledger" | "chain";

/**
 * How far the indexers have read the chain: the block time of the last block each one read as
 * final, over every chain it follows (the earliest of them; null when one has read no block yet or
 * none ever ran). A payment or PXL transfer in a block at or before that time is stored.
 */
export interface ReadThrough {
  payments: Date | null;
  pxlTransfers: Date | null;
}

/** A state table's read-through time: the earliest over its chains, null if any has none (or no row). */
const earliest = (table: "indexer_state" | "distribution_index_state") =>
  sql`select case when count(*) = count(final_through_time) then min(final_through_time) end as through
      from ${sql.raw(table)}`;

export async function readThrough(db: Db): Promise<ReadThrough> {
  const [[payments], [pxlTransfers]] = await oneAtATime([
    () => queryRows<{ through: Date | string | null }>(db, earliest("indexer_state")),
    () => queryRows<{ through: Date | string | null }>(db, earliest("distribution_index_state")),
  ]);
  const asDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return { payments: asDate(payments?.through), pxlTransfers: asDate(pxlTransfers?.through) };
}

/**
 * A dividend cannot be planned yet: an indexer its holdings come from has not read the chain
 * through the record date, so a payment or transfer just before it may be missing and shares would
 * go to the wrong holders. `message` is for the operator.
 */
export class ChainNotReadThroughError extends Error {
  override name = "ChainNotReadThroughError";
  readonly code = "chain_not_read_through_record_date";
}

/**
 * Throws ChainNotReadThroughError unless every indexer the holdings come from has a final block at
 * or after the period's record date: the payment indexer always (the ledger's credits come from its
 * payments), the distribution indexer too when holdings come from the chain's PXL transfers. Block
 * times only grow with the height, so a final block at or after the record date means every block
 * up to the record date is read.
 */
export async function ensureReadThroughRecordDate(
  db: Db,
  period: DividendPeriod,
  source: HoldingsSource,
): Promise<void> {
  const at = recordDate(period);
  const through = await readThrough(db);
  const needed = source === "chain" ? [through.payments, through.pxlTransfers] : [through.payments];
  const behind = needed.filter((time) => time === null || time < at);
  if (behind.length === 0) return;
  const never = behind.some((time) => time === null);
  const readTo = never
    ? "The chain has not been read yet"
    : `The chain is read through ${formatDateTime(minDate(behind as Date[]), { seconds: true })}`;
  const what = source === "chain" ? "payments and PXL transfers" : "payments";
  throw new ChainNotReadThroughError(
    `${readTo}; the ${period.half === 1 ? "H1" : "H2"} ${period.year} record date is ` +
      `${formatDateTime(at, { seconds: true })}. The dividend can be planned once the ${what} are read past it.`,
  );
}

const minDate = (dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
