import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";

/**
 * A column header. A sortable one is a button and carries aria-sort; the first press sorts the
 * column in its natural direction (`firstDir`), the next ones reverse it.
 */
export function DataTableHeader({
  label,
  sort,
  firstDir = "asc",
  current,
  onSort,
  className,
}: {
  label: string;
  sort: string | undefined;
  firstDir?: "asc" | "desc" | undefined;
  current: { sort: string; dir: "asc" | "desc" };
  onSort: (sort: string, dir: "asc" | "desc") => void;
  className?: string | undefined;
}) {
  const headerClass = cn(
    "whitespace-nowrap border-slate-200 border-b px-3 py-2 font-semibold text-slate-700 text-xs uppercase tracking-wide",
    className,
  );
  if (!sort) {
    return (
      <th scope="col" className={headerClass}>
        {label}
      </th>
    );
  }
  const active = current.sort === sort;
  const Icon = !active ? ArrowUpDownIcon : current.dir === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <th
      scope="col"
      aria-sort={active ? (current.dir === "asc" ? "ascending" : "descending") : "none"}
      className={headerClass}
    >
      <button
        type="button"
        onClick={() => onSort(sort, active ? (current.dir === "asc" ? "desc" : "asc") : firstDir)}
        className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded px-1 uppercase hover:bg-slate-100 hover:text-slate-900"
      >
        {label}
        <Icon className={cn("size-3.5", active ? "text-brand-700" : "text-slate-400")} aria-hidden />
      </button>
    </th>
  );
}
