// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoundDetail, RoundSummary } from "@/shared/admin/distribution-rounds";
import type { RoundPublishing } from "@/shared/distribution/round-publishing";
import { RoundsSection } from "@/web/features/admin/distribution/components/rounds-section";
import { WalletSlotContext } from "@/web/features/admin/distribution/publish/wallet-slot";

const DRAFT = "0f8fad5b-d9cb-469f-a165-70867728950e";
const DONE = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const ROOT: Hex = `0x${"1".repeat(64)}`;
const TX: Hex = `0x${"a".repeat(64)}`;
const base = "/api/admin/dividends/rounds";

const round = (over: Partial<RoundSummary>): RoundSummary => ({
  id: DRAFT,
  kind: "dividend",
  period: "2026-H1",
  recordDate: "2026-06-30T23:59:59.999Z",
  profitMicroUsdt: "125000500000",
  poolMicroUsdt: "12500050000",
  remainderMicroUsdt: "12495572485",
  totalAmount: "4477515",
  entries: 2,
  reason: "Approved accounts H1 2026, doc 7",
  createdBy: "ops@example.com",
  status: "draft",
  merkleRoot: ROOT,
  setRootTxHash: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  publishedAt: null,
  ...over,
});

const detail: RoundDetail = {
  ...round({}),
  entryList: [
    {
      userId: "u1",
      email: "ana@example.com",
      account: "0x1111111111111111111111111111111111111111",
      heldMicroPxl: "391236306",
      cumulativeAmount: "4466100",
      amount: "4466100",
    },
  ],
};

const publishing: RoundPublishing = {
  roundId: DRAFT,
  kind: "dividend",
  status: "draft",
  chainId: 42161,
  distributor: "0x00000000000000000000000000000000000000d1",
  token: "0x00000000000000000000000000000000000000e1",
  root: ROOT,
  owner: "0x00000000000000000000000000000000000000aa",
  currentRoot: null,
  requiredBalance: "4477515",
  balance: "1000000",
  shortfall: "3477515",
};

beforeEach(() => {
  const answers: Record<string, unknown> = {
    [base]: {
      rounds: [round({}), round({ id: DONE, period: "2025-H2", status: "published", setRootTxHash: TX })],
    },
    [`${base}/${DRAFT}`]: detail,
    [`${base}/${DRAFT}/publishing`]: publishing,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url in answers ? Response.json(answers[url]) : Response.json({ error: "Not found" }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The wallet itself (wagmi) is not part of this test: the slot shows its prompt only.
  const slot = ({ prompt }: { prompt: string }) => <p>{prompt}</p>;
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <WalletSlotContext.Provider value={slot}>
          <RoundsSection kind="dividend" />
        </WalletSlotContext.Provider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const rowOf = (period: string) =>
  within(screen.getByRole("table", { name: "Saved dividend rounds" }))
    .getByText(period)
    .closest("tr") as HTMLElement;

describe("the saved rounds", () => {
  it("list each round's status, totals, root, setRoot transaction and CSV; only a draft can be published", async () => {
    renderSection();
    await screen.findByText("2026-H1");
    const draft = rowOf("2026-H1");
    expect(within(draft).getByText("Draft")).toBeTruthy();
    expect(within(draft).getByText("12,500.05 USDT / 12,495.57 USDT")).toBeTruthy();
    expect(within(draft).getByText(ROOT)).toBeTruthy();
    expect(within(draft).getByText("Not published")).toBeTruthy();
    expect(within(draft).getByRole("link", { name: /CSV/ }).getAttribute("href")).toBe(
      `${base}/${DRAFT}/entries.csv`,
    );
    expect(within(draft).getByRole("button", { name: /^Publish the 2026-H1 dividend/ })).toBeTruthy();
    const done = rowOf("2025-H2");
    expect(within(done).getByText("Published")).toBeTruthy();
    expect(within(done).getByText(TX)).toBeTruthy();
    expect(within(done).queryByRole("button", { name: /^Publish/ })).toBeNull();
  });

  it("open a round's detail with its reason and every entry", async () => {
    renderSection();
    await screen.findByText("2026-H1");
    fireEvent.click(within(rowOf("2026-H1")).getByRole("button", { name: /^Details/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Approved accounts H1 2026, doc 7")).toBeTruthy();
    const entry = within(within(dialog).getByRole("table", { name: "Entries of the round" }))
      .getByText("ana@example.com")
      .closest("tr") as HTMLElement;
    expect(within(entry).getByText("391.23 PXL")).toBeTruthy();
    expect(within(entry).getAllByText("4.46 USDT")).toHaveLength(2);
  });

  it("open a draft's publication with what the distributor lacks, in words", async () => {
    renderSection();
    await screen.findByText("2026-H1");
    fireEvent.click(within(rowOf("2026-H1")).getByRole("button", { name: /^Publish/ }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the 2026-H1 dividend" });
    expect(
      await within(dialog).findByText(
        "Transfer 3.477515 USDT to the distributor before publishing: it holds 1.00 USDT and the claims this root allows need 4.47 USDT.",
      ),
    ).toBeTruthy();
    // The wallet part is loaded lazily (it brings wagmi): on a busy machine that takes more than a second.
    expect(
      await within(dialog).findByText(
        "Connect the distributor's owner wallet to sign setMerkleRoot.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
