// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SaleFeedList } from "@/web/features/dashboard/components/realtime-tab";
import { paymentOf } from "@/web/features/dashboard/components/test-data";
import { TransactionList } from "@/web/features/dashboard/components/transaction-list";

afterEach(cleanup);

describe("SaleFeedList", () => {
  it("shows each payment's amount, shortened sender and state", () => {
    render(
      <SaleFeedList
        feed={{
          payments: [
            {
              id: "a:0",
              amountMicroUsdt: "250000000",
              sender: "0x1234…abcd",
              time: "2026-05-01T10:00:00Z",
              status: "pending",
            },
            {
              id: "b:0",
              amountMicroUsdt: "1000500000",
              sender: "0x9876…ef01",
              time: "2026-05-01T09:00:00Z",
              status: "final",
            },
          ],
        }}
      />,
    );
    const items = screen.getAllByTestId("feed-item");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^250\.00 USDTfrom 0x1234…abcd · \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC(Processing\.\.\.)$/,
      ),
      expect.stringMatching(
        /^1,000\.50 USDTfrom 0x9876…ef01 · \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC(Verified)$/,
      ),
    ]);
  });

  it("says so when nothing has been paid", () => {
    render(<SaleFeedList feed={{ payments: [] }} />);
    expect(screen.getByText("No payments yet.")).toBeTruthy();
  });
});

describe("TransactionList explorer links", () => {
  it("hides them on the demo chain (no explorer)", () => {
    render(<TransactionList payments={[paymentOf(100, "verified")]} explorerTxUrl={null} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("156.49 PXL at 0.639 USDT")).toBeTruthy();
  });
});
