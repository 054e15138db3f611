import type { Address } from "viem";
// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenDataFor } from "@/shared/sale/token-data";
import { InvestmentView } from "@/web/features/investment/components/investment-view";
import { soldOutToast } from "@/web/features/investment/components/sold-out";
import { publicChainQuery } from "@/web/lib/public-chain";

const USDT = 1_000_000n;
const AT = new Date("2026-05-01T10:00:00.000Z");
const WALLET: Address = `0x${"ab".repeat(20)}`;
const USDT_TOKEN = "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9";

afterEach(cleanup);

function renderView({ raised = 0n, live = true } = {}) {
  const onPaymentSent = vi.fn();
  const payWithWallet = vi.fn((amount: bigint | null, disabled: boolean) => (
    <span data-testid="pay-with-wallet">{`${amount ?? "none"}/${disabled}`}</span>
  ));
  // The chain the dialog's payment request names, as `GET /api/chain` serves it.
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicChainQuery().queryKey, {
    chainId: 42161,
    demo: false,
    usdt: USDT_TOKEN,
    saleWallet: WALLET,
    explorerTxUrl: null,
    walletConnectProjectId: null,
  });
  const view = (data: ReturnType<typeof tokenDataFor>) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <InvestmentView
          data={data}
          live={live}
          saleWallet={WALLET}
          onPaymentSent={onPaymentSent}
          payWithWallet={payWithWallet}
        />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(view(tokenDataFor(raised, AT)));
  return { onPaymentSent, rerenderRaised: (next: bigint) => result.rerender(view(tokenDataFor(next, AT))) };
}

const amountInput = () => screen.getByLabelText("USDT Amount") as HTMLInputElement;
const typeAmount = (text: string) => fireEvent.change(amountInput(), { target: { value: text } });
const purchaseButton = () =>
  screen.getByRole("button", { name: "Purchase PXL Tokens", hidden: true }) as HTMLButtonElement;
const summary = (label: string) => screen.getByTestId(`summary-${label}`).textContent;
const received = () => screen.getByText(/PXL$/, { selector: "output" }).textContent;

describe("InvestmentView: the calculator", () => {
  it("shows the title, the price and the live dot's meaning", () => {
    renderView();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Investment Center");
    expect(screen.getByText(/PXL price:/).textContent).toBe("PXL price: 0.639 USDT");
    expect(screen.getByText("(live data)")).toBeTruthy();
    cleanup();
    renderView({ live: false });
    expect(screen.getByText("(live data disconnected)")).toBeTruthy();
  });

  it("tokens you receive are floored; the summary follows the amount", () => {
    renderView();
    expect(purchaseButton().disabled).toBe(true);
    typeAmount("100");
    // What the ledger credits: 100 / 0.639 = 156.494522 PXL, shown to two decimals as everywhere.
    expect(received()).toBe("156.49 PXL");
    expect(summary("Tokens")).toBe("156.49 PXL");
    expect(summary("Price per token")).toBe("0.639 USDT");
    expect(summary("Total investment")).toBe("100.00 USDT");
    expect(summary("Company Ownership")).toBe("0.0014%");
    expect(purchaseButton().disabled).toBe(false);
    typeAmount("1.277999");
    expect(received()).toBe("1.99 PXL");
    expect(summary("Total investment")).toBe("1.277999 USDT");
  });

  it("quick select sets the amount", () => {
    renderView();
    for (const [label, text, tokens] of [
      ["100 USDT", "100", "156.49 PXL"],
      ["250 USDT", "250", "391.23 PXL"],
      ["500 USDT", "500", "782.47 PXL"],
      ["1,000 USDT", "1000", "1,564.94 PXL"],
    ] as const) {
      fireEvent.click(screen.getByRole("button", { name: label }));
      expect(amountInput().value).toBe(text);
      expect(received()).toBe(tokens);
    }
  });

  it("popular token amounts set their cost to the cent and buy exactly that many", () => {
    renderView();
    for (const [tokens, cost, ownership, costShown] of [
      ["500.00", "319.50", "0.0045%", "319.50 USDT"],
      ["1,000.00", "639.00", "0.0091%", "639.00 USDT"],
      ["2,000.00", "1278.00", "0.0182%", "1,278.00 USDT"],
    ] as const) {
      const button = screen.getByRole("button", { name: new RegExp(`^${tokens} PXL`) });
      // The cost as every amount is written: no "$1278.00".
      expect(button.textContent).toBe(`${tokens} PXL${costShown}`);
      fireEvent.click(button);
      expect(amountInput().value).toBe(cost);
      expect(received()).toBe(`${tokens} PXL`);
      expect(summary("Company Ownership")).toBe(ownership);
    }
  });

  it("refuses zero and text, and passes no amount to pay with wallet", () => {
    renderView();
    for (const text of ["0", "abc", "1.1234567"]) {
      typeAmount(text);
      expect(purchaseButton().disabled).toBe(true);
      expect(screen.getByRole("alert").textContent).toMatch(/greater than zero/);
      expect(screen.getByTestId("pay-with-wallet").textContent).toBe("none/true");
    }
    typeAmount("250");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByTestId("pay-with-wallet").textContent).toBe("250000000/false");
  });

  it("flags an amount above what remains under the cap before paying", () => {
    renderView({ raised: 139_900n * USDT });
    typeAmount("100");
    expect(purchaseButton().disabled).toBe(false);
    typeAmount("100.01");
    expect(purchaseButton().disabled).toBe(true);
    expect(screen.getByRole("alert").textContent).toContain(
      "Only 100.00 USDT remain under the sale's 140,000 USDT cap",
    );
    expect(screen.getByTestId("pay-with-wallet").textContent).toBe("none/true");
  });
});

