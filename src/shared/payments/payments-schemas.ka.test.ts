import { afterEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { claimFormSchema } from "@/shared/investment/claim-form";
import { attributionRequestSchema } from "@/shared/payments/attribution-request";
import { verificationReasons } from "@/shared/payments/verification-reasons";
import { claimPaymentSchema } from "@/shared/wallets/wallet-schemas";

afterEach(() => setServerLocaleSource(() => "en"));

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the payment schemas' messages follow the current language", () => {
  it("answers in English, then in Georgian, from the same schemas (nothing fixed at load)", () => {
    expect(verificationReasons.not_found).toMatch(/^Transaction not found on the Arbitrum blockchain/);
    expect(firstError(claimFormSchema.safeParse({ hash: "0x12" }))).toBe(verificationReasons.invalid_hash);
    expect(firstError(attributionRequestSchema.safeParse({ txHash: "0x12", exchange: "Kraken" }))).toMatch(
      /^This is not a transaction hash/,
    );

    setServerLocaleSource(() => "ka");
    expect(verificationReasons.not_found).toMatch(/^ტრანზაქცია Arbitrum-ის ბლოკჩეინზე ვერ მოიძებნა/);
    expect(firstError(claimFormSchema.safeParse({ hash: "0x12" }))).toMatch(/^ეს არ არის ტრანზაქციის ჰეში/);
    expect(firstError(claimPaymentSchema.safeParse({ hash: " " }))).toBe(
      "გთხოვთ, შეიყვანოთ ტრანზაქციის ჰეში",
    );
    const hash = `0x${"ab".repeat(32)}`;
    expect(firstError(attributionRequestSchema.safeParse({ txHash: hash, exchange: "K" }))).toBe(
      "მიუთითეთ ბირჟა, საიდანაც გადაიხადეთ (მაგალითად, Binance ან Kraken).",
    );
    expect(firstError(attributionRequestSchema.safeParse({ txHash: "0x12", exchange: "Kraken" }))).toMatch(
      /^ეს არ არის ტრანზაქციის ჰეში/,
    );
  });
});
