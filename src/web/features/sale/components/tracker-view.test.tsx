// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenDataFor } from "@/shared/sale/token-data";
import { type TrackerState, TrackerView } from "@/web/features/sale/components/tracker-view";

const AT = new Date("2026-03-01T12:00:00.000Z");
const USDT = 1_000_000n;
const CAP = 140_000n * USDT;
const NOTICE = "Data is initializing - blockchain sync in progress";

afterEach(cleanup);

function renderTracker(state: TrackerState, joinHref = "/register", live = true) {
  return render(
    <MemoryRouter>
      <TrackerView state={state} joinHref={joinHref} live={live} />
    </MemoryRouter>,
  );
}

function renderRaised(raisedMicroUsdt: bigint, joinHref = "/register") {
  return renderTracker({ kind: "ready", data: tokenDataFor(raisedMicroUsdt, AT) }, joinHref);
}

/** The value shown next to a figure's label in the figures list. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  const value = term.nextElementSibling;
  expect(value?.tagName).toBe("DD");
  return value?.textContent ?? "";
}

describe("TrackerView: loading, error and empty", () => {
  it("loading shows the loading message and no figures", () => {
    renderTracker({ kind: "loading" });
    expect(screen.getByText("Loading fundraising data...")).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText("Error loading fundraising data")).toBeNull();
  });

  it("empty shows the empty message and no figures", () => {
    renderTracker({ kind: "empty" });
    expect(screen.getByText("No fundraising data available")).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByText("Loading fundraising data...")).toBeNull();
  });

  it("error shows the error message and Try again calls retry", () => {
    const retry = vi.fn();
    renderTracker({ kind: "error", retry });
    expect(screen.getByRole("alert").textContent).toBe("Error loading fundraising data");
    expect(screen.queryByRole("heading")).toBeNull();
    expect(retry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe("TrackerView: ready", () => {
  it("says Live Data while the figures' stream is open, and Connecting... while it is not", () => {
    const state: TrackerState = { kind: "ready", data: tokenDataFor(5n * USDT, AT) };
    renderTracker(state, "/register", true);
    expect(screen.getByText("Live Data")).toBeTruthy();
    expect(screen.queryByText("Connecting...")).toBeNull();
    cleanup();
    renderTracker(state, "/register", false);
    expect(screen.getByText("Connecting...")).toBeTruthy();
    expect(screen.queryByText("Live Data")).toBeNull();
  });

  it("with nothing raised shows the initializing notice and the starting figures", () => {
    renderRaised(0n);
    expect(screen.getByRole("heading", { name: "Private Sale Progress" })).toBeTruthy();
    const notice = screen.getByText(NOTICE);
    expect(notice.closest("[role=status]")?.className).toMatch(/amber/);
    expect(screen.getByText("0.00 USDT")).toBeTruthy();
    expect(screen.getByText(/raised of 140,000 USDT goal/)).toBeTruthy();
    expect(screen.getByText("0.0%")).toBeTruthy();
    expect(figure("PXL price")).toBe("0.639 USDT");
    expect(figure("Tokens sold")).toBe("0");
    expect(figure("Tokens remaining")).toBe("219,000");
    expect(figure("Status")).toBe("AVAILABLE");
    expect(figure("TGA")).toBe("643,340 USD");
    expect(screen.getByRole("link", { name: "Join the Sale" }).getAttribute("href")).toBe("/register");
    expect(screen.queryByText("PXL Tokens Sold Out")).toBeNull();
  });

  it("shows the notice only when the total raised is 0", () => {
    renderRaised(1n);
    expect(screen.queryByText(NOTICE)).toBeNull();
    // 0.000001 USDT truncates to 0.00 USDT and 0.0%
    expect(screen.getByText("0.00 USDT")).toBeTruthy();
    expect(screen.getByText("0.0%")).toBeTruthy();
  });

  it("part-way through the sale: 100,000 USDT raised", () => {
    renderRaised(100_000n * USDT, "/investment");
    expect(screen.getByRole("heading", { name: "Private Sale Progress" })).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.getByText("100,000.00 USDT")).toBeTruthy();
    // 100,000 / 140,000 = 71.428...% -> 71.4
    expect(screen.getByText("71.4%")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("71.4");
    // 100,000 / 0.639 = 156,494.5...; 219,000 - 156,494 = 62,506
    expect(figure("Tokens sold")).toBe("156,494");
    expect(figure("Tokens remaining")).toBe("62,506");
    expect(figure("Status")).toBe("AVAILABLE");
    expect(screen.getByRole("link", { name: "Join the Sale" }).getAttribute("href")).toBe("/investment");
  });

  it("one micro-USDT below the cap is still open and reads 99.9%", () => {
    renderRaised(CAP - 1n);
    expect(screen.getByRole("heading", { name: "Private Sale Progress" })).toBeTruthy();
    expect(screen.getByText("139,999.99 USDT")).toBeTruthy();
    expect(screen.getByText("99.9%")).toBeTruthy();
    expect(screen.queryByText("100.0%")).toBeNull();
    expect(figure("Status")).toBe("AVAILABLE");
    expect(screen.getByRole("link", { name: "Join the Sale" })).toBeTruthy();
    expect(screen.queryByText("PXL Tokens Sold Out")).toBeNull();
  });

  it("at the cap shows the completed sale and replaces the join button", () => {
    renderRaised(CAP);
    expect(screen.getByRole("heading", { name: "Private Sale Completed" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Private Sale Progress" })).toBeNull();
    expect(screen.getByText("140,000.00 USDT")).toBeTruthy();
    expect(screen.getByText("100.0%")).toBeTruthy();
    // 140,000 / 0.639 = 219,092.3..., but only the allocation's 219,000 can be sold
    expect(figure("Tokens sold")).toBe("219,000");
    expect(figure("Tokens remaining")).toBe("0");
    expect(figure("Status")).toBe("SOLD OUT");
    expect(screen.queryByRole("link", { name: "Join the Sale" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("PXL Tokens Sold Out");
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it("above the cap the progress stays at 100.0%", () => {
    renderRaised(10n ** 30n);
    expect(screen.getByText("100.0%")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(figure("Tokens remaining")).toBe("0");
    expect(screen.getByText("PXL Tokens Sold Out")).toBeTruthy();
  });

  it("shows the fact cards", () => {
    renderRaised(0n);
    expect(screen.getByText("1,095,000")).toBeTruthy();
    expect(screen.getByText("Total supply (PXL)")).toBeTruthy();
    expect(screen.getByText("Token price").previousElementSibling?.textContent).toBe("0.639 USDT");
    expect(screen.getByText("Company ownership").previousElementSibling?.textContent).toBe("10%");
    expect(screen.getByText("Course discount").previousElementSibling?.textContent).toBe("10%");
  });
});
