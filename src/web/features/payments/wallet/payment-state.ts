import { m } from "@/paraglide/messages";
import type { MinedPayment } from "@/shared/payments/mined-payment";
import { verificationReasons } from "@/shared/payments/verification-reasons";
import type { ClaimOutcome } from "@/web/features/payments/api/claim-payment";

type Hash = `0x${string}`;

/**
 * A wallet payment, from the click on Pay to the credit. It is an invariant that once a hash exists
 * (the wallet sent the transfer) the payment is never "failed" unless the mined transaction moved no
 * USDT to the sale (it reverted, or the wallet replaced it by a cancellation or another call): trouble
 * while *following* it (a node that does not answer, the server not seeing it yet) only marks the state
 * `delayed`, and the page keeps watching.
 */
export type WalletPayment =
  | { step: "idle" }
  /** Checking the transfer would go through before the wallet is asked. */
  | { step: "preparing" }
  | { step: "awaiting_wallet" }
  /** The wallet sent it: not in a block yet. */
  | { step: "sent"; hash: Hash; delayed: boolean }
  /** In a block, successful: the sale is told about it. */
  | { step: "seen"; hash: Hash; delayed: boolean }
  /** The sale has it and credits it once the block is final. */
  | { step: "processing"; hash: Hash; delayed: boolean }
  | { step: "credited"; hash: Hash; creditedMicroUsdt: bigint | null }
  /** On chain but not credited to this account (sent from a wallet it has not linked, say). */
  | { step: "unclaimed"; hash: Hash; message: string }
  | { step: "failed"; reason: FailureReason; hash?: Hash; message: string };

/**
 * declined: the investor said no in the wallet; wallet: the wallet (or the check before it) refused,
 * nothing was sent; cancelled or replaced: the wallet put a cancellation or another call in the
 * transfer's place; reverted: mined, and reverted, so no USDT moved.
 */
export type FailureReason = "declined" | "wallet" | Exclude<MinedPayment, "paid">;

export type PaymentEvent =
  | { type: "start" }
  | { type: "wallet_asked" }
  | { type: "wallet_refused"; declined: boolean; message: string }
  | { type: "sent"; hash: Hash }
  /** The receipt: `hash` is the mined transaction's (a "speed up" replaces the one sent). */
  | { type: "mined"; hash: Hash; outcome: MinedPayment }
  | { type: "trouble" }
  | { type: "claim_processing" }
  | { type: "credited"; creditedMicroUsdt: bigint | null }
  | { type: "claim_refused"; message: string }
  | { type: "reset" };

export const initialPayment: WalletPayment = { step: "idle" };

const following = (state: WalletPayment): state is Extract<WalletPayment, { delayed: boolean }> =>
  state.step === "sent" || state.step === "seen" || state.step === "processing";

/** The next state; an event that does not apply to the current state leaves it as it is. */
export function nextPayment(state: WalletPayment, event: PaymentEvent): WalletPayment {
  switch (event.type) {
    case "start":
      return canPay(state) ? { step: "preparing" } : state;
    case "wallet_asked":
      return state.step === "preparing" ? { step: "awaiting_wallet" } : state;
    case "wallet_refused":
      // A late refusal after the wallet sent (a second prompt, a dropped connection) changes nothing.
      if (state.step !== "preparing" && state.step !== "awaiting_wallet") return state;
      return { step: "failed", reason: event.declined ? "declined" : "wallet", message: event.message };
    case "sent":
      return state.step === "preparing" || state.step === "awaiting_wallet"
        ? { step: "sent", hash: event.hash, delayed: false }
        : state;
    case "mined":
      if (state.step !== "sent" && state.step !== "seen") return state;
      return event.outcome === "paid"
        ? { step: "seen", hash: event.hash, delayed: false }
        : { step: "failed", reason: event.outcome, hash: event.hash, message: movedNothing[event.outcome]() };
    case "trouble":
      return following(state) ? { ...state, delayed: true } : state;
    case "claim_processing":
      return state.step === "seen" || state.step === "processing"
        ? { step: "processing", hash: state.hash, delayed: false }
        : state;
    case "credited":
      return following(state)
        ? { step: "credited", hash: state.hash, creditedMicroUsdt: event.creditedMicroUsdt }
        : state;
    case "claim_refused":
      return following(state) ? { step: "unclaimed", hash: state.hash, message: event.message } : state;
    case "reset":
      return canStartOver(state) ? initialPayment : state;
  }
}

/** Pay may be pressed: nothing was sent, or what was sent moved no USDT. */
export const canPay = (state: WalletPayment): boolean => state.step === "idle" || state.step === "failed";

/** A new payment may be started from here (the one before is settled, or never left the wallet). */
export const canStartOver = (state: WalletPayment): boolean =>
  state.step === "idle" || state.step === "failed" || state.step === "credited" || state.step === "unclaimed";

/** Pay is locked for this payment: the wallet is being asked, or it sent the transfer. */
export const isLocked = (state: WalletPayment): boolean => !canPay(state);

/** Why a transfer the wallet sent moved no USDT to the sale, in the page's language when it happens. */
const movedNothing = {
  reverted: m.wallet_payment_reverted,
  cancelled: m.wallet_payment_cancelled,
  replaced: m.wallet_payment_replaced,
} as const;

/**
 * The server not seeing a payment yet (its node behind ours) is worth asking again, not a refusal.
 * Known by the answer's code; by its words (read now, in the current language) when it has none.
 */
const NOT_YET_CODES = new Set<string>(["not_found", "not_mined_yet"]);
const notYet = (outcome: { code?: string; message: string }): boolean =>
  (outcome.code !== undefined && NOT_YET_CODES.has(outcome.code)) ||
  outcome.message === verificationReasons.not_found ||
  outcome.message === verificationReasons.not_mined_yet;

/**
 * What a claim's answer means for a payment being followed: a credit, the sale's refusal to credit it
 * to this account (with its reason), or trouble to wait out (the server unreachable, busy or behind).
 */
export function claimEvent(outcome: Exclude<ClaimOutcome, { kind: "processing" }>): PaymentEvent {
  switch (outcome.kind) {
    case "credited":
      return { type: "credited", creditedMicroUsdt: outcome.creditedMicroUsdt };
    case "link_wallet":
      return { type: "claim_refused", message: outcome.message };
    case "failed":
      // 409 (sent from another wallet, or someone else's) and 422 (not a payment to the sale) are the
      // sale's answer; 429, 5xx and no answer at all are not.
      return (outcome.status === 409 || outcome.status === 422) && !notYet(outcome)
        ? { type: "claim_refused", message: outcome.message }
        : { type: "trouble" };
  }
}
