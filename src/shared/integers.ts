import { z } from "zod";

/** The largest value of PostgreSQL's `integer`: one past it fails the query (a 500 if it reaches it). */
export const INT32_MAX = 2 ** 31 - 1;

/**
 * A whole number an `integer` column holds, from `min` (0 unless given). Every number a request
 * carries to such a column is checked here, so that a bad one is a 400 that names its field.
 */
export function int32(min = 0) {
  const message = `Must be a whole number from ${min} to ${INT32_MAX}.`;
  return z.number({ error: message }).int(message).min(min, message).max(INT32_MAX, message);
}

/**
 * The highest page of an operator table. Far beyond any real table, and small enough that the
 * offset (page × the largest page size) stays a small number wherever it goes.
 */
export const MAX_PAGE = 100_000;

/** A page number from a query string ("3"): from 1 to MAX_PAGE. */
export const pageNumber = z.coerce
  .number({ error: "The page must be a number." })
  .int("The page must be a whole number.")
  .min(1, "Pages are numbered from 1.")
  .max(MAX_PAGE, `The page must be at most ${MAX_PAGE}.`);
