import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { roundsOf } from "@/shared/admin/round-contract";
import { formatPxlUnits, formatPxlUnitsExact, formatUsdt, formatUsdtExact } from "@/shared/format/money";
import { apiUrl } from "@/web/lib/api";

/** A round's amount in its distributor's token: PXL token units (18 decimals) or micro-USDT. */
export function formatRoundAmount(kind: RoundKind, amount: string | bigint): string {
  return kind === "pxl" ? formatPxlUnits(amount) : formatUsdt(amount);
}

/** Every digit of a round's amount: what an operator must transfer is never rounded down to the cent. */
export function formatRoundAmountExact(kind: RoundKind, amount: string | bigint): string {
  return kind === "pxl" ? formatPxlUnitsExact(amount) : formatUsdtExact(amount);
}

/** The CSV of a round's entries for the accountant (the server names the file and audits it). */
export const roundCsvUrl = (kind: RoundKind, id: string) =>
  apiUrl(roundsOf[kind].entriesCsv, { params: { id } });
