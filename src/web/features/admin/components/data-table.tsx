/**
 * The operator console's table: sorted, filtered and paged by the server, its state in the address.
 *
 * Usage (a route or feature component):
 *
 *   const table = useAdminTable(listKycSubmissions.path, adminKycQuerySchema, adminKycPageSchema);
 *   <DataTable
 *     caption="KYC queue"                       // names the table and its scrolling region
 *     table={table}
 *     rowKey={(row) => row.id}
 *     searchPlaceholder="Name or e-mail"
 *     filters={[{ key: "status", label: "Status", options: [{ value: "pending", label: "Pending" }, ...] }]}
 *     columns={[
 *       { id: "name", header: "Name", sort: "name", cell: (row) => row.fullName },
 *       { id: "submitted", header: "Submitted", sort: "submitted", firstDir: "desc", cell: (row) => ... },
 *     ]}
 *   />
 *
 * `sort` must be one of the query schema's sort values; a filter's `key` one of its fields (with the
 * schema's enum values as options). Page, page size, sort, dir, q and the filters are search params,
 * defaults left out; changing anything but the page goes back to page 1. While a page loads the
 * previous one stays; errors and empty results are said in words ("No results.").
 */
import type { ReactNode } from "react";
import { useId } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import type { TablePage } from "@/web/features/admin/api/admin-table-query";
import { DataTableHeader } from "@/web/features/admin/components/data-table-header";
import { DataTablePagination } from "@/web/features/admin/components/data-table-pagination";
import { DataTableSearch } from "@/web/features/admin/components/data-table-search";
import { DataTableSelect, type SelectOption } from "@/web/features/admin/components/data-table-select";
import type { BaseTableQuery } from "@/web/features/admin/components/data-table-url-state";
import { errorText } from "@/web/features/admin/components/error-text";
import { cn } from "@/web/lib/cn";

export interface DataTableColumn<Row, Sort extends string = string> {
  id: string;
  header: string;
  /** The server's sort value for this column; without it the header is plain text. */
  sort?: Sort;
  /** The direction of the first press on the header (dates and amounts: "desc"). */
  firstDir?: "asc" | "desc";
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableFilter<Query> {
  key: keyof Query & string;
  label: string;
  options: readonly SelectOption[];
}

/** What <DataTable> needs of useAdminTable's answer (or of any query with the same shape). */
export interface DataTableSource<Query extends BaseTableQuery, Row> {
  query: Query;
  update: (patch: Partial<Query>) => void;
  result: {
    data: TablePage<Row> | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
}

export function DataTable<Query extends BaseTableQuery, Row>({
  caption,
  table,
  columns,
  rowKey,
  filters = [],
  searchPlaceholder,
  toolbar,
}: {
  caption: string;
  table: DataTableSource<Query, Row>;
  columns: readonly DataTableColumn<Row, Query["sort"]>[];
  rowKey: (row: Row) => string;
  filters?: readonly DataTableFilter<Query>[];
  searchPlaceholder?: string;
  /** More controls beside the search and filters (for example a "New announcement" button). */
  toolbar?: ReactNode;
}) {
  const captionId = useId();
  const { query, update, result } = table;
  const rows = result.data?.rows ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <DataTableSearch
          value={query.q}
          placeholder={searchPlaceholder}
          onSearch={(q) => update({ q } as Partial<Query>)}
        />
        {filters.length > 0 || toolbar ? (
          <div className="flex flex-wrap items-end gap-3">
            {filters.map((filter) => (
              <DataTableSelect
                key={filter.key}
                label={filter.label}
                value={String(query[filter.key])}
                options={filter.options}
                onChange={(value) => update({ [filter.key]: value } as Partial<Query>)}
              />
            ))}
            {toolbar}
          </div>
        ) : null}
      </div>

      {result.isError ? (
        <Alert tone="danger" className="flex-col items-start">
          <p>
            We could not load {caption.toLowerCase()}. {errorText(result.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}

      {/* Wide tables scroll inside this region, not the page; it takes focus so the keyboard can scroll it. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="w-full min-w-max border-collapse text-left text-sm" aria-busy={result.isFetching}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <DataTableHeader
                  key={column.id}
                  label={column.header}
                  sort={column.sort}
                  firstDir={column.firstDir}
                  current={query}
                  className={column.className}
                  onSort={(sort, dir) => update({ sort, dir } as Partial<Query>)}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length > 0 ? (
              rows.map((row) => (
                <tr key={rowKey(row)} className="align-top hover:bg-slate-50/60">
                  {columns.map((column) => (
                    <td key={column.id} className={cn("px-3 py-2.5", column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600">
                  {result.isPending ? (
                    <span role="status">Loading…</span>
                  ) : result.isError ? (
                    "Nothing to show."
                  ) : (
                    "No results."
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>

      <DataTablePagination
        page={query.page}
        pageSize={query.pageSize}
        total={result.data?.total ?? null}
        totalCapped={result.data?.totalCapped ?? false}
        nextCursor={result.data?.nextCursor}
        onPage={(page) => update(pageMove(page, query.page, result.data) as Partial<Query>)}
        onPageSize={(pageSize) => update({ pageSize } as Partial<Query>)}
      />
    </div>
  );
}

/**
 * The address change for Previous or Next. A keyset-paged table (its answer carries cursors) moves
 * by the cursor of the page shown, so page 400 costs the server what page 1 does; back to page 1
 * needs none. Other tables move by page number.
 */
function pageMove(
  page: number,
  current: number,
  data: Pick<TablePage<unknown>, "nextCursor" | "prevCursor"> | undefined,
): { page: number; cursor?: string } {
  if (page === 1 || data?.nextCursor === undefined) return { page, cursor: undefined };
  const cursor = page > current ? data.nextCursor : data.prevCursor;
  return cursor ? { page, cursor } : { page, cursor: undefined };
}
