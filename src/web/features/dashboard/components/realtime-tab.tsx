import { formatDateTime } from "@/shared/format/dates";
import { formatUsdt } from "@/shared/format/money";
import { paymentStatusLabel } from "@/shared/format/statuses";
import type { SaleFeed } from "@/shared/portfolio/sale-feed";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useSaleFeed } from "@/web/features/dashboard/api/get-sale-feed";

/** The Real-time tab: payments reaching the sale wallet as they arrive, and whether the stream is live. */
export function RealtimeTab({ liveIndicator }: { liveIndicator: React.ReactNode }) {
  const feed = useSaleFeed();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Live Sale Feed</CardTitle>
        {liveIndicator}
      </CardHeader>
      <CardContent className="pt-2">
        {feed.data ? (
          <SaleFeedList feed={feed.data} />
        ) : feed.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p role="alert">Could not load the latest payments.</p>
            <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading the latest payments…" />
        )}
      </CardContent>
    </Card>
  );
}

export function SaleFeedList({ feed }: { feed: SaleFeed }) {
  if (feed.payments.length === 0) return <p className="text-slate-600 text-sm">No payments yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Latest payments to the sale wallet">
      {feed.payments.map((payment) => (
        <li key={payment.id} className="flex items-center justify-between gap-3 py-3" data-testid="feed-item">
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-semibold text-slate-900">{formatUsdt(payment.amountMicroUsdt)}</p>
            <p className="text-slate-500 text-xs">
              from <span className="font-mono">{payment.sender}</span> · {formatDateTime(payment.time)}
            </p>
          </div>
          <Badge tone={payment.status === "final" ? "success" : "warning"}>
            {payment.status === "final" ? paymentStatusLabel.verified : paymentStatusLabel.pending}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
