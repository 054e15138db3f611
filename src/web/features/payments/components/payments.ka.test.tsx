// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
// The message functions read the page's path once the app's locale source is set (as the app does).
import "@/shared/i18n/current-locale";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verificationReasons } from "@/shared/payments/verification-reasons";
import { VerificationDialog } from "@/web/features/payments/components/verification-dialog";
import { ClaimResult } from "@/web/features/payments/components/verification-result";
import { PaymentProgress } from "@/web/features/payments/wallet/payment-progress";
import { type AccountSignals, AccountSignalsContext } from "@/web/lib/account-live";

const HASH = `0x${"ab".repeat(32)}` as const;
const signals: AccountSignals = { nextChange: () => new Promise(() => undefined) };

beforeEach(() => {
  window.history.replaceState(null, "", "/ka/investment");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({}), { status: 500 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("payments in Georgian", () => {
  it("the verification dialog asks in Georgian and refuses a malformed hash in Georgian", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AccountSignalsContext.Provider value={signals}>
          <VerificationDialog open onOpenChange={() => undefined} />
        </AccountSignalsContext.Provider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("dialog", { name: "ტრანზაქციის შემოწმება" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("ტრანზაქციის ჰეში"), { target: { value: "0x123" } });
    fireEvent.click(screen.getByRole("button", { name: "შემოწმება და მიღება" }));
    await waitFor(() => expect(screen.getByText("შემოწმება ვერ მოხერხდა")).toBeTruthy());
    expect(screen.getByText(verificationReasons.invalid_hash)).toBeTruthy();
    expect(verificationReasons.invalid_hash).toMatch(/^ეს არ არის ტრანზაქციის ჰეში/);
  });

  it("the claim's result and the wallet payment's progress speak Georgian, amounts in the Georgian format", () => {
    render(
      <ClaimResult
        result={{ kind: "credited", creditedMicroUsdt: 1_234_500_000n, hash: HASH }}
        explorerTxUrl={null}
        updating
        onDone={() => undefined}
      />,
    );
    expect(screen.getByText("ტრანზაქცია დადასტურდა!")).toBeTruthy();
    expect(screen.getByText(/^ჩაირიცხა 1 234,50 USDT:/)).toBeTruthy();
    cleanup();
    render(
      <PaymentProgress
        state={{ step: "credited", hash: HASH, creditedMicroUsdt: null }}
        explorerTxUrl="https://arbiscan.io/tx/"
        onNewPayment={() => undefined}
      />,
    );
    expect(screen.getByText("გადახდა დადასტურდა!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ახალი გადახდა" })).toBeTruthy();
  });
});
