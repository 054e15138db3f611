import { type Hex, zeroHash } from "viem";
import { z } from "zod";
import { roundKinds } from "@/shared/admin/distribution-rounds";
import { unitsString } from "@/shared/admin/table-query";
import { addressSchema, hashInputSchema, hashSchema } from "@/shared/chain/hex-schemas";

const address = addressSchema();
const bytes32 = hashSchema();

/**
 * GET /api/admin/distribution/rounds/:id/publishing (and /api/admin/dividends/rounds/:id/publishing):
 * what the academy's wallet must sign to publish a saved round, and whether the distributor holds
 * enough to pay every claim the new root allows. Amounts in the distributor token's base units.
 */
export const roundPublishingSchema = z.object({
  roundId: z.uuid(),
  kind: z.enum(roundKinds),
  status: z.enum(["draft", "published"]),
  chainId: z.number().int().positive(),
  distributor: address,
  /** PXL for "pxl" rounds, USDT for "dividend" rounds. */
  token: address,
  /** The round's Merkle root: `setMerkleRoot(root)` on `distributor`, sent from `owner`. */
  root: bytes32,
  /** The distributor's owner on chain: the only wallet whose `setMerkleRoot` counts. */
  owner: address,
  /** The distributor's current root (null before its first round). */
  currentRoot: bytes32.nullable(),
  /** Every leaf's cumulative amount less what each account has already claimed. */
  requiredBalance: unitsString,
  /** The distributor's token balance now. */
  balance: unitsString,
  /** requiredBalance − balance when positive, else "0": what to transfer to the distributor first. */
  shortfall: unitsString,
});
export type RoundPublishing = z.infer<typeof roundPublishingSchema>;

/**
 * POST .../rounds/:id/publish: the hash of the owner's `setMerkleRoot(root)` transaction. The server
 * checks it on chain (succeeded, sent to the distributor, set this round's root, which is still the
 * current one) before it marks the round published.
 */
export const publishRoundRequestSchema = z.object({
  txHash: hashInputSchema(
    "Enter the transaction hash: 0x followed by 64 hexadecimal characters.",
    "Enter the transaction hash.",
  ),
});
export type PublishRoundRequest = z.input<typeof publishRoundRequestSchema>;

/**
 * The owner's `setMerkleRoot(newRoot, expectedCurrentRoot)` for a round: its root, and the root it
 * replaces as read beside it (zero before the first). A root published in between makes the call
 * revert (RootChanged) instead of being replaced by an older tree.
 */
export const setRootArgs = ({ root, currentRoot }: { root: string; currentRoot: string | null }) =>
  [root as Hex, (currentRoot ?? zeroHash) as Hex] as const;