describe("InvestmentView: Complete Your Purchase", () => {
  it("shows the wallet, four instructions and the Arbitrum warning; I've Sent the Payment closes it and hands over", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    Object.assign(navigator, { clipboard: { writeText } });
    const { onPaymentSent } = renderView();
    typeAmount("250");
    fireEvent.click(purchaseButton());
    const dialog = screen.getByRole("dialog", { name: "Complete Your Purchase" });
    expect(within(dialog).getByTestId("purchase-wallet").textContent).toBe(WALLET);
    const steps = within(dialog).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    expect(steps[0]?.textContent).toContain("Send exactly 250.00 USDT");
    expect(dialog.textContent).toContain("use Pay with your wallet: connecting it links it in the same flow");
    expect(dialog.textContent).toContain(
      "Paid from an exchange? Verify the hash, then choose Request attribution.",
    );
    expect(dialog.textContent).not.toContain("in your profile first");
    expect(dialog.textContent).toContain("Only send USDT on the Arbitrum network.");
    // Pay from a phone: a QR code screen readers announce as one, and a link with the same request.
    const request = `ethereum:${USDT_TOKEN}@42161/transfer?address=${WALLET}&uint256=250000000`;
    const qr = within(dialog).getByRole("img", { name: /^QR code: a request to pay 250\.00 USDT/ });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
    expect(within(dialog).getByRole("link", { name: "Open in wallet" }).getAttribute("href")).toBe(request);
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy wallet address" }));
    expect(await within(dialog).findByText("Copied!")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(WALLET);
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy wallet address" }));
    expect(await within(dialog).findByText("Error")).toBeTruthy();
    expect(onPaymentSent).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "I've Sent the Payment" }));
    expect(onPaymentSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Complete Your Purchase" })).toBeNull();
  });
});

// Behind a modal dialog the page is hidden from the accessibility tree, hence `hidden: true` below.
describe("InvestmentView: sold out", () => {
  it("at the cap: Sale Completed title, red banner, card, the sold-out dialog and toast, purchase disabled", async () => {
    renderView({ raised: 140_000n * USDT });
    expect(screen.getByRole("heading", { level: 1, hidden: true }).textContent).toBe("Sale Completed");
    const banner = screen
      .getAllByRole("alert", { hidden: true })
      .find((alert) => alert.textContent?.includes("sold out"));
    expect(banner?.className).toMatch(/red/);
    expect(screen.getByRole("heading", { name: "Sale Completed", level: 3, hidden: true })).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "PXL Tokens Sold Out" })).toBeTruthy();
    expect((await screen.findAllByText(soldOutToast())).length).toBeGreaterThan(0);
    expect(purchaseButton().disabled).toBe(true);
    expect(amountInput().disabled).toBe(true);
    expect(screen.queryByTestId("pay-with-wallet")).toBeNull();
  });

  it("one micro-USDT under the cap is not sold out", () => {
    renderView({ raised: 140_000n * USDT - 1n });
    expect(screen.getByRole("heading", { level: 1, hidden: true }).textContent).toBe("Investment Center");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(soldOutToast())).toBeNull();
  });

  it("selling out while the purchase dialog is open closes it and shows the sold-out dialog once", async () => {
    const { rerenderRaised } = renderView({ raised: 139_000n * USDT });
    typeAmount("250");
    fireEvent.click(purchaseButton());
    expect(screen.getByRole("dialog", { name: "Complete Your Purchase" })).toBeTruthy();
    act(() => rerenderRaised(140_000n * USDT));
    expect(screen.queryByRole("dialog", { name: "Complete Your Purchase" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "PXL Tokens Sold Out" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, hidden: true }).textContent).toBe("Sale Completed");
    expect((await screen.findAllByText(soldOutToast())).length).toBe(1);
  });
});
