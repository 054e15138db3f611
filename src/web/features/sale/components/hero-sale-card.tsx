import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatPercent, formatUsdt } from "@/shared/format/money";
import { CAP_MICRO_USDT, formatProgress, progressTenths } from "@/shared/sale/rules";
import { type TokenData, tokenDataFor } from "@/shared/sale/token-data";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Progress } from "@/web/components/ui/progress";
import { useTokenData } from "@/web/features/sale/api/get-token-data";

/**
 * The live sale in the landing page's hero, above the fold on a phone: raised against the goal,
 * progress and Join the Sale. Its figures are the tracker's query, which the tracker's event stream
 * keeps current; this card opens no stream of its own and does not poll.
 */
export function HeroSaleCard({ joinHref }: { joinHref: string }) {
  const query = useTokenData({ live: true });
  return <HeroSaleCardView data={query.data} failed={query.isError} joinHref={joinHref} />;
}

/** The figures a template is rendered with; the script writes the real ones over them. */
const EPOCH = new Date(0);

/**
 * The card in the landing page's document, which does not hydrate (issue 13): loading, and each
 * other state as a `<template>` the page's script shows and fills in (src/web/static-page/sale-figures.ts).
 */
export function StaticHeroSaleCard({
  joinHref,
  signedInJoinHref,
}: {
  joinHref: string;
  signedInJoinHref: string;
}) {
  const card = (data: TokenData | undefined, failed = false) => (
    <HeroSaleCardView data={data} failed={failed} joinHref={joinHref} signedInJoinHref={signedInJoinHref} />
  );
  return (
    <div data-hero-card>
      <div data-slot>{card(undefined)}</div>
      <template data-state="error">{card(undefined, true)}</template>
      <template data-state="open">{card(tokenDataFor(0n, EPOCH))}</template>
      <template data-state="sold-out">{card(tokenDataFor(CAP_MICRO_USDT, EPOCH))}</template>
    </div>
  );
}

function HeroSaleCardView({
  data,
  failed,
  joinHref,
  signedInJoinHref,
}: {
  data: TokenData | undefined;
  failed: boolean;
  joinHref: string;
  signedInJoinHref?: string;
}) {
  const raised = data ? BigInt(data.totalRaised) : null;
  return (
    <section
      aria-labelledby="hero-sale-title"
      // The same height before and after the figures arrive: the page does not jump.
      className="flex min-h-52 flex-col gap-3 rounded-xl bg-white p-5 text-slate-900 shadow-xl"
      data-testid="hero-sale-card"
    >
      <h2 id="hero-sale-title" className="font-semibold text-brand-800 text-sm uppercase tracking-wide">
        {m.tracker_card_title({ symbol: siteConfig.tokenSymbol })}
      </h2>
      {data && raised !== null ? (
        <>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-bold text-2xl text-brand-950" data-field="raised">
              {formatUsdt(raised)}
            </span>
            <span className="text-slate-600 text-sm">
              {m.tracker_card_raised_of({ goal: formatUsdt(data.cap, { shown: 0 }) })}
            </span>
          </p>
          <div className="flex items-center gap-3">
            <Progress
              data-field="progress"
              value={progressTenths(raised) / 10}
              aria-label={m.tracker_progress_label()}
            />
            <span className="shrink-0 font-semibold text-brand-700 text-sm" data-field="percent">
              {formatPercent(formatProgress(raised))}
            </span>
          </div>
        </>
      ) : (
        <p className="flex-1 text-slate-600 text-sm">
          {failed ? m.tracker_card_load_error() : m.tracker_card_loading()}
        </p>
      )}
      {data?.soldOut ? (
        <p className="mt-auto rounded-lg bg-red-50 p-3 text-center font-semibold text-red-900">
          {m.tracker_sold_out()}
        </p>
      ) : (
        <Button asChild variant="accent" size="lg" className="mt-auto w-full">
          <Link to={joinHref} {...(signedInJoinHref ? { "data-signed-in-href": signedInJoinHref } : {})}>
            {m.tracker_join()}
          </Link>
        </Button>
      )}
    </section>
  );
}
