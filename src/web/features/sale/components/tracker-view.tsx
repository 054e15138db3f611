import { AlertTriangleIcon, BuildingIcon, CoinsIcon, PercentIcon, TagIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatCount, formatPercent, formatPrice, formatUsd, formatUsdt } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import {
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  COURSE_DISCOUNT_PERCENT,
  formatProgress,
  progressTenths,
} from "@/shared/sale/rules";
import type { TokenData } from "@/shared/sale/token-data";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { LiveIndicator } from "@/web/features/sale/components/live-indicator";

export type TrackerState =
  | { kind: "loading" }
  | { kind: "error"; retry: () => void }
  | { kind: "empty" }
  | { kind: "ready"; data: TokenData };

/** The fundraising tracker in each of its states; knows nothing about where the figures come from. */
export function TrackerView({
  state,
  joinHref,
  live,
}: {
  state: TrackerState;
  joinHref: string;
  /** The figures' stream is open: "Live Data"; otherwise "Connecting...". */
  live: boolean;
}) {
  if (state.kind === "loading") return <TrackerMessage>{m.tracker_loading()}</TrackerMessage>;
  if (state.kind === "empty") return <TrackerMessage>{m.tracker_empty()}</TrackerMessage>;
  if (state.kind === "error") {
    return (
      <TrackerMessage>
        <span role="alert">{m.tracker_error()}</span>
        <Button variant="outline" size="sm" className="mt-4" onClick={state.retry} data-action="retry">
          {m.common_try_again()}
        </Button>
      </TrackerMessage>
    );
  }
  return <TrackerFigures data={state.data} joinHref={joinHref} live={live} />;
}

function TrackerMessage({ children }: { children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex min-h-48 flex-col items-center justify-center text-center text-slate-600">
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The tracker with its figures. Its `data-field`s and `data-part` are what the landing page's script
 * fills in and shows (src/web/static-page/sale-figures.ts); `signedInJoinHref` is where Join the Sale leads
 * once it finds the reader signed in.
 */
export function TrackerFigures({
  data,
  joinHref,
  signedInJoinHref,
  live,
}: {
  data: TokenData;
  joinHref: string;
  signedInJoinHref?: string;
  live: boolean;
}) {
  const signedInHref = signedInJoinHref ? { "data-signed-in-href": signedInJoinHref } : {};
  const raised = BigInt(data.totalRaised);
  const cap = BigInt(data.cap);
  const price = BigInt(data.price);
  const percent = formatProgress(raised);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-bold text-xl">
              {data.soldOut ? m.tracker_title_completed() : m.tracker_title_progress()}
            </h3>
            <LiveIndicator live={live} />
          </div>
          {raised === 0n ? (
            <Alert tone="warning" data-part="initializing">
              <AlertTriangleIcon aria-hidden />
              <span>{m.tracker_initializing()}</span>
            </Alert>
          ) : null}
          <div>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <p>
                <span className="font-bold text-3xl text-brand-950" data-field="raised">
                  {formatUsdt(raised)}
                </span>{" "}
                <span className="text-slate-600">
                  {m.tracker_raised_of_goal({ goal: formatUsdt(cap, { shown: 0 }) })}
                </span>
              </p>
              <p className="font-semibold text-brand-700" data-field="percent">
                {formatPercent(percent)}
              </p>
            </div>
            <Progress
              data-field="progress"
              className="mt-3"
              value={progressTenths(raised) / 10}
              aria-label={m.tracker_progress_label()}
            />
          </div>
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-5">
            <Figure label={m.tracker_figure_price()} value={formatPrice(price)} />
            <Figure label={m.tracker_figure_sold()} value={formatCount(data.tokensSold)} field="sold" />
            <Figure
              label={m.tracker_figure_remaining()}
              value={formatCount(data.tokensRemaining)}
              field="remaining"
            />
            <Figure
              label={m.tracker_figure_status()}
              value={
                <Badge tone={data.soldOut ? "danger" : "success"}>
                  {data.soldOut ? m.tracker_status_sold_out() : m.tracker_status_available()}
                </Badge>
              }
            />
            <Figure
              label={m.tracker_figure_tga()}
              value={formatUsd(BigInt(data.marketCap) * MICRO)}
              hint={m.tracker_figure_tga_hint()}
            />
          </dl>
          {data.soldOut ? (
            <Alert tone="danger" className="justify-center font-semibold">
              {m.tracker_sold_out()}
            </Alert>
          ) : (
            <Button asChild variant="accent" size="lg" className="self-start">
              <Link to={joinHref} {...signedInHref}>
                {m.tracker_join()}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <FactCard
          icon={<CoinsIcon />}
          value={formatCount(data.totalSupply)}
          label={m.tracker_fact_supply()}
        />
        <FactCard
          icon={<BuildingIcon />}
          value={`${COMPANY_SHARE_OF_SUPPLY_PERCENT}%`}
          label={m.tracker_fact_ownership()}
        />
        <FactCard icon={<TagIcon />} value={formatPrice(price)} label={m.tracker_fact_price()} />
        <FactCard
          icon={<PercentIcon />}
          value={`${COURSE_DISCOUNT_PERCENT}%`}
          label={m.tracker_fact_discount()}
        />
      </ul>
    </div>
  );
}

function Figure({
  label,
  value,
  hint,
  field,
}: {
  label: string;
  value: React.ReactNode;
  hint?: string;
  /** What the landing page's script fills in (src/web/static-page/sale-figures.ts). */
  field?: string;
}) {
  return (
    <div>
      <dt className="text-slate-600" title={hint}>
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-base text-slate-900" data-field={field}>
        {value}
      </dd>
    </div>
  );
}

function FactCard({ icon, value, label }: { icon: React.ReactNode; value: string; label: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="text-brand-600 [&_svg]:size-5" aria-hidden>
        {icon}
      </span>
      <p className="mt-2 font-bold text-lg">{value}</p>
      <p className="text-slate-600 text-sm">{label}</p>
    </li>
  );
}
