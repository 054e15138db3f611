// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminOverview } from "@/shared/admin/overview";
import { OverviewView } from "@/web/features/admin/overview/overview-view";

const overview: AdminOverview = {
  raisedMicroUsdt: "140000000000",
  creditedMicroUsdt: "138500123456",
  awaitingAttributionMicroUsdt: "1000000000",
  refundDueMicroUsdt: "499876544",
  refundPaidMicroUsdt: "100000000",
  reconciliation: {
    balanced: true,
    finalIncomingMicroUsdt: "140000000000",
    unallocatedMicroUsdt: "0",
  },
  indexers: [
    {
      chainId: 42161,
      head: "250000123",
      finalThrough: "250000000",
      lagBlocks: "123",
      lastTickAt: "2026-05-01T10:00:00.000Z",
      lastError: "eth_getLogs: range too large",
    },
  ],
  kycPending: 3,
  investors: 1204,
};

const card = (label: string) => screen.getByRole("heading", { name: label }).parentElement as HTMLElement;

afterEach(cleanup);

function renderView(value: AdminOverview) {
  render(
    <MemoryRouter>
      <OverviewView overview={value} />
    </MemoryRouter>,
  );
}

describe("OverviewView", () => {
  it("shows each amount from its integer string, to the cent, never rounded up", () => {
    renderView(overview);
    expect(within(card("Raised")).getByText("140,000.00 USDT")).toBeTruthy();
    expect(within(card("Credited")).getByText("138,500.12 USDT")).toBeTruthy();
    expect(within(card("Awaiting attribution")).getByText("1,000.00 USDT")).toBeTruthy();
    expect(within(card("Refunds due")).getByText("499.87 USDT")).toBeTruthy();
    expect(
      within(card("Refunds due")).getByText(/Paid back: 100\.00 USDT · still to pay: 399\.87 USDT/),
    ).toBeTruthy();
    expect(within(card("Investors")).getByText("1,204")).toBeTruthy();
  });

  it("links the KYC queue's count to /admin/kyc", () => {
    renderView(overview);
    const link = within(card("KYC queue")).getByRole("link", { name: "3 submissions to review" });
    expect(link.getAttribute("href")).toBe("/admin/kyc");
  });

  it("says whether the ledger balances, with its figures", () => {
    renderView(overview);
    expect(screen.getByText("Balanced")).toBeTruthy();
    expect(screen.queryByText("Not balanced")).toBeNull();
    cleanup();
    renderView({
      ...overview,
      reconciliation: { balanced: false, finalIncomingMicroUsdt: "140000000001", unallocatedMicroUsdt: "0" },
    });
    expect(screen.getByText("Not balanced")).toBeTruthy();
    expect(screen.getByText("Final incoming payments").nextElementSibling?.textContent).toBe(
      "140,000.00 USDT",
    );
  });

  it("shows the indexer's lag in blocks and its last error", () => {
    renderView(overview);
    expect(screen.getByText("Lag").nextElementSibling?.textContent).toBe("123 blocks");
    expect(screen.getByText("eth_getLogs: range too large")).toBeTruthy();
  });
});
