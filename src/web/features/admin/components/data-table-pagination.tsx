import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { pageSizes } from "@/shared/admin/table-query";
import { formatCount } from "@/shared/format/money";
import { Button } from "@/web/components/ui/button";
import { DataTableSelect } from "@/web/features/admin/components/data-table-select";

const sizeOptions = pageSizes.map((size) => ({ value: String(size), label: String(size) }));

/** "Page X of Y", Previous and Next, the page size. `total` is unknown (null) until the first page arrives. */
export function DataTablePagination({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number | null;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
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
            {formatCount(total)} {total === 1 ? "result" : "results"}
          </p>
        )}
        <p className="font-medium text-slate-700 text-sm" aria-live="polite">
          {pages === null ? `Page ${page}` : `Page ${page} of ${pages}`}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={pages === null || page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </div>
    </div>
  );
}
