// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Portfolio } from "@/shared/portfolio/portfolio-schema";
import { tokenDataFor } from "@/shared/sale/token-data";
import { OverviewTab } from "@/web/features/dashboard/components/overview-tab";
import { paymentOf, portfolioOf } from "@/web/features/dashboard/components/test-data";

afterEach(cleanup);

const account = { name: "Nino Beridze", email: "nino@example.ge" };
const AT = new Date("2026-05-01T10:00:00Z");

function renderOverview(portfolio: Portfolio, { raised = 1_000_000_000n } = {}) {
  return render(
    <MemoryRouter>
      <OverviewTab
        account={account}
        portfolio={portfolio}
        sale={tokenDataFor(raised, AT)}
        explorerTxUrl="https://arbiscan.io/tx/"
      />
    </MemoryRouter>,
  );
}

describe("OverviewTab", () => {
  it("shows the account card with Account Level Standard and KYC not submitted linking to /kyc", () => {
    renderOverview(portfolioOf([]));
    expect(screen.getByText("Nino Beridze")).toBeTruthy();
    expect(screen.getByText("nino@example.ge")).toBeTruthy();
    expect(screen.getByText("Account Level").nextElementSibling?.textContent).toBe("Standard");
    expect(screen.getByTestId("kyc-status").textContent).toBe("Not submitted");
    expect(screen.getByRole("link", { name: "Complete KYC" }).getAttribute("href")).toBe("/kyc");
    expect(screen.getByText(/tokens are distributed only after your identity is verified/)).toBeTruthy();
    expect(screen.getByText("No transactions yet.")).toBeTruthy();
  });

  it.each([
    ["verified", "Verified", "bg-emerald-100"],
    ["pending", "Pending", "bg-amber-100"],
    ["rejected", "Rejected", "bg-red-100"],
  ] as const)("colours KYC %s", (status, label, colour) => {
    renderOverview(portfolioOf([], status));
    const badge = screen.getByTestId("kyc-status");
    expect(badge.textContent).toBe(label);
    expect(badge.className).toContain(colour);
  });

  it("leads a newcomer without PXL with Buy PXL, before the KYC notice and the account card", () => {
    renderOverview(portfolioOf([]));
    const buy = screen.getByRole("link", { name: "Buy PXL" });
    expect(buy.getAttribute("href")).toBe("/investment");
    expect(screen.queryByRole("link", { name: "Buy More PXL" })).toBeNull();
    const account = screen.getByText("Account Level");
    const notice = screen.getByText(/tokens are distributed only after your identity is verified/);
    const follows = Node.DOCUMENT_POSITION_FOLLOWING;
    expect(buy.compareDocumentPosition(account) & follows).toBe(follows);
    expect(buy.compareDocumentPosition(notice) & follows).toBe(follows);
  });

  it("offers Buy More PXL, after the account card, once the investor holds PXL", () => {
    renderOverview(portfolioOf([paymentOf(250, "verified")], "pending"));
    const buyMore = screen.getByRole("link", { name: "Buy More PXL" });
    expect(buyMore.getAttribute("href")).toBe("/investment");
    expect(screen.queryByRole("link", { name: "Buy PXL" })).toBeNull();
    const account = screen.getByText("Account Level");
    const precedes = Node.DOCUMENT_POSITION_PRECEDING;
    expect(buyMore.compareDocumentPosition(account) & precedes).toBe(precedes);
  });

  it("offers Verify Identity while the sale is open and KYC is not verified", () => {
    renderOverview(portfolioOf([], "pending"));
    expect(screen.getByRole("link", { name: "Verify Identity" }).getAttribute("href")).toBe("/kyc");
    expect(screen.queryByText("PXL Sold Out")).toBeNull();
  });

  it("replaces Buy More PXL by a disabled PXL Sold Out, and disables Verify Identity once verified", () => {
    renderOverview(portfolioOf([], "verified"), { raised: 140_000_000_000n });
    expect(screen.queryByRole("link", { name: /^Buy/ })).toBeNull();
    expect((screen.getByRole("button", { name: "PXL Sold Out" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Verify Identity" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByText(/tokens are distributed only after/)).toBeNull();
  });

  it("lists the latest 10 transactions with each status's text", () => {
    const statuses = ["verified", "pending", "unverified", "failed"] as const;
    const payments = Array.from({ length: 12 }, (_, i) =>
      paymentOf(250 + i, statuses[i % 4] ?? "verified", { hash: `0x${i.toString(16).padStart(64, "0")}` }),
    );
    renderOverview(portfolioOf(payments));
    const recent = screen.getByText("Recent Transactions").closest("div")?.parentElement as HTMLElement;
    const items = within(recent).getAllByTestId("transaction");
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toContain("250.00 USDT");
    expect(items[0]?.textContent).toContain("Verified");
    expect(items[0]?.textContent).toContain("391.23 PXL at 0.639 USDT");
    expect(items[1]?.textContent).toContain("Processing...");
    expect(items[2]?.textContent).toContain("Available to claim");
    expect(items[2]?.textContent).toContain("Use Verify Transaction to claim it.");
    expect(items[3]?.textContent).toContain("Verification failed");
    expect(
      within(items[0] as HTMLElement)
        .getByRole("link", { name: /View on explorer/ })
        .getAttribute("href"),
    ).toBe(`https://arbiscan.io/tx/0x${"0".repeat(64)}`);
  });
});
