import { type SQL, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { INVALID_CURSOR_MESSAGE, TABLE_COUNT_CAP } from "@/shared/admin/table-query";
import type { ApiError } from "@/shared/api-error";

/**
 * Keyset paging for the console's big tables: a page starts after (or before) the sort key of a row
 * the operator saw, so page 400 costs what page 1 does (OFFSET would read the 399 pages before it).
 * The cursor is the key and a direction in base64url JSON; the browser hands it back unread.
 */
export type Towards = "next" | "prev";

export interface Cursor {
  towards: Towards;
  key: string[];
}

export const encodeCursor = (towards: Towards, key: string[]): string =>
  Buffer.from(JSON.stringify({ t: towards, k: key })).toString("base64url");

/**
 * A cursor this table could not have made (not its JSON, another sort's key, a value out of range):
 * refused with the 400 the query schema answers for a malformed one, before any SQL runs.
 */
export function invalidCursor(): HTTPException {
  const body: ApiError = { error: INVALID_CURSOR_MESSAGE, code: "invalid", field: "cursor" };
  return new HTTPException(400, { res: Response.json(body, { status: 400 }) });
}

/**
 * The cursor, or null without one. `valid` checks each part of the key so that no value can fail a
 * cast in SQL; a cursor that fails it, or is not a cursor at all, throws invalidCursor().
 */
export function decodeCursor(cursor: string | undefined, valid: (key: string[]) => boolean): Cursor | null {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== "object" || parsed === null) throw invalidCursor();
  const { t, k } = parsed as { t?: unknown; k?: unknown };
  if ((t !== "next" && t !== "prev") || !Array.isArray(k) || !k.every((v) => typeof v === "string"))
    throw invalidCursor();
  if (!valid(k)) throw invalidCursor();
  return { towards: t, key: k };
}

/**
 * `(columns) > (values)` or `<`: rows after the cursor in the table's order `dir`, or before it
 * when paging back. Row comparison keeps the tie-breaking columns in the order, as the index has them.
 */
export function keysetCondition(columns: SQL[], values: SQL[], dir: "asc" | "desc", towards: Towards): SQL {
  const forward = (dir === "asc") === (towards === "next");
  return sql`(${sql.join(columns, sql`, `)}) ${forward ? sql`>` : sql`<`} (${sql.join(values, sql`, `)})`;
}

/** The order to read in: the table's, or reversed when paging back (the rows are turned round after). */
export const readingDir = (dir: "asc" | "desc", towards: Towards): "asc" | "desc" =>
  towards === "next" ? dir : dir === "asc" ? "desc" : "asc";

/**
 * The page from `pageSize + 1` rows read in `towards`'s direction: the extra row says whether there
 * is more that way. `keyOf` makes a row's cursor key; `hasBefore` says whether rows precede the page
 * when reading forward (a cursor or a page past the first).
 */
export function keysetPage<Row>(
  read: Row[],
  pageSize: number,
  towards: Towards,
  hasBefore: boolean,
  keyOf: (row: Row) => string[],
) {
  const more = read.length > pageSize;
  const rows = read.slice(0, pageSize);
  if (towards === "prev") rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  const beforeExists = towards === "prev" ? more : hasBefore;
  const afterExists = towards === "prev" ? true : more;
  return {
    rows,
    prevCursor: beforeExists && first ? encodeCursor("prev", keyOf(first)) : null,
    nextCursor: afterExists && last ? encodeCursor("next", keyOf(last)) : null,
  };
}

/** `count(*)` of a query's rows, stopping at TABLE_COUNT_CAP + 1 so a big table costs what a small one does. */
export const cappedCount = (from: SQL): SQL =>
  sql`select count(*) as n from (select 1 from ${from} limit ${TABLE_COUNT_CAP + 1}) counted`;

export function cappedTotal(counted: number): { total: number; totalCapped: boolean } {
  return counted > TABLE_COUNT_CAP
    ? { total: TABLE_COUNT_CAP, totalCapped: true }
    : { total: counted, totalCapped: false };
}
