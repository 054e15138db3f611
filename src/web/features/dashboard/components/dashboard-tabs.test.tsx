// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DashboardTabs } from "@/web/features/dashboard/components/dashboard-tabs";
import { paymentOf, portfolioOf } from "@/web/features/dashboard/components/test-data";

const feed = {
  payments: [
    {
      id: "a:0",
      amountMicroUsdt: "5000000",
      sender: "0xabcd…1234",
      time: "2026-05-01T10:00:00Z",
      status: "final",
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      const body = path === "/api/portfolio" ? portfolioOf([paymentOf(250, "verified")]) : feed;
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTabs() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardTabs
          account={{ name: "Nino", email: "nino@example.ge" }}
          sale={undefined}
          explorerTxUrl={null}
          liveIndicator={<span>Live Data</span>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("DashboardTabs", () => {
  it("opens on Overview and moves between the three tabs with the arrow keys", async () => {
    renderTabs();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Overview", "Portfolio", "Real-time"]);
    expect(await screen.findByText("Recent Transactions")).toBeTruthy();

    act(() => tabs[0]?.focus());
    // Radix moves focus with the arrows and selects the focused tab.
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(tabs[1]));
    expect(await screen.findByText("Holdings over time")).toBeTruthy();
    expect(screen.getByText("Company ownership").nextElementSibling?.textContent).toBe("0.0035%");

    fireEvent.keyDown(tabs[1] as HTMLElement, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(tabs[2]));
    expect(await screen.findByText("0xabcd…1234")).toBeTruthy();
    expect(screen.getByText("Live Data")).toBeTruthy();
  });
});
