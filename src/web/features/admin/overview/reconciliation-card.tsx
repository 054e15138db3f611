import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import type { AdminOverview } from "@/shared/admin/overview";
import { formatUsdt } from "@/shared/format/money";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

/**
 * The ledger against the chain: credited + awaiting attribution + refunds due + not yet allocated
 * must equal the final incoming payments, to the micro-USDT.
 */
export function ReconciliationCard({ overview }: { overview: AdminOverview }) {
  const { reconciliation: r } = overview;
  const rows: Array<[string, string]> = [
    ["Final incoming payments", r.finalIncomingMicroUsdt],
    ["Credited", overview.creditedMicroUsdt],
    ["Awaiting attribution", overview.awaitingAttributionMicroUsdt],
    ["Refunds due", overview.refundDueMicroUsdt],
    ["Not yet allocated", r.unallocatedMicroUsdt],
  ];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Reconciliation</CardTitle>
        {r.balanced ? (
          <Badge tone="success">
            <CheckCircle2Icon className="size-3.5" aria-hidden />
            Balanced
          </Badge>
        ) : (
          <Badge tone="danger">
            <TriangleAlertIcon className="size-3.5" aria-hidden />
            Not balanced
          </Badge>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium tabular-nums">{formatUsdt(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-slate-600 text-xs">
          Credited, awaiting attribution, refunds due and not yet allocated add up to the final incoming
          payments when the ledger is balanced.
        </p>
      </CardContent>
    </Card>
  );
}
