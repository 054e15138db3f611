import { PXL_DECIMALS } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";

/**
 * The PXL ERC-20 (issue 14): 18 decimals like most tokens, so wallets show it without surprises. The
 * ledger counts micro-PXL (6 decimals); one micro-PXL is exactly 10^12 token units, so every credit
 * converts without rounding.
 */
export const PXL_TOKEN_DECIMALS = 18;
const UNITS_PER_MICRO_PXL = 10n ** BigInt(PXL_TOKEN_DECIMALS - PXL_DECIMALS);

/** The fixed supply the contract mints once to the academy's treasury, in token units. */
export const PXL_TOTAL_SUPPLY_UNITS = TOTAL_SUPPLY_PXL * 10n ** BigInt(PXL_TOKEN_DECIMALS);

/** Ledger micro-PXL to on-chain token units: exact. */
export function microPxlToTokenUnits(microPxl: bigint): bigint {
  if (microPxl < 0n) throw new RangeError("a token amount cannot be negative");
  return microPxl * UNITS_PER_MICRO_PXL;
}

/**
 * On-chain token units to micro-PXL, rounding down: a balance moved on chain can hold dust below a
 * micro-PXL, which no person reads and no dividend may count twice.
 */
export function tokenUnitsToMicroPxl(units: bigint): bigint {
  if (units < 0n) throw new RangeError("a token amount cannot be negative");
  return units / UNITS_PER_MICRO_PXL;
}
