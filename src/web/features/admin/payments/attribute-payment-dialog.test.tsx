// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import type { Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminPaymentRow } from "@/shared/admin/payments";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { AttributePaymentDialog } from "@/web/features/admin/payments/attribute-payment-dialog";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const HASH: Hex = `0x${"AB".repeat(32)}`;
const payment: AdminPaymentRow = {
  chainId: 42161,
  txHash: HASH,
  logIndex: 3,
  from: `0x${"34".repeat(20)}`,
  amountMicroUsdt: "250000000",
  blockNumber: "1234",
  blockTime: "2026-05-01T10:00:00.000Z",
  state: "awaiting_attribution",
  creditedMicroUsdt: null,
  tokensMicroPxl: null,
  refundDueMicroUsdt: null,
  refundPaidTxHash: null,
  attribution: null,
  attributionReason: null,
  investor: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
/** What the server answers a credit (the contract's schema: the dialog reads the console again). */
const attributed = {
  status: "attributed",
  creditedMicroUsdt: "1000000",
  tokensMicroPxl: "1564945",
  refundDueMicroUsdt: "0",
};

function answer(status: number, body: unknown) {
  fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
}

let client: QueryClient;
function renderDialog() {
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AttributePaymentDialog payment={payment} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Attribute" }));
  return screen.getByRole("dialog", { name: "Attribute payment" });
}

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole("button", { name: "Attribute payment" }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AttributePaymentDialog", () => {
  it("shows the shared schema's messages and sends nothing while a field breaks a rule", async () => {
    answer(200, attributed);
    const dialog = renderDialog();
    expect(within(dialog).getByText("250.00 USDT")).toBeTruthy();
    submit(dialog);
    expect(await within(dialog).findByText("Enter the investor's e-mail address.")).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Say why, in at least 10 characters (for example the exchange and the investor's message).",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText("Investor e-mail").getAttribute("aria-invalid")).toBe("true");

    fill(dialog, "Investor e-mail", "nino@example");
    fill(dialog, "Reason", "x".repeat(501));
    submit(dialog);
    expect(await within(dialog).findByText("The reason must be at most 500 characters.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the investor's e-mail address.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal inside the dialog, which stays open", async () => {
    answer(409, { error: "This payment is already credited.", code: "already_credited" });
    const dialog = renderDialog();
    fill(dialog, "Investor e-mail", "nino@example.com");
    fill(dialog, "Reason", "Binance withdrawal, ticket 4411");
    submit(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This payment is already credited.");
    expect(screen.getByRole("dialog", { name: "Attribute payment" })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("puts a refusal about the e-mail under the e-mail field", async () => {
    answer(404, { error: "No account has this e-mail address.", code: "no_account", field: "email" });
    const dialog = renderDialog();
    fill(dialog, "Investor e-mail", "nobody@example.com");
    fill(dialog, "Reason", "Kraken withdrawal, support ticket 77");
    submit(dialog);
    const field = within(dialog).getByLabelText("Investor e-mail");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("No account has this e-mail address.").id).toBe(
      field.getAttribute("aria-describedby"),
    );
  });

  it("sends the payment's key with the trimmed, lower-cased e-mail; toasts, closes and refreshes the console", async () => {
    answer(200, attributed);
    const dialog = renderDialog();
    const stale = [adminKeys.table("/api/admin/payments", { page: 1 }), adminKeys.overview, adminKeys.me];
    for (const key of stale) client.setQueryData(key, { cached: true });

    fill(dialog, "Investor e-mail", "  Nino@Example.COM ");
    fill(dialog, "Reason", "  Binance withdrawal, ticket 4411 ");
    submit(dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Payment credited to nino@example.com."));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/payments/attribute");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      chainId: 42161,
      txHash: HASH.toLowerCase(),
      logIndex: 3,
      email: "nino@example.com",
      reason: "Binance withdrawal, ticket 4411",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The tables and figures are read again; the role check is not.
    expect(client.getQueryState(stale[0] ?? [])?.isInvalidated).toBe(true);
    expect(client.getQueryState(adminKeys.overview)?.isInvalidated).toBe(true);
    expect(client.getQueryState(adminKeys.me)?.isInvalidated).toBe(false);
  });
});
