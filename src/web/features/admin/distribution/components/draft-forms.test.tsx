// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DividendPreview } from "@/shared/admin/dividends";
import { DistributionDraftForm } from "@/web/features/admin/distribution/components/distribution-draft-form";
import { DividendForm } from "@/web/features/admin/distribution/components/dividend-form";

const ROUND_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const REASON = "Board decision 2026-12 (minutes no. 14)";

let fetchMock: ReturnType<typeof vi.fn>;
let answers: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  // 25 Nov 2026: 2026-H1 has closed, 2026-H2 has not.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T12:00:00Z") });
  answers = {};
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? "GET"} ${url}`];
    return answer
      ? Response.json(answer.body, { status: answer.status })
      : Response.json({ error: "Not found", code: "not_found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderIn(element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: "/", element }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole("textbox", { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const bodiesOf = (call: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${url}` === call)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe("the PXL round's draft form", () => {
  it("says what the reason lacks in the shared schema's words, marks the field and sends nothing", async () => {
    renderIn(<DistributionDraftForm />);
    type("Reason", "too short");
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(
      await screen.findByText(
        "The reason must be at least 10 characters: say why, with the document reference.",
      ),
    ).toBeTruthy();
    expect(field("Reason").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the draft with its reason and says what was saved", async () => {
    answers["POST /api/admin/distribution/rounds"] = {
      status: 201,
      body: { id: ROUND_ID, entries: 12, totalAmount: "391236306000000000000" },
    };
    renderIn(<DistributionDraftForm />);
    type("Reason", `  ${REASON}  `);
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(await screen.findByText(/Draft saved: 12 entries, 391\.23 PXL in all/)).toBeTruthy();
    expect(bodiesOf("POST /api/admin/distribution/rounds")).toEqual([{ reason: REASON }]);
  });

  it("shows the server's refusal", async () => {
    answers["POST /api/admin/distribution/rounds"] = {
      status: 409,
      body: { error: "Nobody is eligible yet.", code: "empty_round" },
    };
    renderIn(<DistributionDraftForm />);
    type("Reason", REASON);
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(await screen.findByText("The draft was not saved. Nobody is eligible yet.")).toBeTruthy();
  });
});

const dividendPreview: DividendPreview = {
  period: "2026-H1",
  recordDate: "2026-06-30T23:59:59.999Z",
  profitMicroUsdt: "125000500000",
  poolMicroUsdt: "12500050000",
  totalSupplyMicroPxl: "1095000000000",
  perPxlMicroUsdt: "11415",
  holders: [
    {
      userId: "u1",
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "B",
      kycStatus: "verified",
      heldMicroPxl: "391236306",
      shareMicroUsdt: "4466100",
      catchUps: [],
      catchUpMicroUsdt: "0",
      account: "0x1111111111111111111111111111111111111111",
      reasons: [],
      cumulativeMicroUsdt: "4466100",
    },
    {
      userId: "u2",
      email: "gio@example.com",
      firstName: "Gio",
      lastName: "",
      kycStatus: "none",
      heldMicroPxl: "1000000",
      shareMicroUsdt: "11415",
      catchUps: [],
      catchUpMicroUsdt: "0",
      account: null,
      reasons: ["kyc_missing"],
      cumulativeMicroUsdt: "11415",
    },
  ],
  awaitingAttribution: { payments: 0, heldMicroPxl: "0", shareMicroUsdt: "0" },
  totals: {
    holders: 2,
    heldMicroPxl: "392236306",
    sharesMicroUsdt: "4477515",
    remainderMicroUsdt: "12495572485",
    catchUpMicroUsdt: "0",
    payableMicroUsdt: "4466100",
  },
};

describe("the dividend form", () => {
  it("refuses a period not closed yet, a profit that is not an amount and a missing reason, sending nothing", async () => {
    renderIn(<DividendForm />);
    type("Period", "2026-H2");
    type("Profit (USDT)", "12,5");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(
      await screen.findByText("2026-H2 has not closed yet: its dividend can be announced from 2027-01-01."),
    ).toBeTruthy();
    expect(
      screen.getByText("Enter the period's profit in USDT, e.g. 125000.50 (at most 6 decimals)."),
    ).toBeTruthy();
    expect(
      screen.getByText("The reason must be at least 10 characters: say why, with the document reference."),
    ).toBeTruthy();
    expect(field("Period").getAttribute("aria-invalid")).toBe("true");
    type("Period", "2026-H7");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Choose the half-year, e.g. 2026-H1.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Save as draft" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows why the server refuses to plan a dividend the chain is not read through, and offers no save", async () => {
    const refusal =
      "The chain is read through 30 Jun 2026, 18:00:00 UTC; the H1 2026 record date is 30 Jun 2026, 23:59:59 UTC. " +
      "The dividend can be planned once the payments are read past it.";
    answers["POST /api/admin/dividends/preview"] = {
      status: 409,
      body: { error: refusal, code: "chain_not_read_through_record_date" },
    };
    renderIn(<DividendForm />);
    type("Period", "2026-H1");
    type("Profit (USDT)", "125000.50");
    type("Reason", REASON);
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`No preview. ${refusal}`);
    expect(screen.queryByLabelText("Totals of the 2026-H1 dividend")).toBeNull();
    expect((screen.getByRole("button", { name: "Save as draft" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("previews every share and the remainder, then saves what was previewed (and only that)", async () => {
    answers["POST /api/admin/dividends/preview"] = { status: 200, body: dividendPreview };
    answers["POST /api/admin/dividends/rounds"] = {
      status: 201,
      body: { id: ROUND_ID, entries: 2, totalAmount: "4477515" },
    };
    renderIn(<DividendForm />);
    type("Period", "2026-H1");
    type("Profit (USDT)", "125000.50");
    type("Reason", REASON);
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const totals = await screen.findByLabelText("Totals of the 2026-H1 dividend");
    expect(totals.textContent).toContain("12,500.05 USDT");
    expect(totals.textContent).toContain("12,495.572485 USDT");
    expect(screen.getByText("Waits: Verify your identity to receive PXL")).toBeTruthy();
    // Her share and her leaf (no earlier dividend), every micro-USDT shown.
    expect(screen.getAllByText("4.4661 USDT")).toHaveLength(2);
    expect(screen.queryByText(/awaits? attribution/)).toBeNull();
    expect(bodiesOf("POST /api/admin/dividends/preview")).toEqual([
      { period: "2026-H1", profit: "125000.50", reason: REASON },
    ]);

    // A field changed after the preview: saving waits for a new one.
    type("Profit (USDT)", "125000.51");
    const save = screen.getByRole("button", { name: "Save as draft" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByText(/The fields changed since this preview/)).toBeTruthy();
    type("Profit (USDT)", "125000.50");
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(/Draft saved: 2 holders, 4\.47 USDT in the round/)).toBeTruthy();
    expect(bodiesOf("POST /api/admin/dividends/rounds")).toEqual([
      { period: "2026-H1", profit: "125000.50", reason: REASON },
    ]);
  });

  it("warns that the share of payments awaiting attribution waits in the remainder for the next round", async () => {
    answers["POST /api/admin/dividends/preview"] = {
      status: 200,
      body: {
        ...dividendPreview,
        awaitingAttribution: { payments: 2, heldMicroPxl: "3129890000", shareMicroUsdt: "35728194" },
      },
    };
    renderIn(<DividendForm />);
    type("Period", "2026-H1");
    type("Profit (USDT)", "125000.50");
    type("Reason", REASON);
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const warning = await screen.findByText(/2 payments made by the record date await attribution/);
    expect(warning.textContent).toContain("(3,129.89 PXL)");
    expect(warning.textContent).toContain("35.728194 USDT");
    expect(warning.textContent).toContain("their buyer receives it with the next dividend round");
    const link = screen.getByRole("link", { name: "Payments to attribute" });
    expect(link.getAttribute("href")).toBe("/admin/payments?state=awaiting_attribution");
  });

  it("shows what the round adds for earlier periods, holder by holder and in all", async () => {
    const [ana, gio] = dividendPreview.holders;
    if (!ana || !gio) throw new Error("the fixture has two holders");
    answers["POST /api/admin/dividends/preview"] = {
      status: 200,
      body: {
        ...dividendPreview,
        holders: [
          {
            ...ana,
            catchUps: [{ period: "2025-H2", heldMicroPxl: "250000000", amountMicroUsdt: "2853881" }],
            catchUpMicroUsdt: "2853881",
          },
          gio,
        ],
        totals: { ...dividendPreview.totals, catchUpMicroUsdt: "2853881", payableMicroUsdt: "7319981" },
      },
    };
    renderIn(<DividendForm />);
    type("Period", "2026-H1");
    type("Profit (USDT)", "125000.50");
    type("Reason", REASON);
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const total = await screen.findByText("Added for earlier periods (from their remainders)");
    expect(total.parentElement?.textContent).toContain("2.853881 USDT");
    expect(screen.getByText("2025-H2: 2.853881 USDT on 250.00 PXL")).toBeTruthy();
    // Gio has neither a catch-up nor an account.
    expect(screen.getAllByRole("cell", { name: "None" })).toHaveLength(2);
  });
});
