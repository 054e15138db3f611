import { useMemo, useState } from "react";
import type { DataTableSource } from "@/web/features/admin/components/data-table";
import type { BaseTableQuery } from "@/web/features/admin/components/data-table-url-state";

const start: BaseTableQuery = { page: 1, pageSize: 25, sort: "", dir: "asc", q: "" };

/**
 * <DataTable> over rows the page already holds (a preview, a round's entries): searched and paged in
 * the browser. Its state stays in the component, not the address, since a page shows several such
 * tables at once and a preview is computed anew at every visit anyway.
 */
export function useLocalTable<Row>(
  rows: readonly Row[] | undefined,
  searchText: (row: Row) => string,
  status: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  } = {
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: () => undefined,
  },
): DataTableSource<BaseTableQuery, Row> {
  const [query, setQuery] = useState(start);
  const data = useMemo(() => {
    if (!rows) return undefined;
    const q = query.q.toLowerCase();
    const found = q ? rows.filter((row) => searchText(row).toLowerCase().includes(q)) : rows;
    const first = (query.page - 1) * query.pageSize;
    return {
      rows: found.slice(first, first + query.pageSize),
      total: found.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }, [rows, searchText, query]);
  return {
    query,
    // As the server-paged tables: anything but the page changed goes back to page 1.
    update: (patch) => setQuery((current) => ({ ...current, ...patch, page: patch.page ?? 1 })),
    // `status` may be a whole query result: its own `data` must not replace the page.
    result: { ...status, data },
  };
}
