import { describe, expect, it } from "vitest";
import { verificationReasons } from "@/shared/payments/verification-reasons";
import {
  canPay,
  claimEvent,
  initialPayment,
  isLocked,
  nextPayment,
  type PaymentEvent,
  type WalletPayment,
} from "./payment-state";

const hash = `0x${"ab".repeat(32)}` as const;
const replacement = `0x${"cd".repeat(32)}` as const;
const run = (events: PaymentEvent[], from: WalletPayment = initialPayment) =>
  events.reduce(nextPayment, from);

const sent: PaymentEvent[] = [{ type: "start" }, { type: "wallet_asked" }, { type: "sent", hash }];

describe("a wallet payment's states", () => {
  it("goes preparing, waiting for the wallet, sent, seen on chain, processing, credited", () => {
    const steps: string[] = [];
    let state = initialPayment;
    for (const event of [
      ...sent,
      { type: "mined", hash, outcome: "paid" },
      { type: "claim_processing" },
      { type: "credited", creditedMicroUsdt: 250_000_000n },
    ] as PaymentEvent[]) {
      state = nextPayment(state, event);
      steps.push(state.step);
    }
    expect(steps).toEqual(["preparing", "awaiting_wallet", "sent", "seen", "processing", "credited"]);
    expect(state).toEqual({ step: "credited", hash, creditedMicroUsdt: 250_000_000n });
  });

  it("fails before sending when the wallet refuses, and says whether the investor declined", () => {
    expect(
      run([
        { type: "start" },
        { type: "wallet_asked" },
        { type: "wallet_refused", declined: true, message: "no" },
      ]),
    ).toEqual({ step: "failed", reason: "declined", message: "no" });
    expect(run([{ type: "start" }, { type: "wallet_refused", declined: false, message: "short" }])).toEqual({
      step: "failed",
      reason: "wallet",
      message: "short",
    });
  });

  it("is never failed once sent, whatever goes wrong while following, until the chain says reverted", () => {
    const troubles: PaymentEvent[] = [
      { type: "trouble" },
      { type: "wallet_refused", declined: false, message: "late error" },
      { type: "sent", hash: replacement },
      { type: "start" },
      { type: "reset" },
    ];
    for (const prefix of [
      sent,
      [...sent, { type: "mined", hash, outcome: "paid" }],
      [...sent, { type: "mined", hash, outcome: "paid" }, { type: "claim_processing" }],
    ] as PaymentEvent[][]) {
      const state = run([...prefix, ...troubles]);
      expect(state.step).not.toBe("failed");
      expect(state).toMatchObject({ hash, delayed: true });
      expect(isLocked(state)).toBe(true);
    }
    expect(run([...sent, { type: "mined", hash, outcome: "reverted" }])).toMatchObject({
      step: "failed",
      reason: "reverted",
      hash,
    });
  });

  it("keeps watching after trouble: the next good news clears the delay", () => {
    expect(run([...sent, { type: "trouble" }, { type: "mined", hash, outcome: "paid" }])).toEqual({
      step: "seen",
      hash,
      delayed: false,
    });
    expect(
      run([
        ...sent,
        { type: "mined", hash, outcome: "paid" },
        { type: "trouble" },
        { type: "claim_processing" },
      ]),
    ).toEqual({ step: "processing", hash, delayed: false });
  });

  it("follows the mined transaction when it paid the sale, and fails one the wallet put in its place that did not", () => {
    expect(run([...sent, { type: "mined", hash: replacement, outcome: "paid" }])).toMatchObject({
      step: "seen",
      hash: replacement,
    });
    expect(run([...sent, { type: "mined", hash: replacement, outcome: "cancelled" }])).toMatchObject({
      step: "failed",
      reason: "cancelled",
    });
    expect(run([...sent, { type: "mined", hash: replacement, outcome: "replaced" }])).toEqual({
      step: "failed",
      reason: "replaced",
      hash: replacement,
      message:
        "Your wallet put another transaction in the transfer's place before it was mined, so no USDT was sent to the sale. You can try again.",
    });
  });

  it("locks Pay from the wallet's prompt until the payment is settled and a new one started", () => {
    expect(canPay(initialPayment)).toBe(true);
    for (const state of [run([{ type: "start" }]), run(sent.slice(0, 2)), run(sent)]) {
      expect(isLocked(state)).toBe(true);
    }
    const credited = run([...sent, { type: "credited", creditedMicroUsdt: null }]);
    expect(isLocked(credited)).toBe(true);
    expect(nextPayment(credited, { type: "start" })).toBe(credited);
    expect(canPay(nextPayment(credited, { type: "reset" }))).toBe(true);
    // Nothing moved: paying again is allowed at once.
    expect(canPay(run([{ type: "start" }, { type: "wallet_refused", declined: true, message: "no" }]))).toBe(
      true,
    );
    expect(canPay(run([...sent, { type: "mined", hash, outcome: "reverted" }]))).toBe(true);
  });

  it("is unclaimed, not failed, when the sale refuses to credit it to this account", () => {
    const message = "This payment was sent from 0x1. Link that wallet to your account to claim it.";
    expect(
      run([...sent, { type: "mined", hash, outcome: "paid" }, { type: "claim_refused", message }]),
    ).toEqual({
      step: "unclaimed",
      hash,
      message,
    });
  });
});

describe("a claim's answer while following a payment", () => {
  it("waits out an unreachable, busy or lagging server; takes the sale's refusals as they are", () => {
    const failed = (status: number | undefined, message = "x") =>
      claimEvent({ kind: "failed", message, notice: "n", status });
    expect(failed(undefined)).toEqual({ type: "trouble" });
    expect(failed(500)).toEqual({ type: "trouble" });
    expect(failed(429)).toEqual({ type: "trouble" });
    expect(failed(422, verificationReasons.not_mined_yet)).toEqual({ type: "trouble" });
    expect(failed(422, verificationReasons.not_found)).toEqual({ type: "trouble" });
    expect(failed(409, "Transaction not found or already claimed.")).toEqual({
      type: "claim_refused",
      message: "Transaction not found or already claimed.",
    });
    expect(claimEvent({ kind: "credited", creditedMicroUsdt: 1n })).toEqual({
      type: "credited",
      creditedMicroUsdt: 1n,
    });
  });
});
