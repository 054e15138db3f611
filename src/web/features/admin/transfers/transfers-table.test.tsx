// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Hex } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminTransferRow } from "@/shared/admin/transfers";
import { TransfersTable } from "@/web/features/admin/transfers/transfers-table";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;
const skipped: AdminTransferRow = {
  kind: "skipped",
  chainId: 42161,
  txHash: hash(1),
  logIndex: 3,
  blockNumber: "1234567",
  from: null,
  to: null,
  amountMicroUsdt: null,
  reason: "malformed",
  detail: "Not a standard Transfer: 4 topics and 0 bytes of data (a Transfer has 3 topics and 32 bytes).",
  seenAt: "2026-03-01T09:30:00.000Z",
};
const outgoing: AdminTransferRow = {
  kind: "outgoing",
  chainId: 42161,
  txHash: hash(2),
  logIndex: 0,
  blockNumber: "1234999",
  to: "0x00000000000000000000000000000000000000aa",
  amountMicroUsdt: "30000000",
  blockTime: "2026-03-01T10:00:00.000Z",
  finality: "final",
};

function renderTable() {
  const fetchMock = vi.fn(async (input: string) => {
    const kind = new URL(input, "http://localhost").searchParams.get("kind");
    const rows = kind === "outgoing" ? [outgoing] : [skipped];
    return Response.json({ rows, total: 1, page: 1, pageSize: 25 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter([{ path: "/admin/transfers", element: <TransfersTable /> }], {
    initialEntries: ["/admin/transfers"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const lastQuery = (fetchMock: ReturnType<typeof renderTable>) =>
  Object.fromEntries(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://localhost").searchParams);

describe("the console's transfers", () => {
  it("shows the skipped logs first, newest first, with their reason in words", async () => {
    const fetchMock = renderTable();
    const table = screen.getByRole("table", { name: "Skipped transfers" });
    expect(await within(table).findByText("Malformed")).toBeTruthy();
    expect(within(table).getByText(/4 topics and 0 bytes of data/)).toBeTruthy();
    expect(within(table).getAllByText("Unreadable")).toHaveLength(3); // from, to, amount
    expect(lastQuery(fetchMock)).toMatchObject({ kind: "skipped", sort: "block", dir: "desc" });
  });

  it("switches to the outgoing transfers on the server, with their finality", async () => {
    const fetchMock = renderTable();
    await screen.findByText("Malformed");
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "outgoing" } });
    const table = await screen.findByRole("table", { name: "Outgoing transfers" });
    expect(await within(table).findByText("Final")).toBeTruthy();
    expect(within(table).getByText("30.00 USDT")).toBeTruthy();
    expect(within(table).queryByRole("columnheader", { name: "Reason" })).toBeNull();
    expect(lastQuery(fetchMock)).toMatchObject({ kind: "outgoing" });
  });
});
