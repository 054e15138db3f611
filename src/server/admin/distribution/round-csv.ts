import type { RoundEntryRow } from "@/server/distribution/round-store";
import type { RoundSummary, roundCsvColumns } from "@/shared/admin/distribution-rounds";
import { PXL_TOKEN_DECIMALS } from "@/shared/distribution/pxl-token";
import type { roundCsvClaimColumns } from "@/shared/distribution/round-holders";
import { formatExactDecimal } from "@/shared/format/money";
import { PXL_DECIMALS, USDT_DECIMALS } from "@/shared/money/units";

type RoundCsvRow = Record<(typeof roundCsvColumns)[number] | (typeof roundCsvClaimColumns)[number], string>;

/** Claimed so far and left to claim, by user, as read from the chain (published rounds only). */
export type ClaimsByUser = ReadonlyMap<string, { claimed: bigint; unclaimed: bigint }>;

const exact = (value: bigint, decimals: number) => formatExactDecimal(value, decimals);

/**
 * A round's entries for the accountant: every amount twice, as a decimal with all its digits (PXL
 * with 18, USDT with 6) and as the exact integer of base units the contract pays.
 */
export function roundCsvRows(
  round: { summary: RoundSummary; entries: RoundEntryRow[] },
  claims: ClaimsByUser = new Map(),
): RoundCsvRow[] {
  const { summary } = round;
  const decimals = summary.kind === "pxl" ? PXL_TOKEN_DECIMALS : USDT_DECIMALS;
  const unit = summary.kind === "pxl" ? "PXL (18 decimals)" : "USDT (6 decimals)";
  return round.entries.map((e) => {
    const claim = claims.get(e.userId);
    return {
      round_id: summary.id,
      kind: summary.kind,
      period: summary.period ?? "",
      status: summary.status,
      email: e.email,
      first_name: e.firstName,
      last_name: e.lastName,
      account: e.account ?? "",
      held_pxl: e.heldMicroPxl === null ? "" : exact(e.heldMicroPxl, PXL_DECIMALS),
      held_micro_pxl: e.heldMicroPxl?.toString() ?? "",
      amount: exact(e.amount, decimals),
      amount_base_units: e.amount.toString(),
      cumulative_amount: exact(e.cumulativeAmount, decimals),
      cumulative_amount_base_units: e.cumulativeAmount.toString(),
      unit,
      claimed: claim ? exact(claim.claimed, decimals) : "",
      claimed_base_units: claim?.claimed.toString() ?? "",
      unclaimed: claim ? exact(claim.unclaimed, decimals) : "",
      unclaimed_base_units: claim?.unclaimed.toString() ?? "",
    };
  });
}
