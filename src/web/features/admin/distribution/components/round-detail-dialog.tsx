import type { RoundKind, RoundSummary } from "@/shared/admin/distribution-rounds";
import { formatDateTime } from "@/shared/format/dates";
import { formatCount, formatPxl } from "@/shared/format/money";
import { Alert } from "@/web/components/ui/alert";
import { buttonVariants } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { DataTable, type DataTableColumn } from "@/web/features/admin/components/data-table";
import { errorText } from "@/web/features/admin/components/error-text";
import { formatRoundAmount, roundCsvUrl } from "@/web/features/admin/distribution/api/round-kinds";
import { useRoundDetail } from "@/web/features/admin/distribution/api/round-queries";
import { roundName, roundStatusLabels } from "@/web/features/admin/distribution/components/round-columns";
import { useLocalTable } from "@/web/features/admin/distribution/components/use-local-table";
import { HoldersSection } from "@/web/features/admin/distribution/holders/holders-section";
import { cn } from "@/web/lib/cn";

type Entry = NonNullable<ReturnType<typeof useRoundDetail>["data"]>["entryList"][number];
const entryText = (e: Entry) => `${e.email} ${e.account ?? ""}`;

/** A saved round: its figures, its reason, every entry and its CSV; once published, its holders on chain. */
export function RoundDetailDialog({
  kind,
  round,
  onClose,
}: {
  kind: RoundKind;
  round: RoundSummary | null;
  onClose: () => void;
}) {
  const detail = useRoundDetail(kind, round?.id ?? null);
  const entries = useLocalTable(detail.data?.entryList, entryText);
  const columns: DataTableColumn<Entry>[] = [
    { id: "email", header: "E-mail", cell: (e) => e.email },
    {
      id: "account",
      header: "Account",
      className: "max-w-64",
      cell: (e) => (e.account ? <CopyableValue value={e.account} copyLabel="Copy account" /> : "None"),
    },
    ...(kind === "dividend"
      ? [
          {
            id: "held",
            header: "Held",
            cell: (e: Entry) => (e.heldMicroPxl ? formatPxl(e.heldMicroPxl) : ""),
          },
        ]
      : []),
    { id: "amount", header: "This round", cell: (e) => formatRoundAmount(kind, e.amount) },
    { id: "cumulative", header: "Cumulative", cell: (e) => formatRoundAmount(kind, e.cumulativeAmount) },
  ];
  return (
    <Dialog open={round !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={round ? roundName(round) : "Round"} className="max-w-4xl">
        {detail.isPending ? <Spinner label="Loading the round..." /> : null}
        {detail.isError ? (
          <Alert tone="danger">We could not load the round. {errorText(detail.error)}</Alert>
        ) : null}
        {detail.data ? (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <Fact label="Status">{roundStatusLabels[detail.data.status].label}</Fact>
              <Fact label="Total">{formatRoundAmount(kind, detail.data.totalAmount)}</Fact>
              <Fact label="Entries">{formatCount(detail.data.entries)}</Fact>
              {detail.data.recordDate ? (
                <Fact label="Record date">{formatDateTime(detail.data.recordDate)}</Fact>
              ) : null}
              {detail.data.profitMicroUsdt ? (
                <Fact label="Profit">{formatRoundAmount("dividend", detail.data.profitMicroUsdt)}</Fact>
              ) : null}
              {detail.data.poolMicroUsdt ? (
                <Fact label="Pool (10%)">{formatRoundAmount("dividend", detail.data.poolMicroUsdt)}</Fact>
              ) : null}
              {detail.data.remainderMicroUsdt ? (
                <Fact label="Remainder (stays with the academy)">
                  {formatRoundAmount("dividend", detail.data.remainderMicroUsdt)}
                </Fact>
              ) : null}
              <Fact label="Saved">{`${formatDateTime(detail.data.createdAt)}${detail.data.createdBy ? ` by ${detail.data.createdBy}` : ""}`}</Fact>
              {detail.data.publishedAt ? (
                <Fact label="Published">{formatDateTime(detail.data.publishedAt)}</Fact>
              ) : null}
              <Fact label="Reason">{detail.data.reason}</Fact>
              <Fact label="Root">
                {detail.data.merkleRoot ? (
                  <CopyableValue value={detail.data.merkleRoot} copyLabel="Copy root" />
                ) : (
                  "None yet"
                )}
              </Fact>
              <Fact label="setRoot transaction">
                {detail.data.setRootTxHash ? (
                  <CopyableValue
                    value={detail.data.setRootTxHash}
                    copyLabel="Copy setRoot transaction hash"
                  />
                ) : (
                  "Not published"
                )}
              </Fact>
            </dl>
            <a
              href={roundCsvUrl(kind, detail.data.id)}
              download
              className={cn(buttonVariants({ variant: "outline" }), "self-start")}
            >
              Download the entries (CSV)
            </a>
            <DataTable
              caption="Entries of the round"
              table={entries}
              columns={columns}
              rowKey={(e) => e.userId}
              searchPlaceholder="E-mail or account"
            />
            {detail.data.status === "published" ? (
              <HoldersSection kind={kind} roundId={detail.data.id} />
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
