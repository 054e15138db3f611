// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminKycRow } from "@/shared/admin/kyc-review";
import { KycQueue } from "@/web/features/admin/kyc-review/components/kyc-queue";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row: AdminKycRow = {
  id: "5b0c3c52-4f7e-4d59-9a53-2f9b6f1e7c10",
  userId: "u1",
  email: "nino@example.com",
  fullName: "Nino Beridze",
  status: "pending",
  submittedAt: "2026-03-01T09:30:00.000Z",
  decidedAt: null,
  decisionReason: null,
};

function renderQueue() {
  const fetchMock = vi.fn(async (input: string) => {
    const status = new URL(input, "http://localhost").searchParams.get("status");
    const rows = status === "verified" ? [] : [row];
    return Response.json({ rows, total: rows.length, page: 1, pageSize: 25 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter(
    [
      { path: "/admin/kyc", element: <KycQueue /> },
      { path: "/admin/kyc/:id", element: <p>The review</p> },
    ],
    { initialEntries: ["/admin/kyc"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("the KYC queue", () => {
  it("asks for the pending ones, oldest first, and links each to its review", async () => {
    const fetchMock = renderQueue();
    const table = screen.getByRole("table", { name: "KYC submissions" });
    const link = await within(table).findByRole("link", { name: "Review the submission of Nino Beridze" });
    expect(link.getAttribute("href")).toBe(`/admin/kyc/${row.id}`);
    const sent = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(sent.pathname).toBe("/api/admin/kyc");
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      status: "pending",
      sort: "submitted",
      dir: "asc",
    });
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("pending");
    fireEvent.click(link);
    expect(await screen.findByText("The review")).toBeTruthy();
  });

  it("filters by status on the server", async () => {
    const fetchMock = renderQueue();
    await screen.findByText("Nino Beridze");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "verified" } });
    expect(await screen.findByText("No results.")).toBeTruthy();
    await waitFor(() =>
      expect(
        new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://localhost").searchParams.get("status"),
      ).toBe("verified"),
    );
  });
});
