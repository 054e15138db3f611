import type { AdminOverview } from "@/shared/admin/overview";
import { formatDateTime } from "@/shared/format/dates";
import { formatCount } from "@/shared/format/money";
import { Alert } from "@/web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

type Indexer = AdminOverview["indexers"][number];

const lagText = (lag: string | null) =>
  lag === null ? "Unknown" : `${formatCount(lag)} ${lag === "1" ? "block" : "blocks"}`;

/** How far the payment indexer trails the chain's head, and its last error. */
export function IndexerCard({ indexers }: { indexers: readonly Indexer[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment indexer</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {indexers.length === 0 ? <p className="text-slate-600 text-sm">No indexer has run yet.</p> : null}
        {indexers.map((indexer) => (
          <div key={indexer.chainId} className="flex flex-col gap-2">
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Lag</dt>
              <dd className="text-right font-medium tabular-nums">{lagText(indexer.lagBlocks)}</dd>
              <dt className="text-slate-600">Chain head</dt>
              <dd className="text-right tabular-nums">
                {indexer.head === null ? "Unknown" : formatCount(indexer.head)}
              </dd>
              <dt className="text-slate-600">Final through block</dt>
              <dd className="text-right tabular-nums">{formatCount(indexer.finalThrough)}</dd>
              <dt className="text-slate-600">Last run</dt>
              <dd className="text-right">
                {indexer.lastTickAt ? formatDateTime(indexer.lastTickAt, { seconds: true }) : "Never"}
              </dd>
              <dt className="text-slate-600">Chain</dt>
              <dd className="text-right tabular-nums">{indexer.chainId}</dd>
            </dl>
            {indexer.lastError ? (
              <Alert tone="warning" className="flex-col gap-1 break-words">
                <p className="font-semibold">Last error</p>
                <p>{indexer.lastError}</p>
              </Alert>
            ) : (
              <p className="text-slate-600 text-sm">Last error: none.</p>
            )}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
