// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VerificationDialog } from "@/web/features/payments/components/verification-dialog";
import { type AccountSignals, AccountSignalsContext } from "@/web/lib/account-live";
import { queryKeys } from "@/web/lib/query-keys";

// The real button loads wagmi; the dialog only needs its contract: it calls onLinked once linked.
vi.mock("@/web/features/payments/wallet/link-wallet-button", () => ({
  default: ({ address, onLinked }: { address: string; onLinked: () => void }) => (
    <button type="button" onClick={onLinked}>
      Link {address}
    </button>
  ),
}));

const HASH = `0x${"ab".repeat(32)}`;
const SALE_WALLET = `0x${"12".repeat(20)}`;
const SENDER = `0x${"34".repeat(20)}`;
type Answer = { status: number; body: unknown };

let claims: Answer[];
let explorer: string | null;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  claims = [];
  explorer = "https://arbiscan.io/tx/";
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const answer: Answer = url.endsWith("/api/chain")
      ? {
          status: 200,
          body: {
            chainId: 42161,
            demo: explorer === null,
            usdt: SENDER,
            saleWallet: SALE_WALLET,
            explorerTxUrl: explorer,
            walletConnectProjectId: null,
          },
        }
      : (claims.shift() ?? { status: 500, body: {} });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets fetches, query notifications and React settle without moving the clock. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 6; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    }
  });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <VerificationDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/** The user's stream, as the dialog hears it: `paymentsChanged()` is the server's signal. */
let stream: EventTarget;
const signals: AccountSignals = {
  nextChange: (topic) =>
    new Promise((resolve) => stream.addEventListener(topic, () => resolve(), { once: true })),
};
async function paymentsChanged() {
  stream.dispatchEvent(new Event("payments"));
  await settle();
}

function renderDialog() {
  stream = new EventTarget();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <AccountSignalsContext.Provider value={signals}>
        <Harness onOpenChange={onOpenChange} />
        <Toaster />
      </AccountSignalsContext.Provider>
    </QueryClientProvider>,
  );
  return { invalidate, onOpenChange };
}

const hashInput = () => screen.getByLabelText("Transaction Hash") as HTMLInputElement;
const verifyButton = () => screen.getByRole("button", { name: /Verify & Claim|Verifying\.\.\./ });
const claimCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/payments/claim"));
const paymentRefreshes = (invalidate: ReturnType<typeof vi.fn>) =>
  invalidate.mock.calls.filter(
    ([filters]) => JSON.stringify(filters) === JSON.stringify({ queryKey: queryKeys.payments }),
  );

async function claim(text = HASH) {
  fireEvent.change(hashInput(), { target: { value: text } });
  fireEvent.click(verifyButton());
  await settle();
}

