import type { Chain, Client, Hash, Log, TransactionReceipt, Transport } from "viem";
import { waitForTransactionReceipt } from "viem/actions";

export interface Mined {
  /** The receipt of the transaction mined in its place when the wallet replaced it (`replacedBy`). */
  receipt: TransactionReceipt;
  /**
   * null when the receipt is our call's (as sent, or sped up); otherwise how the wallet replaced it: by
   * a cancellation, or by another call under the same nonce, whose success says nothing of ours.
   */
  replacedBy: "cancelled" | "replaced" | null;
}

/**
 * Follows a sent transaction to its receipt, through the wallet's replacements. A wallet may replace a
 * pending transaction under the same nonce, and viem says how: "repriced" (a speed-up: the same call
 * with a higher fee, still ours), "cancelled" (nothing, sent to itself) or "replaced" (another call).
 * Only a repriced replacement carries our call. Errors (a node that cannot answer) are the caller's.
 */
export async function minedReceipt(
  client: Client<Transport, Chain | undefined>,
  hash: Hash,
  pollingInterval = 1_000,
): Promise<Mined> {
  let replacedBy: Mined["replacedBy"] = null;
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    pollingInterval,
    onReplaced: ({ reason }) => {
      replacedBy = reason === "repriced" ? null : reason;
    },
  });
  return { receipt, replacedBy };
}

/** What a mined transaction did for a flow: `done`, or why it moved nothing (see `minedOutcome`). */
export type MinedOutcome<Done extends string> = Done | "cancelled" | "replaced" | "reverted";

/**
 * Judged by what the receipt shows, not by what was asked: `done` when it succeeded and `did` finds
 * the flow's effect in its logs, whichever call of the wallet's made it (a replacement may itself be
 * the payment or the claim). Otherwise the replacement that moved nothing, or "reverted": a call of
 * ours that succeeded always logs its effect, so without it nothing moved.
 */
export function minedOutcome<Done extends string>(
  { receipt, replacedBy }: Mined,
  done: Done,
  did: (logs: Log[]) => boolean,
): MinedOutcome<Done> {
  if (receipt.status === "success" && did(receipt.logs)) return done;
  return replacedBy ?? "reverted";
}
