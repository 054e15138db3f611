import { m } from "@/paraglide/messages";
import { formatCount, formatPercent, formatUsdt } from "@/shared/format/money";
import { formatProgress, progressTenths } from "@/shared/sale/rules";
import type { TokenData } from "@/shared/sale/token-data";
import { getTokenData, pollDelay } from "@/web/features/sale/api/fetch-token-data";
import { applySession } from "@/web/static-page/session";
import { pageToast } from "@/web/static-page/toast";

/** The states a panel shows; each but the first is a `<template data-state>` in it. */
type Shown = "loading" | "error" | "open" | "sold-out";

/**
 * One of the page's two views of the figures (the hero's card, the tracker): the node in its
 * `data-slot`, replaced by a clone of the state's template when the state changes, and filled in
 * place when only the figures do (a focused link keeps its focus).
 */
function panel(root: Element | null) {
  const slot = root?.querySelector(":scope > [data-slot]");
  let shown: Shown = "loading";
  return {
    root,
    show(state: Shown): Element | null {
      if (!root || !slot) return null;
      if (state !== shown) {
        const template = root.querySelector<HTMLTemplateElement>(`:scope > template[data-state="${state}"]`);
        if (!template) return null;
        const clone = template.content.cloneNode(true) as DocumentFragment;
        applySession(clone);
        slot.replaceChildren(clone);
        shown = state;
      }
      return slot;
    },
  };
}

const RETRY_DELAYS_MS = [1_000, 2_000];

/**
 * The live figures of the landing page's hero card and tracker, as the app's FundraisingTracker and
 * HeroSaleCard show them: `GET /api/sale`, then the figures' event stream; while the stream is closed,
 * a poll (every 2 s while nothing is raised yet, else 30 s). A failed read is tried twice more (1 s,
 * 2 s) before the error shows, with its toast; figures already shown stay.
 */
export function followSaleFigures(): void {
  const hero = panel(document.querySelector("[data-hero-card]"));
  const tracker = panel(document.querySelector("[data-tracker]"));
  // The other pages that share this script show no figures: no read, no stream, no error toast.
  if (!hero.root && !tracker.root) return;
  let data: TokenData | undefined;
  let failed = false;
  let live = false;
  let poll: number | undefined;

  const render = () => {
    if (!data) {
      if (!failed) return;
      hero.show("error");
      tracker.show("error");
      return;
    }
    const state = data.soldOut ? "sold-out" : "open";
    const card = hero.show(state);
    if (card) fill(card, data);
    const figures = tracker.show(state);
    if (figures) {
      fill(figures, data);
      showLive(tracker.root, figures, live);
    }
  };

  const schedule = () => {
    window.clearTimeout(poll);
    if (!live) poll = window.setTimeout(() => void load(), pollDelay(data));
  };

  async function load(attempt = 0): Promise<void> {
    try {
      data = await getTokenData();
      failed = false;
    } catch {
      if (attempt < RETRY_DELAYS_MS.length) {
        window.setTimeout(() => void load(attempt + 1), RETRY_DELAYS_MS[attempt]);
        return;
      }
      if (!data && !failed) pageToast("error", m.tracker_toast_load_failed());
      failed = true;
    }
    render();
    schedule();
  }

  // Try again, in the tracker's error state.
  tracker.root?.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-action=retry]")) void load();
  });
  void load();
  followStream({
    onOpen: (open) => {
      live = open;
      render();
      schedule();
    },
    onFigures: (figures) => {
      data = figures;
      failed = false;
      render();
    },
  });
}

/**
 * The figures' event stream (the app's useLiveSale). Its schema loads with it, after the first paint;
 * a frame that does not read as figures is ignored. Without EventSource, or if its code cannot load,
 * the page keeps polling.
 */
function followStream({
  onOpen,
  onFigures,
}: {
  onOpen: (open: boolean) => void;
  onFigures: (data: TokenData) => void;
}) {
  if (typeof EventSource === "undefined") return;
  Promise.all([import("@/shared/realtime/live-events"), import("@/shared/sale/token-data")])
    .then(([{ liveEvents, livePaths }, { tokenDataSchema }]) => {
      const source = new EventSource(livePaths.sale);
      source.addEventListener("open", () => onOpen(true));
      source.addEventListener("error", () => onOpen(false));
      source.addEventListener(liveEvents.sale, (event: MessageEvent<string>) => {
        const parsed = tokenDataSchema.safeParse(safeJson(event.data));
        if (parsed.success) onFigures(parsed.data);
      });
    })
    .catch(() => {});
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Writes the figures over a clone of the state's template: the same formatters as the components. */
function fill(node: Element, data: TokenData) {
  const raised = BigInt(data.totalRaised);
  setText(node, "raised", formatUsdt(raised));
  setText(node, "percent", formatPercent(formatProgress(raised)));
  setText(node, "sold", formatCount(data.tokensSold));
  setText(node, "remaining", formatCount(data.tokensRemaining));
  setProgress(node.querySelector("[data-field=progress]"), progressTenths(raised) / 10);
  // The template of an open sale carries the notice for nothing raised yet.
  if (raised !== 0n) node.querySelector("[data-part=initializing]")?.remove();
}

function setText(node: Element, field: string, text: string) {
  const target = node.querySelector(`[data-field="${field}"]`);
  if (target && target.textContent !== text) target.textContent = text;
}

/** What the Progress component renders for `value` (0 to 100), on its Radix root and indicator. */
function setProgress(bar: Element | null, value: number) {
  if (!bar) return;
  const clamped = Math.min(100, Math.max(0, value));
  const state = clamped >= 100 ? "complete" : "loading";
  bar.setAttribute("aria-valuenow", String(clamped));
  bar.setAttribute("aria-valuetext", `${Math.round(clamped)}%`);
  bar.setAttribute("data-value", String(clamped));
  bar.setAttribute("data-state", state);
  const indicator = bar.firstElementChild;
  if (indicator instanceof HTMLElement) {
    indicator.style.transform = `translateX(-${100 - clamped}%)`;
    indicator.setAttribute("data-value", String(clamped));
    indicator.setAttribute("data-state", state);
  }
}

/** "Live Data" or "Connecting...": the LiveIndicator the tracker's templates hold for each. */
function showLive(root: Element | null, figures: Element, live: boolean) {
  const current = figures.querySelector("[data-part=live]");
  const template = root?.querySelector<HTMLTemplateElement>(
    `:scope > template[data-state="${live ? "live" : "offline"}"]`,
  );
  const next = template?.content.firstElementChild;
  if (!current || !next || current.textContent === next.textContent) return;
  current.replaceWith(next.cloneNode(true));
}