describe("VerificationDialog: input", () => {
  it("shows the sale wallet, the 0x... field, and enables Verify & Claim only with a hash", async () => {
    renderDialog();
    await settle();
    expect(screen.getByTestId("target-wallet").textContent).toBe(SALE_WALLET);
    expect(hashInput().placeholder).toBe("0x...");
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(hashInput(), { target: { value: "   " } });
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(hashInput(), { target: { value: HASH } });
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("refuses a malformed hash with the reason, without asking the server", async () => {
    renderDialog();
    await claim("0x1234");
    expect(screen.getByRole("alert").textContent).toContain("Verification Failed");
    expect(screen.getByRole("alert").textContent).toContain("This is not a transaction hash");
    expect(claimCalls()).toHaveLength(0);
  });

  it("sends the trimmed hash and reads Verifying... while busy", async () => {
    let release: (value: Response) => void = () => {};
    renderDialog();
    await settle();
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    fireEvent.change(hashInput(), { target: { value: `  ${HASH}  ` } });
    fireEvent.click(verifyButton());
    await settle();
    expect(verifyButton().textContent).toBe("Verifying...");
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({ hash: HASH });
    release(new Response(JSON.stringify({ status: "already_yours" }), { status: 200 }));
    await settle();
    expect(screen.getByText("Transaction Verified!")).toBeTruthy();
  });
});

describe("VerificationDialog: success and its schedule", () => {
  it("shows the credit, the note at 0.5 s, refreshes payments at 1 s and closes at 3 s", async () => {
    claims.push({ status: 200, body: { status: "credited", credited: "250000000" } });
    const { invalidate, onOpenChange } = renderDialog();
    await settle();
    await claim();
    expect(screen.getByText("Transaction Verified!")).toBeTruthy();
    expect(screen.getByText("250.00 USDT credited: 391.23 PXL.")).toBeTruthy();
    expect(screen.getAllByText("Transaction verified and claimed successfully!").length).toBeGreaterThan(0);
    expect(screen.queryByText("Updating your dashboard...")).toBeNull();
    await advance(499);
    expect(screen.queryByText("Updating your dashboard...")).toBeNull();
    await advance(1);
    expect(screen.getByText("Updating your dashboard...")).toBeTruthy();
    expect(paymentRefreshes(invalidate)).toHaveLength(0);
    await advance(499);
    expect(paymentRefreshes(invalidate)).toHaveLength(0);
    await advance(1);
    expect(paymentRefreshes(invalidate)).toHaveLength(1);
    await advance(1_999);
    expect(onOpenChange).not.toHaveBeenCalled();
    await advance(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByText("Transaction Verified!")).toBeNull();
    // Reopened, it starts again from the input.
    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    await settle();
    expect(hashInput().value).toBe("");
  });

  it("links to the explorer with the hash, and hides the link on the demo chain", async () => {
    claims.push({ status: 200, body: { status: "already_yours" } });
    renderDialog();
    await settle();
    await claim();
    expect(screen.getByText("This payment is already credited to your account.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "View on a block explorer" });
    expect(link.getAttribute("href")).toBe(`https://arbiscan.io/tx/${HASH}`);
    cleanup();
    explorer = null;
    claims.push({ status: 200, body: { status: "already_yours" } });
    renderDialog();
    await settle();
    await claim();
    expect(screen.getByText("Transaction Verified!")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View on a block explorer" })).toBeNull();
  });

  it("Done closes at once; Copy Hash copies and says so, or says it failed", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    claims.push({ status: 200, body: { status: "already_yours" } });
    const { onOpenChange } = renderDialog();
    await settle();
    await claim();
    fireEvent.click(screen.getByRole("button", { name: "Copy Hash" }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(HASH);
    expect(screen.getAllByText("Transaction hash copied to clipboard!").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Copy Hash" }));
    await settle();
    expect(screen.getAllByText("Failed to copy to clipboard.").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("VerificationDialog: not final, refused, wallet to link", () => {
  it("a payment not final yet shows Processing... and stays open", async () => {
    const processing = { status: 202, body: { status: "processing", amount: "100000000" } };
    claims.push(processing, processing);
    const { onOpenChange } = renderDialog();
    await settle();
    await claim();
    expect(screen.getByText("Processing...")).toBeTruthy();
    expect(screen.getByText(/100\.00 USDT was found/)).toBeTruthy();
    expect(screen.queryByText("Transaction Verified!")).toBeNull();
    await advance(1_900);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("claims again when the server says the user's payments changed, never on a timer", async () => {
    const processing = { status: 202, body: { status: "processing", amount: "100000000" } };
    claims.push(processing, processing, processing, {
      status: 200,
      body: { status: "credited", credited: "100000000" },
    });
    const { onOpenChange } = renderDialog();
    await settle();
    await claim();
    expect(screen.getByText("Processing...")).toBeTruthy();
    // The answer and a second look at once (it may have settled in between).
    expect(claimCalls()).toHaveLength(2);
    await advance(120_000);
    await settle();
    expect(claimCalls()).toHaveLength(2);
    await paymentsChanged();
    expect(claimCalls()).toHaveLength(3);
    expect(screen.getByText("Processing...")).toBeTruthy();
    await paymentsChanged();
    expect(claimCalls()).toHaveLength(4);
    expect(screen.getByText("Transaction Verified!")).toBeTruthy();
    expect(screen.getByText(/^100\.00 USDT credited: 156\.49 PXL\.$/)).toBeTruthy();
    await advance(3_000);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a payment refused while it was processing shows the reason in the form", async () => {
    const processing = { status: 202, body: { status: "processing", amount: "100000000" } };
    claims.push(processing, processing, {
      status: 422,
      body: { error: "Transaction not found.", code: "not_found" },
    });
    renderDialog();
    await settle();
    await claim();
    await paymentsChanged();
    expect(screen.queryByText("Processing...")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Verification FailedTransaction not found.");
  });

  it("stops following once the dialog closes", async () => {
    const processing = { status: 202, body: { status: "processing", amount: "100000000" } };
    claims.push(processing, processing, processing);
    renderDialog();
    await settle();
    await claim();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await paymentsChanged();
    await advance(60_000);
    expect(claimCalls()).toHaveLength(2);
  });

  it("someone else's payment: the Verification Failed box with the server's reason; Cancel resets", async () => {
    claims.push({
      status: 409,
      body: { error: "Transaction not found or already claimed.", code: "claimed" },
    });
    const { onOpenChange } = renderDialog();
    await settle();
    await claim();
    const box = screen.getByRole("alert");
    expect(box.textContent).toBe("Verification FailedTransaction not found or already claimed.");
    expect(
      screen.getByText("Transaction verification failed: Transaction not found or already claimed."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    await settle();
    expect(hashInput().value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a reason without words falls back to the spec's text", async () => {
    claims.push({ status: 422, body: {} });
    renderDialog();
    await settle();
    await claim();
    expect(screen.getByRole("alert").textContent).toContain(
      "Failed to verify transaction. Please check the transaction hash and try again.",
    );
  });

  it("a server failure and a lost connection each say so in the box and in the spec's toast", async () => {
    claims.push({ status: 500, body: { error: "Something went wrong. Please try again later." } });
    renderDialog();
    await settle();
    await claim();
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong. Please try again later.");
    expect(screen.getByText("Failed to claim transaction. Please try again.")).toBeTruthy();

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fireEvent.click(verifyButton());
    await settle();
    expect(screen.getByRole("alert").textContent).toContain(
      "An error occurred while verifying the transaction.",
    );
    expect(screen.getByText("An error occurred during verification")).toBeTruthy();
  });

  it("offers to link the sender, then claims again once linked", async () => {
    claims.push(
      {
        status: 409,
        body: { error: `This payment was sent from ${SENDER}.`, code: "link_wallet", field: SENDER },
      },
      { status: 200, body: { status: "credited", credited: "639000" } },
    );
    renderDialog();
    await settle();
    await claim();
    expect(screen.getByText("Link the sending wallet")).toBeTruthy();
    // The link button is loaded lazily.
    await settle();
    const linkButton = screen.getByRole("button", { name: `Link ${SENDER}` });
    expect(claimCalls()).toHaveLength(1);
    fireEvent.click(linkButton);
    await settle();
    expect(claimCalls()).toHaveLength(2);
    expect(screen.getByText("0.639 USDT credited: 1.00 PXL.")).toBeTruthy();
  });
});

describe("VerificationDialog: an exchange payer requests attribution", () => {
  const attributionCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/payments/attribution-requests"));

  it("offers it next to linking the sender, with the hash typed, and sends the request", async () => {
    claims.push(
      {
        status: 409,
        body: { error: `This payment was sent from ${SENDER}.`, code: "link_wallet", field: SENDER },
      },
      {
        status: 201,
        body: { id: "7f7c3c0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", status: "open", amountMicroUsdt: "250000000" },
      },
    );
    renderDialog();
    await settle();
    await claim();
    fireEvent.click(screen.getByRole("button", { name: "Request attribution" }));
    await settle();
    expect(hashInput().value).toBe(HASH);

    // The exchange is required: said in the form, nothing sent.
    fireEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await settle();
    expect(screen.getByText("Name the exchange you paid from (for example Binance or Kraken).")).toBeTruthy();
    expect(attributionCalls()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Exchange"), { target: { value: "Binance" } });
    fireEvent.change(screen.getByLabelText("Note (optional)"), { target: { value: "Withdrawal of 1 May" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await settle();
    expect(attributionCalls()).toHaveLength(1);
    expect(JSON.parse(String(attributionCalls()[0]?.[1]?.body))).toEqual({
      txHash: HASH,
      exchange: "Binance",
      note: "Withdrawal of 1 May",
    });
    expect(screen.getByText("Request sent")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("250.00 USDT");
  });

  it("is offered before any claim too, and shows the server's reason on the hash", async () => {
    claims.push({
      status: 422,
      body: { error: "Transaction not found on the Arbitrum blockchain.", code: "not_found" },
    });
    renderDialog();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Request attribution" }));
    await settle();
    fireEvent.change(hashInput(), { target: { value: HASH } });
    fireEvent.change(screen.getByLabelText("Exchange"), { target: { value: "Kraken" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await settle();
    expect(hashInput().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Transaction not found on the Arbitrum blockchain.")).toBeTruthy();
    // Back to the verification form.
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await settle();
    expect(verifyButton()).toBeTruthy();
  });

  it("says the spec's words when no answer came, keeps what was typed, and sends it on a retry", async () => {
    claims.push({
      status: 201,
      body: { id: "7f7c3c0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", status: "open", amountMicroUsdt: "250000000" },
    });
    renderDialog();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Request attribution" }));
    await settle();
    fireEvent.change(hashInput(), { target: { value: HASH } });
    fireEvent.change(screen.getByLabelText("Exchange"), { target: { value: "Kraken" } });
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch");
    });
    fireEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await settle();
    expect(screen.getByText("Failed to add transaction. Please try again.")).toBeTruthy();
    expect(hashInput().value).toBe(HASH);
    expect((screen.getByLabelText("Exchange") as HTMLInputElement).value).toBe("Kraken");
    fireEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await settle();
    expect(attributionCalls()).toHaveLength(2);
    expect(screen.getByText("Request sent")).toBeTruthy();
  });
});
