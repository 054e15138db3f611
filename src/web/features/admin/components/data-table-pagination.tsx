import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { pageSizes } from "@/shared/admin/table-query";
import { formatCount } from "@/shared/format/money";
import { Button } from "@/web/components/ui/button";
import { DataTableSelect } from "@/web/features/admin/components/data-table-select";

const sizeOptions = pageSizes.map((size) => ({ value: String(size), label: String(size) }));

/**
 * "Page X of Y", Previous and Next, the page size. `total` is unknown (null) until the first page
 * arrives; `totalCapped` says the server stopped counting there ("1,000+ results", "Page X of 40+").
 * A keyset-paged table gives `nextCursor` (null on its last page), which decides Next.
 */
export function DataTablePagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  nextCursor,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number | null;
  totalCapped?: boolean;
  nextCursor?: string | null;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const more = totalCapped ? "+" : "";
  const lastPage = nextCursor !== undefined ? nextCursor === null : pages === null || page >= pages;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="w-28">
        <DataTableSelect
          label="Rows per page"
          value={String(pageSize)}
          options={sizeOptions}
          onChange={(value) => onPageSize(Number(value))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {total === null ? null : (
          <p className="text-slate-500 text-sm">
            {formatCount(total)}
            {more} {total === 1 && !totalCapped ? "result" : "results"}
          </p>
        )}
        <p className="font-medium text-slate-700 text-sm" aria-live="polite">
          {pages === null ? `Page ${page}` : `Page ${page} of ${Math.max(pages, page)}${more}`}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={lastPage} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </div>
    </div>
  );
}
