import type { RoundKind, RoundSummary } from "@/shared/admin/distribution-rounds";
import { formatDateTime } from "@/shared/format/dates";
import { formatCount } from "@/shared/format/money";
import { Badge } from "@/web/components/ui/badge";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { DataTableColumn } from "@/web/features/admin/components/data-table";
import { formatRoundAmount, roundCsvUrl } from "@/web/features/admin/distribution/api/round-kinds";
import { cn } from "@/web/lib/cn";

export const roundStatusLabels = {
  draft: { label: "Draft", tone: "warning" },
  published: { label: "Published", tone: "success" },
} as const;

/** What a round is called in a button's accessible name, so each row's buttons say which round they act on. */
export const roundName = (round: RoundSummary) =>
  round.kind === "pxl"
    ? `PXL round of ${formatDateTime(round.createdAt)}`
    : `${round.period} dividend of ${formatDateTime(round.createdAt)}`;

/** The saved rounds' columns; the actions open a round's detail or its publication. */
export function roundColumns(
  kind: RoundKind,
  actions: { onDetail: (round: RoundSummary) => void; onPublish: (round: RoundSummary) => void },
): DataTableColumn<RoundSummary>[] {
  return [
    { id: "created", header: "Saved", cell: (r) => formatDateTime(r.createdAt) },
    ...(kind === "dividend"
      ? [
          { id: "period", header: "Period", cell: (r: RoundSummary) => r.period ?? "" },
          {
            id: "pool",
            header: "Pool / remainder",
            cell: (r: RoundSummary) =>
              r.poolMicroUsdt !== null
                ? `${formatRoundAmount(kind, r.poolMicroUsdt)} / ${formatRoundAmount(kind, r.remainderMicroUsdt ?? "0")}`
                : "",
          },
        ]
      : []),
    {
      id: "status",
      header: "Status",
      cell: (r) => <Badge tone={roundStatusLabels[r.status].tone}>{roundStatusLabels[r.status].label}</Badge>,
    },
    { id: "total", header: "Total", cell: (r) => formatRoundAmount(kind, r.totalAmount) },
    { id: "entries", header: "Entries", cell: (r) => formatCount(r.entries) },
    {
      id: "root",
      header: "Root",
      className: "max-w-64",
      cell: (r) => (r.merkleRoot ? <CopyableValue value={r.merkleRoot} copyLabel="Copy root" /> : "None yet"),
    },
    {
      id: "tx",
      header: "setRoot transaction",
      className: "max-w-64",
      cell: (r) =>
        r.setRootTxHash ? (
          <CopyableValue value={r.setRootTxHash} copyLabel="Copy setRoot transaction hash" />
        ) : (
          "Not published"
        ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Details of the ${roundName(r)}`}
            onClick={() => actions.onDetail(r)}
          >
            Details
          </Button>
          <a
            href={roundCsvUrl(kind, r.id)}
            download
            aria-label={`Download the ${roundName(r)} (CSV)`}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
          >
            CSV
          </a>
          {r.status === "draft" ? (
            <Button size="sm" aria-label={`Publish the ${roundName(r)}`} onClick={() => actions.onPublish(r)}>
              Publish
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}
