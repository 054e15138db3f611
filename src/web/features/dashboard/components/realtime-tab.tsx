import { m } from "@/paraglide/messages";
import { formatDateTime } from "@/shared/format/dates";
import { formatUsdt } from "@/shared/format/money";
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
        <CardTitle>{m.dashboard_feed_title()}</CardTitle>
        {liveIndicator}
      </CardHeader>
      <CardContent className="pt-2">
        {feed.data ? (
          <SaleFeedList feed={feed.data} />
        ) : feed.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p role="alert">{m.dashboard_feed_error()}</p>
            <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
              {m.dashboard_try_again()}
            </Button>
          </div>
        ) : (
          <Spinner label={m.dashboard_feed_loading()} />
        )}
      </CardContent>
    </Card>
  );
}

export function SaleFeedList({ feed }: { feed: SaleFeed }) {
  if (feed.payments.length === 0) return <p className="text-slate-600 text-sm">{m.dashboard_feed_empty()}</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label={m.dashboard_feed_label()}>
      {feed.payments.map((payment) => (
        <li key={payment.id} className="flex items-center justify-between gap-3 py-3" data-testid="feed-item">
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-semibold text-slate-900">{formatUsdt(payment.amountMicroUsdt)}</p>
            <p className="text-slate-500 text-xs">
              {m.dashboard_feed_from()} <span className="font-mono">{payment.sender}</span> ·{" "}
              {formatDateTime(payment.time)}
            </p>
          </div>
          <Badge tone={payment.status === "final" ? "success" : "warning"}>
            {payment.status === "final" ? m.payments_status_verified() : m.payments_status_pending()}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
