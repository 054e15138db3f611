// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { Address } from "viem";
// The message functions read the page's path once the app's locale source is set (as the app does).
import "@/shared/i18n/current-locale";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tokenDataFor } from "@/shared/sale/token-data";
import { InvestmentView } from "@/web/features/investment/components/investment-view";
import { PurchaseDialog } from "@/web/features/investment/components/purchase-dialog";
import { soldOutToast } from "@/web/features/investment/components/sold-out";

const AT = new Date("2026-05-01T10:00:00.000Z");
const WALLET: Address = `0x${"ab".repeat(20)}`;

beforeEach(() => window.history.replaceState(null, "", "/ka/investment"));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const wrap = (node: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={["/ka/investment"]}>{node}</MemoryRouter>
  </QueryClientProvider>
);

describe("the investment page in Georgian", () => {
  it("names the calculator in Georgian and quotes in the Georgian number format", () => {
    render(
      wrap(
        <InvestmentView
          data={tokenDataFor(0n, AT)}
          live
          saleWallet={WALLET}
          onPaymentSent={() => undefined}
        />,
      ),
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("საინვესტიციო ცენტრი");
    expect(screen.getByText(/PXL-ის ფასი:/).textContent).toBe("PXL-ის ფასი: 0,639 USDT");
    expect(screen.getByRole("link", { name: "პანელზე დაბრუნება" }).getAttribute("href")).toBe(
      "/ka/dashboard",
    );
    fireEvent.change(screen.getByLabelText("თანხა USDT-ში"), { target: { value: "1000" } });
    expect(screen.getByTestId("summary-Total investment").textContent).toMatch(/^1\s000,00 USDT$/);
    expect(screen.getByText("ინვესტიციის შეჯამება")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("თანხა USDT-ში"), { target: { value: "abc" } });
    expect(screen.getByText(/შეიყვანეთ USDT-ის ნულზე მეტი თანხა/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Purchase PXL Tokens|Quick select|Tokens you receive/);
  });

  it("shows the purchase dialog's steps in Georgian", () => {
    render(
      wrap(
        <PurchaseDialog
          open
          onOpenChange={() => undefined}
          amountMicroUsdt={1_000_000_000n}
          microTokens={1_564_945_226n}
          saleWallet={WALLET}
          onSent={() => undefined}
        />,
      ),
    );
    expect(screen.getByRole("dialog", { name: "დაასრულეთ შეძენა" })).toBeTruthy();
    expect(
      screen.getByText("ზემოთ მითითებულ გადახდის საფულეზე გადაიხადეთ ზუსტად 1 000,00 USDT."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "გადახდა გავაგზავნე" })).toBeTruthy();
  });

  it("says the sold-out toast in the page's language", () => {
    expect(soldOutToast()).toBe("გაყიდვა დასრულდა: PXL ტოკენები გაყიდულია. შესაძენად ტოკენები აღარ დარჩა.");
    window.history.replaceState(null, "", "/investment");
    expect(soldOutToast()).toBe(
      "Sale Completed: PXL tokens are sold out. No more tokens available for purchase.",
    );
  });
});
