import { type Address, isAddressEqual } from "viem";
import type { LogPosition, SaleWalletLog, TransferLog } from "@/server/payments/transfer-logs";

/** Why a log naming the sale wallet is recorded as skipped rather than as a payment or an outgoing transfer. */
export type SkipReason = "zero_value" | "malformed" | "unstorable";

export interface SkippedLog extends LogPosition {
  from: Address | null;
  to: Address | null;
  amount: bigint | null;
  reason: SkipReason;
  /** Short and operator-facing: never a query or its parameters. */
  detail: string;
}

export type TransferKind = "incoming" | "outgoing" | "zero_value" | "unrelated";

/**
 * What a USDT transfer is to the sale: the one rule shared by the indexer and claims by hash.
 * Moving 0 USDT pays nothing (and anyone can make such a log name anyone as its sender); a transfer
 * from the sale wallet is its own money leaving (a refund, a treasury move, or back to itself),
 * never money raised; only what comes from elsewhere to the sale wallet is a payment.
 */
export function transferKind(
  transfer: Pick<TransferLog, "from" | "to" | "amount">,
  saleWallet: Address,
): TransferKind {
  const fromSale = isAddressEqual(transfer.from, saleWallet);
  if (!fromSale && !isAddressEqual(transfer.to, saleWallet)) return "unrelated";
  if (transfer.amount === 0n) return "zero_value";
  return fromSale ? "outgoing" : "incoming";
}

export type ClassifiedLog =
  | { kind: "incoming"; transfer: TransferLog }
  | { kind: "outgoing"; transfer: TransferLog }
  | { kind: "skipped"; skipped: SkippedLog };

export function classifyLog(log: SaleWalletLog, saleWallet: Address): ClassifiedLog | null {
  if (log.kind === "malformed") {
    const { kind: _kind, ...rest } = log;
    return { kind: "skipped", skipped: { ...rest, amount: null, reason: "malformed" } };
  }
  const { kind: _kind, ...transfer } = log;
  switch (transferKind(transfer, saleWallet)) {
    case "incoming":
      return { kind: "incoming", transfer };
    case "outgoing":
      return { kind: "outgoing", transfer };
    case "zero_value":
      return {
        kind: "skipped",
        skipped: { ...transfer, reason: "zero_value", detail: "Moved 0 USDT: not a payment." },
      };
    case "unrelated":
      return null;
  }
}
