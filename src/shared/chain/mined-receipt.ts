import type { Chain, Client, Hash, TransactionReceipt, Transport } from "viem";
import { waitForTransactionReceipt } from "viem/actions";

export interface Mined {
  receipt: TransactionReceipt;
  /**
   * False when the wallet replaced our transaction by another one (a cancellation, or a different
   * call under the same nonce): the receipt is that transaction's, and its success says nothing of ours.
   */
  ours: boolean;
  /** How the wallet replaced it when it is not ours: by a cancellation or by another call. */
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
  return { receipt, ours: replacedBy === null, replacedBy };
}
