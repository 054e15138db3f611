import { type Address, type Hex, isAddressEqual, type PublicClient } from "viem";
import { readUsdtTransfers } from "@/server/payments/verify-payment";

export type RefundVerification =
  | { ok: true; txHash: Hex; paidMicroUsdt: bigint; recipients: Address[] }
  | {
      ok: false;
      reason: "not_found" | "not_mined_yet" | "failed" | "not_usdt" | "unparseable" | "not_from_sale_wallet";
    };

/** Why a refund transaction was not accepted, in the operator's words. */
export const refundVerificationMessages: Record<
  Extract<RefundVerification, { ok: false }>["reason"],
  string
> = {
  not_found: "This refund transaction was not found on the chain. Check the hash.",
  not_mined_yet: "This refund transaction is not mined yet. Try again in a few minutes.",
  failed: "This refund transaction failed on the chain: it moved no USDT.",
  not_usdt: "This transaction moved no USDT.",
  unparseable: "The USDT transfers of this transaction could not be read.",
  not_from_sale_wallet: "This transaction sent no USDT from the sale wallet.",
};

/**
 * What a refund transaction paid back: the USDT it sent from the sale wallet, read from its receipt.
 * A refund recorded in the ledger must be backed by money that left the sale wallet.
 */
export async function verifyRefundByHash(
  { client, usdt, saleWallet }: { client: PublicClient; usdt: Address; saleWallet: Address },
  hash: string,
): Promise<RefundVerification> {
  const txHash = hash.toLowerCase() as Hex;
  const read = await readUsdtTransfers(client, usdt, txHash);
  if (!read.ok) return read;
  const refunds = read.transfers.filter((t) => isAddressEqual(t.from, saleWallet));
  if (refunds.length === 0) return { ok: false, reason: "not_from_sale_wallet" };
  return {
    ok: true,
    txHash,
    paidMicroUsdt: refunds.reduce((sum, t) => sum + t.amount, 0n),
    recipients: refunds.map((t) => t.to),
  };
}
