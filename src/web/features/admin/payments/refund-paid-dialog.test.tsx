// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminPaymentRow } from "@/shared/admin/payments";
import { RefundPaidDialog } from "@/web/features/admin/payments/refund-paid-dialog";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const payment: AdminPaymentRow = {
  chainId: 42161,
  txHash: `0x${"ab".repeat(32)}`,
  logIndex: 0,
  from: `0x${"34".repeat(20)}`,
  amountMicroUsdt: "500000000",
  blockNumber: "99",
  blockTime: "2026-05-01T10:00:00.000Z",
  state: "refund_due",
  creditedMicroUsdt: "380000000",
  tokensMicroPxl: "594679186",
  refundDueMicroUsdt: "120000000",
  refundPaidTxHash: null,
  attribution: "wallet_proof",
  attributionReason: null,
  investor: { id: "u1", email: "nino@example.com", name: "Nino K" },
};

let fetchMock: ReturnType<typeof vi.fn>;
/** What the server answers a refund recorded (the contract's schema). */
const recorded = {
  status: "recorded",
  refundMicroUsdt: "1000000",
  to: "0x000000000000000000000000000000000000dEaD",
};

function answer(status: number, body: unknown) {
  fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
}

function openDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RefundPaidDialog payment={payment} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Mark refund paid" }));
  return screen.getByRole("dialog", { name: "Mark refund paid" });
}

const hashField = (dialog: HTMLElement) => within(dialog).getByLabelText("Refund transaction hash");
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole("button", { name: "Mark refund paid" }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RefundPaidDialog", () => {
  it("says how much to send back, and refuses what is not a transaction hash", async () => {
    answer(200, recorded);
    const dialog = openDialog();
    expect(within(dialog).getByText(/Send 120\.00 USDT back to the sender first/)).toBeTruthy();
    fireEvent.change(hashField(dialog), { target: { value: "0x1234" } });
    submit(dialog);
    expect(
      await within(dialog).findByText("Enter a transaction hash: 0x followed by 64 hexadecimal characters."),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the payment's key and the refund's hash, toasts and closes", async () => {
    answer(200, recorded);
    const dialog = openDialog();
    const refund = `0x${"CD".repeat(32)}`;
    fireEvent.change(hashField(dialog), { target: { value: ` ${refund} ` } });
    submit(dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Refund marked as paid."));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/payments/refund-paid");
    expect(JSON.parse(String(init?.body))).toEqual({
      chainId: 42161,
      txHash: payment.txHash,
      logIndex: 0,
      refundTxHash: refund.toLowerCase(),
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's reason", async () => {
    answer(409, { error: "This refund is already marked paid.", code: "already_paid" });
    const dialog = openDialog();
    fireEvent.change(hashField(dialog), { target: { value: `0x${"ef".repeat(32)}` } });
    submit(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This refund is already marked paid.",
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  describe("Send to another address", () => {
    const reason = "Paid from a Kraken hot wallet; refunded to the investor's own wallet.";
    const checksummed = "0x5742a8fE0D7E5b5d1d9B40b8b4c3E1Ab0c9e7777";
    const toggle = (dialog: HTMLElement) =>
      within(dialog).getByRole("checkbox", { name: "Send to another address" });
    const addressField = (dialog: HTMLElement) => within(dialog).getByLabelText("Recipient address");
    const reasonField = (dialog: HTMLElement) => within(dialog).getByLabelText("Why this address");
    const refund = `0x${"cd".repeat(32)}`;

    it("is hidden until asked for, and sends the address and the reason with the hash", async () => {
      answer(200, recorded);
      const dialog = openDialog();
      expect(within(dialog).queryByLabelText("Recipient address")).toBeNull();
      fireEvent.click(toggle(dialog));
      fireEvent.change(hashField(dialog), { target: { value: refund } });
      fireEvent.change(addressField(dialog), { target: { value: checksummed.toLowerCase() } });
      fireEvent.change(reasonField(dialog), { target: { value: reason } });
      submit(dialog);
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Refund marked as paid."));
      const [, init] = fetchMock.mock.calls[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({
        chainId: 42161,
        txHash: payment.txHash,
        logIndex: 0,
        refundTxHash: refund,
        recipient: { address: checksummed, reason },
      });
    });

    it("needs both the address and the reason, and refuses a wrong checksum in words", async () => {
      answer(200, recorded);
      const dialog = openDialog();
      fireEvent.click(toggle(dialog));
      fireEvent.change(hashField(dialog), { target: { value: refund } });
      submit(dialog);
      expect(
        await within(dialog).findByText("Enter an address: 0x followed by 40 hexadecimal characters."),
      ).toBeTruthy();
      expect(
        within(dialog).getByText("Say why the refund went to this address, in at least 10 characters."),
      ).toBeTruthy();
      fireEvent.change(addressField(dialog), { target: { value: checksummed.replace("fE0D", "Fe0d") } });
      fireEvent.change(reasonField(dialog), { target: { value: reason } });
      submit(dialog);
      expect(
        await within(dialog).findByText(
          "This address's capital letters do not match its checksum: check it for a typo.",
        ),
      ).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("sends no recipient once unticked, whatever was typed", async () => {
      answer(200, recorded);
      const dialog = openDialog();
      fireEvent.click(toggle(dialog));
      fireEvent.change(addressField(dialog), { target: { value: "0x12" } });
      fireEvent.click(toggle(dialog));
      expect(within(dialog).queryByLabelText("Recipient address")).toBeNull();
      fireEvent.change(hashField(dialog), { target: { value: refund } });
      submit(dialog);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
      const [, init] = fetchMock.mock.calls[0] ?? [];
      expect(JSON.parse(String(init?.body))).not.toHaveProperty("recipient");
    });

    it("shows the server's refusal on the field it names", async () => {
      const error = `This transaction sent no USDT from the sale wallet to ${checksummed}; it sent to 0x0000000000000000000000000000000000000009.`;
      answer(422, { error, code: "wrong_recipient", field: "recipient.address" });
      const dialog = openDialog();
      fireEvent.click(toggle(dialog));
      fireEvent.change(hashField(dialog), { target: { value: refund } });
      fireEvent.change(addressField(dialog), { target: { value: checksummed } });
      fireEvent.change(reasonField(dialog), { target: { value: reason } });
      submit(dialog);
      expect(await within(dialog).findByText(error)).toBeTruthy();
      expect(addressField(dialog).getAttribute("aria-invalid")).toBe("true");
      expect(toast.success).not.toHaveBeenCalled();
    });

    it("shows a refusal naming no field above the form (not final yet)", async () => {
      const error =
        "This refund transaction is in block 120, which is not final yet. Nothing was recorded: try again later, once its block is final.";
      answer(409, { error, code: "not_final" });
      const dialog = openDialog();
      fireEvent.change(hashField(dialog), { target: { value: refund } });
      submit(dialog);
      expect((await within(dialog).findByRole("alert")).textContent).toBe(error);
    });
  });
});
