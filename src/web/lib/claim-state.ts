import { m } from "@/paraglide/messages";
import type { MinedClaim } from "@/shared/distribution/mined-claim";

type Hash = `0x${string}`;

/**
 * A claim from a distributor, from the click on Claim to the tokens in the account. As for payments
 * (payments/wallet/payment-state.ts), once the wallet has sent the transaction it is never "failed"
 * unless the mined transaction claimed nothing for the account (it reverted, or the wallet replaced it
 * by a cancellation or another call): a node that does not answer only marks the state `delayed`, and
 * the page keeps watching.
 */
export type ClaimProgress =
  | { step: "idle" }
  /** Checking the claim would go through (right root, right proof, something left) before the wallet. */
  | { step: "preparing" }
  | { step: "awaiting_wallet" }
  /** The wallet sent it: not in a block yet. */
  | { step: "sent"; hash: Hash; delayed: boolean }
  /** In a block and successful: the site's figures are being brought up to date. */
  | { step: "confirming"; hash: Hash; delayed: boolean }
  | { step: "claimed"; hash: Hash }
  | { step: "failed"; reason: ClaimFailure; hash?: Hash; message: string };

/**
 * declined: the holder said no in the wallet; refused: the wallet or the check before it refused, so
 * nothing was sent; cancelled or replaced: the wallet put a cancellation or another call in its place;
 * reverted: mined and reverted.
 */
export type ClaimFailure = "declined" | "refused" | Exclude<MinedClaim, "claimed">;

export type ClaimEvent =
  | { type: "start" }
  | { type: "wallet_asked" }
  | { type: "wallet_refused"; declined: boolean; message: string }
  | { type: "sent"; hash: Hash }
  /** The receipt: `hash` is the mined transaction's (a "speed up" replaces the one sent). */
  | { type: "mined"; hash: Hash; outcome: MinedClaim }
  | { type: "trouble" }
  /** The site's figures show the claim (or we stopped waiting for them: the chain already does). */
  | { type: "updated" }
  | { type: "reset" };

export const initialClaim: ClaimProgress = { step: "idle" };

/** The English texts of claim_state_reverted and claim_state_cancelled (tests read them). */
export const REVERTED = "The claim was reverted on chain, so no tokens moved. You can try again.";
export const CANCELLED = "Your wallet cancelled the claim before it was mined, so no tokens moved.";

/** The next state; an event that does not apply to the current state leaves it as it is. */
export function nextClaim(state: ClaimProgress, event: ClaimEvent): ClaimProgress {
  switch (event.type) {
    case "start":
      return canClaim(state) ? { step: "preparing" } : state;
    case "wallet_asked":
      return state.step === "preparing" ? { step: "awaiting_wallet" } : state;
    case "wallet_refused":
      // A late refusal after the wallet sent (a second prompt, a dropped connection) changes nothing.
      if (state.step !== "preparing" && state.step !== "awaiting_wallet") return state;
      return { step: "failed", reason: event.declined ? "declined" : "refused", message: event.message };
    case "sent":
      return state.step === "preparing" || state.step === "awaiting_wallet"
        ? { step: "sent", hash: event.hash, delayed: false }
        : state;
    case "mined":
      if (state.step !== "sent") return state;
      return event.outcome === "claimed"
        ? { step: "confirming", hash: event.hash, delayed: false }
        : { step: "failed", reason: event.outcome, hash: event.hash, message: movedNothing[event.outcome]() };
    case "trouble":
      return state.step === "sent" || state.step === "confirming" ? { ...state, delayed: true } : state;
    case "updated":
      return state.step === "confirming" ? { step: "claimed", hash: state.hash } : state;
    case "reset":
      return state.step === "failed" || state.step === "claimed" ? initialClaim : state;
  }
}

/** Why a claim the wallet sent moved no tokens, in the page's language when it happens. */
const movedNothing = {
  reverted: m.claim_state_reverted,
  cancelled: m.claim_state_cancelled,
  replaced: m.claim_state_replaced,
} as const;

/** Claim may be pressed: nothing was sent, or what was sent moved no tokens. */
export const canClaim = (state: ClaimProgress): boolean => state.step === "idle" || state.step === "failed";
