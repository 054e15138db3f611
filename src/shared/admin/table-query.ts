import { z } from "zod";
import { pageNumber } from "@/shared/integers";

/** Non-negative integer amounts in base units (micro-USDT, micro-PXL), as JSON strings. */
export const unitsString = z.string().regex(/^\d+$/, "an integer in base units");

export const pageSizes = [10, 25, 50, 100] as const;

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
  });
}

/** A page of a table: its rows, and how many rows the whole filtered table has. */
export function tablePageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
