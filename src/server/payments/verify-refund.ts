import { type Address, type Hex, isAddressEqual, type PublicClient } from "viem";
import { type Finality, finalizedBlock } from "@/server/chain/finality";
import { readUsdtTransfers } from "@/server/payments/verify-payment";
import { lowerHex } from "@/shared/chain/hex-schemas";

/** USDT one final transaction sent from the sale wallet, each transfer to someone other than itself. */
export interface VerifiedRefund {
  txHash: Hex;
  saleWallet: Address;
  sent: ReadonlyArray<{ to: Address; amount: bigint }>;
}

export type RefundVerification =
  | ({ ok: true } & VerifiedRefund)
  | {
      ok: false;
      reason:
        | "not_found"
        | "not_mined_yet"
        | "failed"
        | "not_usdt"
        | "unparseable"
        | "not_from_sale_wallet"
        | "only_to_sale_wallet";
    }
  | { ok: false; reason: "not_final"; blockNumber: bigint; finalized: bigint };

/**
 * What a refund transaction paid back, read from its receipt once its block is final. A refund
 * recorded in the ledger must be backed by money that left the sale wallet for good: a transaction
 * that a reorganisation can still remove, or one that sent USDT from the sale wallet back to itself,
 * pays nobody back.
 */
export async function verifyRefundByHash(
  {
    client,
    usdt,
    saleWallet,
    finality,
  }: { client: PublicClient; usdt: Address; saleWallet: Address; finality: Finality },
  hash: Hex,
): Promise<RefundVerification> {
  const txHash = lowerHex(hash);
  const read = await readUsdtTransfers(client, usdt, txHash);
  if (!read.ok) return read;
  const fromSaleWallet = read.transfers.filter((t) => isAddressEqual(t.from, saleWallet));
  if (fromSaleWallet.length === 0) return { ok: false, reason: "not_from_sale_wallet" };
  const sent = fromSaleWallet
    .filter((t) => !isAddressEqual(t.to, saleWallet))
    .map((t) => ({ to: t.to, amount: t.amount }));
  if (sent.length === 0) return { ok: false, reason: "only_to_sale_wallet" };
  // Read after the receipt: the finalized block only grows, so a later read can only say "final" sooner.
  const finalized = await finalizedBlock(client, finality);
  if (read.blockNumber > finalized) {
    return { ok: false, reason: "not_final", blockNumber: read.blockNumber, finalized };
  }
  return { ok: true, txHash, saleWallet, sent };
}

/** What the refund transaction sent to `to` from the sale wallet, all its transfers there together. */
export function sentTo(refund: VerifiedRefund, to: Address): bigint {
  return refund.sent.filter((t) => isAddressEqual(t.to, to)).reduce((sum, t) => sum + t.amount, 0n);
}
