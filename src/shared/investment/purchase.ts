import { formatUsdtInput } from "@/shared/format/money";
import { MICRO, parseUnits } from "@/shared/money/units";
import {
  companyOwnershipPercent,
  costOfTokens,
  microTokensForAmount,
  remainingUnderCap,
  tokensForAmount,
} from "@/shared/sale/rules";

/** The investment page's quick-select amounts, in whole USDT. */
export const QUICK_AMOUNTS_USDT = [100n, 250n, 500n, 1000n] as const;
/** The popular token amounts, in whole PXL; each costs tokens x price, rounded to the cent. */
export const POPULAR_TOKENS_PXL = [500n, 1000n, 2000n] as const;

/** What an amount typed on the investment page comes to; every figure is an integer in base units. */
export type PurchaseQuote =
  | { kind: "empty" }
  /** Not a USDT amount (letters, more than 6 decimals) or zero. */
  | { kind: "invalid" }
  | {
      kind: "ok";
      amountMicroUsdt: bigint;
      /** Whole PXL: floor(amount / price). */
      tokens: bigint;
      /** What the ledger credits, in micro-PXL (shown to two decimals). */
      microTokens: bigint;
      /** tokens / total supply x 10 %, two decimals, floored. */
      ownershipPercent: string;
      /** The amount is more than what the cap still takes: the rest would be refunded, so it is flagged. */
      aboveRemaining: boolean;
      remainingMicroUsdt: bigint;
    };

/** Quotes a typed amount against the sale's raised total. Never a float: parsed by parseUnits. */
export function quotePurchase(text: string, totalRaisedMicroUsdt: bigint): PurchaseQuote {
  if (text.trim() === "") return { kind: "empty" };
  const amount = parseUnits(text);
  if (amount === null || amount <= 0n) return { kind: "invalid" };
  const tokens = tokensForAmount(amount);
  const remaining = remainingUnderCap(totalRaisedMicroUsdt);
  return {
    kind: "ok",
    amountMicroUsdt: amount,
    tokens,
    microTokens: microTokensForAmount(amount),
    ownershipPercent: companyOwnershipPercent(tokens * MICRO, 4),
    aboveRemaining: amount > remaining,
    remainingMicroUsdt: remaining,
  };
}

/** The amount field's text for a popular token amount: its cost to the cent ("319.50"). */
export function amountTextForTokens(tokens: bigint): string {
  return formatUsdtInput(costOfTokens(tokens));
}
