import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";

/** What every console table's query has (src/shared/admin/table-query.ts); filters come on top. */
export interface BaseTableQuery {
  page: number;
  pageSize: number;
  sort: string;
  dir: "asc" | "desc";
  q: string;
  /** Where a keyset-paged table's page starts (the server's cursor); absent on page 1. */
  cursor?: string;
}

/** A table query's zod schema: an object whose every field has a default (the contracts' tableQuerySchema). */
export type TableQuerySchema<Query extends BaseTableQuery> = z.ZodObject & z.ZodType<Query>;

/**
 * Reads a table's query from the address. Each field is read on its own, so one bad value (a page
 * size of 7 in an old link) falls back to its default without losing the others.
 */
export function readTableQuery<Query extends BaseTableQuery>(
  schema: TableQuerySchema<Query>,
  params: URLSearchParams,
): Query {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    const parsed = raw === null ? null : (field as z.ZodType).safeParse(raw);
    query[key] = parsed?.success ? parsed.data : defaults[key];
  }
  return query as Query;
}

/** The address's search params for `query`: defaults are left out so links stay short; other params are kept. */
export function writeTableQuery<Query extends BaseTableQuery>(
  schema: TableQuerySchema<Query>,
  query: Query,
  current: URLSearchParams,
): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const next = new URLSearchParams(current);
  for (const key of Object.keys(schema.shape)) {
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === defaults[key] || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * A table's sort, filters, search and page, kept in the address: a view can be linked, and Back
 * returns to the previous one. Any change but the page's goes back to page 1; a page's cursor goes
 * with the page it was given for and is dropped by any other change.
 */
export function useTableUrlState<Query extends BaseTableQuery>(schema: TableQuerySchema<Query>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readTableQuery(schema, params), [schema, params]);
  const update = useCallback(
    (patch: Partial<Query>) => {
      setParams(
        (current) => {
          const merged = { ...readTableQuery(schema, current), ...patch };
          if (!("page" in patch)) merged.page = 1;
          if (!("cursor" in patch)) merged.cursor = undefined;
          return writeTableQuery(schema, merged, current);
        },
        { preventScrollReset: true },
      );
    },
    [schema, setParams],
  );
  return { query, update };
}

export type TableUrlState<Query extends BaseTableQuery> = ReturnType<typeof useTableUrlState<Query>>;
