// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { portfolioTotals } from "@/shared/portfolio/portfolio-math";
import { StatCards } from "@/web/features/dashboard/components/stat-cards";

afterEach(cleanup);

const totals = (tokensMicroPxl: bigint, investedMicroUsdt: bigint, pendingMicroUsdt = 0n) =>
  portfolioTotals({ tokensMicroPxl, investedMicroUsdt, pendingMicroUsdt, refundDueMicroUsdt: 0n });

const card = (label: string) => {
  const value = screen.getByTestId(`stat-${label}`);
  return { value: value.textContent, detail: value.nextElementSibling?.textContent };
};

describe("StatCards", () => {
  it("shows zeros and no average price before any tokens", () => {
    render(<StatCards totals={totals(0n, 0n)} />);
    expect(card("PXL Tokens")).toEqual({ value: "0.00 PXL", detail: "No tokens yet" });
    expect(card("Invested")).toEqual({ value: "0.00 USDT", detail: "in USDT" });
    expect(card("Portfolio Value")).toEqual({ value: "0.00 USDT", detail: "0.00 USDT (0.00%)" });
  });

  it("shows tokens with the average price, invested, value and a profit in green", () => {
    // 1,000 PXL bought for 500 USDT, worth 639 USDT at 0.639.
    render(<StatCards totals={totals(1_000_000_000n, 500_000_000n, 25_500_000n)} />);
    expect(card("PXL Tokens")).toEqual({ value: "1,000.00 PXL", detail: "Avg. price 0.500 USDT" });
    expect(card("Invested")).toEqual({ value: "500.00 USDT", detail: "in USDT, 25.50 USDT processing" });
    expect(card("Portfolio Value")).toEqual({ value: "639.00 USDT", detail: "+139.00 USDT (+27.80%)" });
    expect(screen.getByTestId("profit-loss").className).toContain("text-emerald-700");
  });

  it("shows a loss in red with its sign", () => {
    render(<StatCards totals={totals(1_000_000_000n, 700_000_000n)} />);
    expect(card("Portfolio Value")).toEqual({ value: "639.00 USDT", detail: "-61.00 USDT (-8.71%)" });
    expect(screen.getByTestId("profit-loss").className).toContain("text-red-700");
  });

  it("shows a payment at the sale price at its exact value, without a loss from rounding", () => {
    render(<StatCards totals={totals(391_236_306n, 250_000_000n)} />);
    expect(card("PXL Tokens")).toEqual({ value: "391.23 PXL", detail: "Avg. price 0.639 USDT" });
    expect(card("Portfolio Value")).toEqual({ value: "250.00 USDT", detail: "0.00 USDT (0.00%)" });
    expect(within(screen.getByTestId("profit-loss")).queryByText(/-/)).toBeNull();
  });

  it("shows a rounding leftover within half a cent as a neutral zero, neither red nor green", () => {
    // Two payments of 250 and 100 USDT: 547.730828 PXL x 0.639 = 349.999999 USDT, a loss of 1 micro-USDT.
    render(<StatCards totals={totals(547_730_828n, 350_000_000n)} />);
    expect(card("Portfolio Value")).toEqual({ value: "349.99 USDT", detail: "0.00 USDT (0.00%)" });
    const profit = screen.getByTestId("profit-loss");
    expect(profit.className).not.toMatch(/text-(red|emerald)-/);
  });
});
