import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { MICRO } from "@/shared/money/units";
import {
  cumulativeTokenUnits,
  distributionEligibility,
  type Eligibility,
  exclusionText,
  type KycStanding,
  roundIncrement,
} from "./eligibility";

const WALLET = "0x00000000000000000000000000000000000000a1";

describe("eligibility for a distribution round", () => {
  it("needs a verified identity and a primary wallet", () => {
    expect(distributionEligibility({ kycStatus: "verified", primaryWallet: WALLET })).toEqual({
      eligible: true,
      wallet: WALLET,
    });
  });

  it.each([
    ["none", WALLET, ["kyc_missing"]],
    ["pending", WALLET, ["kyc_pending"]],
    ["rejected", WALLET, ["kyc_rejected"]],
    ["verified", null, ["no_wallet"]],
    ["none", null, ["kyc_missing", "no_wallet"]],
    ["rejected", null, ["kyc_rejected", "no_wallet"]],
  ] as const)("KYC %s with wallet %s: excluded for %j", (kycStatus, primaryWallet, reasons) => {
    expect(distributionEligibility({ kycStatus, primaryWallet })).toEqual({ eligible: false, reasons });
  });

  it("excludes a wallet that carries another investor's leaf, beside any other reason", () => {
    expect(distributionEligibility({ kycStatus: "verified", primaryWallet: WALLET }, true)).toEqual({
      eligible: false,
      reasons: ["wallet_in_use"],
    });
    expect(distributionEligibility({ kycStatus: "pending", primaryWallet: WALLET }, true)).toEqual({
      eligible: false,
      reasons: ["kyc_pending", "wallet_in_use"],
    });
    // Without a wallet there is nothing in use: the reason is the missing wallet.
    expect(distributionEligibility({ kycStatus: "verified", primaryWallet: null }, true)).toEqual({
      eligible: false,
      reasons: ["no_wallet"],
    });
  });

  it("tells the investor what to do for each reason", () => {
    expect(exclusionText.kyc_missing()).toBe("Verify your identity to receive PXL");
    expect(exclusionText.no_wallet()).toBe("Link a wallet to receive PXL");
    // In the request's language: an investor reading the Georgian site reads why in Georgian.
    setServerLocaleSource(() => "ka");
    try {
      expect(exclusionText.no_wallet()).toBe("PXL-ის მისაღებად დააკავშირეთ საფულე");
    } finally {
      setServerLocaleSource(() => "en");
    }
    expect(exclusionText.kyc_pending()).toMatch(/under review/);
    expect(exclusionText.kyc_rejected()).toMatch(/submit it again/);
  });
});

describe("cumulative amounts", () => {
  it("converts every credited micro-PXL to token units exactly", () => {
    expect(cumulativeTokenUnits(391_236_306n)).toBe(391_236_306n * 10n ** 12n);
  });

  it("lets an investor excluded from one round receive everything in the first round after they qualify", () => {
    /** Rounds as a sequence: who is eligible and what they were credited then; the contract pays increments. */
    type Step = { kycStatus: KycStanding; wallet: string | null; creditedMicroPxl: bigint };
    const steps: Step[] = [
      { kycStatus: "none", wallet: null, creditedMicroPxl: 100n * MICRO }, // round 1: bought, nothing else
      { kycStatus: "pending", wallet: WALLET, creditedMicroPxl: 150n * MICRO }, // round 2: bought more, still waiting
      { kycStatus: "verified", wallet: WALLET, creditedMicroPxl: 150n * MICRO }, // round 3: verified
      { kycStatus: "verified", wallet: WALLET, creditedMicroPxl: 175n * MICRO }, // round 4: bought again
    ];
    let published = 0n; // the account's cumulative in the last published root
    const paid: bigint[] = [];
    for (const step of steps) {
      const eligibility: Eligibility = distributionEligibility({
        kycStatus: step.kycStatus,
        primaryWallet: step.wallet,
      });
      if (!eligibility.eligible) {
        paid.push(0n);
        continue;
      }
      const cumulative = cumulativeTokenUnits(step.creditedMicroPxl);
      paid.push(roundIncrement(cumulative, published));
      published = cumulative;
    }
    expect(paid).toEqual([0n, 0n, cumulativeTokenUnits(150n * MICRO), cumulativeTokenUnits(25n * MICRO)]);
    expect(paid.reduce((a, b) => a + b, 0n)).toBe(cumulativeTokenUnits(175n * MICRO));
  });

  it("pays in total exactly the last cumulative amount, whatever the rounds in between", () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        (credits) => {
          // Credits only grow; each round publishes the running total.
          let running = 0n;
          let published = 0n;
          let paid = 0n;
          for (const credit of credits) {
            running += credit;
            const cumulative = cumulativeTokenUnits(running);
            paid += roundIncrement(cumulative, published);
            published = cumulative;
          }
          expect(paid).toBe(cumulativeTokenUnits(running));
        },
      ),
    );
  });

  it("refuses a cumulative amount below the published one", () => {
    expect(() => roundIncrement(1n, 2n)).toThrow(RangeError);
  });
});
