import { type SQL, sql } from "drizzle-orm";

/**
 * SQL pieces of the console's tables (sorted, filtered and paged by the database). Every value
 * from the request is a bound parameter; only the fixed words below are written into the text.
 */

/** `ilike` pattern for "contains q": the user's % and _ are literal characters, not wildcards. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const direction = (dir: "asc" | "desc"): SQL => (dir === "asc" ? sql`asc` : sql`desc`);

export const pageOf = ({ page, pageSize }: { page: number; pageSize: number }): SQL =>
  sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;

/** `where` from conditions that apply (an absent filter is `undefined`). */
export function whereAll(conditions: ReadonlyArray<SQL | undefined>): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? sql`` : sql`where ${sql.join(present, sql` and `)}`;
}

export const isoTime = (value: Date | string) => new Date(value).toISOString();
