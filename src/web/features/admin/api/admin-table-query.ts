import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { apiFetch } from "@/web/lib/api-fetch";

/** A page of a console table as the contracts define it (src/shared/admin/table-query.ts). */
export interface TablePage<Row> {
  rows: Row[];
  total: number;
  /** There are more rows than `total` (the server stopped counting). */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  /** Keyset-paged tables: where the next and the previous page start (null at the ends). */
  nextCursor?: string | null;
  prevCursor?: string | null;
}

/** The query string sent to the server: every field of the table's query, empty ones left out. */
export function tableSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * One page of a console table: the server sorts, filters and pages, the answer is checked against
 * the contract's page schema. The previous page stays on screen while the next one loads.
 */
export function adminTableQuery<Row>(
  path: string,
  query: Record<string, unknown>,
  pageSchema: z.ZodType<TablePage<Row>>,
) {
  return queryOptions({
    queryKey: adminKeys.table(path, query),
    queryFn: (): Promise<TablePage<Row>> => apiFetch(`${path}?${tableSearch(query)}`, pageSchema),
    placeholderData: keepPreviousData,
    retry: adminRetry,
  });
}
