import { MICRO } from "@/shared/money/units";
import { CAP_MICRO_USDT } from "@/shared/sale/rules";

export type FundKey =
  | "marketing"
  | "salaries"
  | "rent"
  | "partnerships"
  | "integrations"
  | "reserves"
  | "audits";

export interface FundAllocation {
  key: FundKey;
  purpose: string;
  /** Whole USDT; the seven amounts add up to the raise cap (use-of-funds.test.ts checks it). */
  amountUsdt: bigint;
}

/**
 * How the private sale's raise is spent, in the order the pages list it. Only amounts are stated:
 * shares are derived by `allocationPercent`, so a changed amount cannot leave a stale percent.
 */
export const fundAllocations: readonly FundAllocation[] = [
  { key: "marketing", purpose: "Marketing and sales", amountUsdt: 51_000n },
  { key: "salaries", purpose: "Salaries", amountUsdt: 21_000n },
  { key: "rent", purpose: "Rent", amountUsdt: 12_000n },
  { key: "partnerships", purpose: "Partnerships", amountUsdt: 14_000n },
  { key: "integrations", purpose: "Integrations", amountUsdt: 21_000n },
  { key: "reserves", purpose: "Reserves", amountUsdt: 14_000n },
  { key: "audits", purpose: "Audits", amountUsdt: 7_000n },
];

/** The whole USDT set aside for one purpose. */
export function fundBudget(key: FundKey): bigint {
  const allocation = fundAllocations.find((candidate) => candidate.key === key);
  if (!allocation) throw new Error(`No fund allocation "${key}"`);
  return allocation.amountUsdt;
}

/** A whole-USDT amount's share of the cap to two decimals, rounded half up, without trailing zeros: "36.43", "15". */
export function allocationPercent(amountUsdt: bigint): string {
  const cap = CAP_MICRO_USDT / MICRO;
  const basisPoints = (amountUsdt * 20_000n + cap) / (2n * cap);
  const whole = basisPoints / 100n;
  const hundredths = basisPoints % 100n;
  return hundredths === 0n ? whole.toString() : `${whole}.${hundredths.toString().padStart(2, "0")}`;
}
