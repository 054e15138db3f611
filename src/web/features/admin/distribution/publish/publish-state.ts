import type { RoundSummary } from "@/shared/admin/distribution-rounds";
import type { MinedRootSet } from "@/shared/distribution/mined-root-set";

type Hash = `0x${string}`;

/**
 * Where publishing a round is, in words that never claim more than is known: "failed" only when the
 * wallet refused to send, or the transaction mined set no root of the round (reverted, or replaced by
 * the wallet with a cancellation or another call). Once a transaction is sent, trouble
 * reaching the network or the server leaves it "sent"/"unrecorded" (with its hash) rather than failed,
 * because the root may well be set on chain already.
 */
export type PublishState =
  | { step: "idle" }
  | { step: "awaiting_wallet" }
  | { step: "sent"; hash: Hash; delayed: boolean }
  | { step: "confirming"; hash: Hash }
  | { step: "published"; hash: Hash; round: RoundSummary }
  | { step: "unrecorded"; hash: Hash; message: string }
  | { step: "failed"; why: "refused" | Exclude<MinedRootSet, "set">; message: string; hash?: Hash };

export type PublishEvent =
  | { type: "start" }
  | { type: "wallet_refused"; message: string }
  | { type: "sent"; hash: Hash }
  | { type: "trouble" }
  | { type: "mined"; hash: Hash; outcome: MinedRootSet }
  | { type: "recorded"; round: RoundSummary }
  | { type: "record_refused"; message: string }
  | { type: "record_again" }
  | { type: "record_sent"; hash: Hash }
  | { type: "reset" };

/** Why the transaction mined set no root of the round. The console speaks English only. */
const rootNotSet = {
  reverted: "The network reverted the transaction: the root was not set.",
  cancelled: "The wallet cancelled the transaction before it was mined: the root was not set.",
  replaced:
    "The wallet put another transaction in its place before it was mined, and that one set no root of this round. Publish again.",
} as const;

export const initialPublish: PublishState = { step: "idle" };

export function nextPublish(state: PublishState, event: PublishEvent): PublishState {
  switch (event.type) {
    case "start":
      return { step: "awaiting_wallet" };
    case "wallet_refused":
      return state.step === "awaiting_wallet"
        ? { step: "failed", why: "refused", message: event.message }
        : state;
    case "sent":
      return { step: "sent", hash: event.hash, delayed: false };
    case "trouble":
      return state.step === "sent" ? { ...state, delayed: true } : state;
    case "mined":
      // A replaced ("sped up") transaction is mined under a new hash: that one is the publication.
      if (event.outcome === "set") return { step: "confirming", hash: event.hash };
      return { step: "failed", why: event.outcome, hash: event.hash, message: rootNotSet[event.outcome] };
    case "recorded":
      return "hash" in state && state.hash
        ? { step: "published", hash: state.hash, round: event.round }
        : state;
    case "record_refused":
      return state.step === "confirming"
        ? { step: "unrecorded", hash: state.hash, message: event.message }
        : state;
    case "record_again":
      return state.step === "unrecorded" ? { step: "confirming", hash: state.hash } : state;
    case "record_sent":
      // A transaction the operator says set the root: the server's check decides, nothing is claimed yet.
      return { step: "confirming", hash: event.hash };
    case "reset":
      return initialPublish;
  }
}

/** While the wallet is asked or a sent transaction is followed, Publish cannot be pressed again. */
export const publishBusy = (state: PublishState) =>
  state.step === "awaiting_wallet" || state.step === "sent" || state.step === "confirming";
