import { CAP_MICRO_USDT } from "@/shared/sale/rules";
import { tokenDataFor } from "@/shared/sale/token-data";
import { LiveIndicator } from "@/web/features/sale/components/live-indicator";
import { TrackerFigures, TrackerView } from "@/web/features/sale/components/tracker-view";

/** The figures a template is rendered with; the script writes the real ones over them. */
const EPOCH = new Date(0);
const noRetry = () => {};

/**
 * The tracker in the landing page's document, which does not hydrate (issue 13): its loading state,
 * and each other state as a `<template>` of the very components the single-page app renders. The
 * page's script shows the one that fits and fills in its figures (src/web/static-page/sale-figures.ts).
 */
export function StaticFundraisingTracker({
  joinHref,
  signedInJoinHref,
}: {
  joinHref: string;
  signedInJoinHref: string;
}) {
  const figures = (raised: bigint) => (
    <TrackerFigures
      data={tokenDataFor(raised, EPOCH)}
      joinHref={joinHref}
      signedInJoinHref={signedInJoinHref}
      live={false}
    />
  );
  return (
    <div data-tracker>
      <div data-slot>
        <TrackerView state={{ kind: "loading" }} joinHref={joinHref} live={false} />
      </div>
      <template data-state="error">
        <TrackerView state={{ kind: "error", retry: noRetry }} joinHref={joinHref} live={false} />
      </template>
      <template data-state="open">{figures(0n)}</template>
      <template data-state="sold-out">{figures(CAP_MICRO_USDT)}</template>
      <template data-state="live">
        <LiveIndicator live />
      </template>
      <template data-state="offline">
        <LiveIndicator live={false} />
      </template>
    </div>
  );
}
