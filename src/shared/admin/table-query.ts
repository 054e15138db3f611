import { z } from "zod";
import { pageNumber } from "@/shared/integers";

/** Non-negative integer amounts in base units (micro-USDT, micro-PXL), as JSON strings. */
export const unitsString = z.string().regex(/^\d+$/, "an integer in base units");

export const pageSizes = [10, 25, 50, 100] as const;

/** Why a table refuses a `cursor` it could not have made (malformed, or a key that is not its own). */
export const INVALID_CURSOR_MESSAGE = "This page link is not valid: go back to the first page.";

/**
 * The query of an operator table: sorted, filtered and paged by the server (the browser never holds
 * more than a page). Each table names its sort columns and its filters; the search `q` is free text.
 */
export function tableQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    page: pageNumber.default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (pageSizes as readonly number[]).includes(n), "Page size must be 10, 25, 50 or 100.")
      .default(25),
    sort: z.enum(sorts).default(defaultSort),
    dir: z.enum(["asc", "desc"]).default("desc"),
    q: z.string().trim().max(200, "Search must be at most 200 characters.").default(""),
    /**
     * Keyset paging: where the page starts, as the previous answer's `nextCursor` or `prevCursor`
     * (opaque to the browser). Without it, `page` is counted from the start (a link to page 3).
     */
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,1000}$/, INVALID_CURSOR_MESSAGE)
      .optional(),
  });
}

/** Counting stops here: a big table says "1,000+ results" instead of counting every row each time. */
export const TABLE_COUNT_CAP = 1000;

/**
 * A page of a table: its rows, and how many rows the whole filtered table has. Tables paged by keyset
 * add the cursors of the pages before and after (null at either end), and may stop counting at
 * TABLE_COUNT_CAP (`totalCapped`: there are more than `total`).
 */
export function tablePageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    totalCapped: z.boolean().optional(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    nextCursor: z.string().nullable().optional(),
    prevCursor: z.string().nullable().optional(),
  });
}
