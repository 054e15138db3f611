import { useMemo, useState } from "react";
import type { RoundKind, RoundSummary } from "@/shared/admin/distribution-rounds";
import { DataTable } from "@/web/features/admin/components/data-table";
import { useRounds } from "@/web/features/admin/distribution/api/round-queries";
import { roundColumns } from "@/web/features/admin/distribution/components/round-columns";
import { RoundDetailDialog } from "@/web/features/admin/distribution/components/round-detail-dialog";
import { useLocalTable } from "@/web/features/admin/distribution/components/use-local-table";
import { PublishDialog } from "@/web/features/admin/distribution/publish/publish-dialog";

const roundText = (r: RoundSummary) => `${r.period ?? ""} ${r.status} ${r.reason} ${r.merkleRoot ?? ""}`;

/** The saved rounds of one kind, newest first, each with its detail, its CSV and (a draft) its publication. */
export function RoundsSection({ kind }: { kind: RoundKind }) {
  const rounds = useRounds(kind);
  const table = useLocalTable(rounds.data, roundText, rounds);
  const [detail, setDetail] = useState<RoundSummary | null>(null);
  const [publishing, setPublishing] = useState<RoundSummary | null>(null);
  const columns = useMemo(
    () => roundColumns(kind, { onDetail: setDetail, onPublish: setPublishing }),
    [kind],
  );
  const caption = kind === "pxl" ? "Saved PXL rounds" : "Saved dividend rounds";
  return (
    <section aria-labelledby={`${kind}-rounds-title`} className="flex flex-col gap-3">
      <h3 id={`${kind}-rounds-title`} className="font-semibold text-lg">
        {caption}
      </h3>
      <DataTable
        caption={caption}
        table={table}
        columns={columns}
        rowKey={(r) => r.id}
        searchPlaceholder="Period, status or reason"
      />
      {/* Keyed by round: one round's search and page in its entries never carry over to the next. */}
      <RoundDetailDialog
        key={detail?.id ?? "none"}
        kind={kind}
        round={detail}
        onClose={() => setDetail(null)}
      />
      <PublishDialog
        key={publishing?.id ?? "none"}
        kind={kind}
        round={publishing}
        onClose={() => setPublishing(null)}
      />
    </section>
  );
}
