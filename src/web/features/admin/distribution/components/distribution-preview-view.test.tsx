// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DistributionPreview } from "@/shared/admin/distribution";
import { searchDelayMs } from "@/web/features/admin/components/data-table-search";
import { DistributionPreviewView } from "@/web/features/admin/distribution/components/distribution-preview-view";

const WALLET = "0x1111111111111111111111111111111111111111";
const units = (microPxl: bigint) => (microPxl * 10n ** 12n).toString();

const preview: DistributionPreview = {
  generatedAt: "2026-11-25T10:00:00.000Z",
  eligible: [
    {
      userId: "u1",
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "Beridze",
      kycStatus: "verified",
      account: WALLET,
      creditedMicroPxl: "391236306",
      cumulativeUnits: units(391_236_306n),
      publishedUnits: units(100_000_000n),
      amountUnits: units(291_236_306n),
    },
  ],
  excluded: [
    {
      userId: "u2",
      email: "gio@example.com",
      firstName: "Gio",
      lastName: "",
      kycStatus: "none",
      primaryWallet: null,
      creditedMicroPxl: "5000000",
      reasons: ["kyc_missing", "no_wallet"],
      reasonTexts: ["Verify your identity to receive PXL", "Link a wallet to receive PXL"],
      keptAccount: null,
      keptUnits: "0",
    },
    {
      userId: "u3",
      email: "nino@example.com",
      firstName: "Nino",
      lastName: "K",
      kycStatus: "pending",
      primaryWallet: WALLET,
      creditedMicroPxl: "7000000",
      reasons: ["kyc_pending"],
      reasonTexts: ["Your identity check is under review: you will receive PXL once it is approved"],
      keptAccount: WALLET,
      keptUnits: units(2_000_000n),
    },
  ],
  totals: {
    investors: 3,
    eligible: 1,
    excluded: 2,
    creditedMicroPxl: "403236306",
    eligibleMicroPxl: "391236306",
    excludedMicroPxl: "12000000",
    cumulativeUnits: units(393_236_306n),
    amountUnits: units(291_236_306n),
  },
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderView() {
  const router = createMemoryRouter([{ path: "/", element: <DistributionPreviewView preview={preview} /> }]);
  render(<RouterProvider router={router} />);
}

const rowOf = (tableName: string, text: string) =>
  within(screen.getByRole("table", { name: tableName }))
    .getByText(text)
    .closest("tr") as HTMLElement;

describe("the PXL round's preview", () => {
  it("lists each eligible holder with the wallet and what this round adds, in PXL to the cent", () => {
    renderView();
    const ana = rowOf("Eligible holders", "Ana Beridze");
    expect(within(ana).getByText(WALLET)).toBeTruthy();
    expect(within(ana).getByText("391.23 PXL")).toBeTruthy();
    expect(within(ana).getByText("100.00 PXL")).toBeTruthy();
    expect(within(ana).getByText("291.23 PXL")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Eligible holders (1)" })).toBeTruthy();
  });

  it("lists the investors left out with every reason in words, and what the last root keeps for them", () => {
    renderView();
    expect(screen.getByRole("heading", { name: "Not eligible yet (2)" })).toBeTruthy();
    const gio = rowOf("Investors not eligible yet", "Gio");
    expect(within(gio).getByText("Verify your identity to receive PXL")).toBeTruthy();
    expect(within(gio).getByText("Link a wallet to receive PXL")).toBeTruthy();
    expect(within(gio).getByText("Not submitted")).toBeTruthy();
    expect(within(gio).getByText("Nothing")).toBeTruthy();
    const nino = rowOf("Investors not eligible yet", "Nino K");
    expect(within(nino).getByText(/under review/)).toBeTruthy();
    expect(within(nino).getByText("2.00 PXL")).toBeTruthy();
    // The eligible table holds neither.
    expect(within(screen.getByRole("table", { name: "Eligible holders" })).queryByText("Gio")).toBeNull();
  });

  it("shows the totals and finds an investor by e-mail within one table", () => {
    vi.useFakeTimers();
    renderView();
    const totals = screen.getByLabelText("Totals of the preview");
    expect(within(totals).getByText("1 of 3")).toBeTruthy();
    expect(within(totals).getByText("393.23 PXL")).toBeTruthy();
    expect(within(totals).getByText("12.00 PXL")).toBeTruthy();
    const searches = screen.getAllByRole("searchbox", { name: "Search" });
    fireEvent.change(searches[1] as HTMLElement, { target: { value: "nino@" } });
    act(() => vi.advanceTimersByTime(searchDelayMs));
    const excluded = screen.getByRole("table", { name: "Investors not eligible yet" });
    expect(within(excluded).queryByText("Gio")).toBeNull();
    expect(within(excluded).getByText("Nino K")).toBeTruthy();
  });
});
