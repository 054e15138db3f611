import { z } from "zod";
import { roundReason } from "@/shared/admin/distribution";
import { kycStatuses } from "@/shared/admin/investors";
import { unitsString } from "@/shared/admin/table-query";
import {
  type DividendPeriod,
  parseDividendPeriod,
  periodProblem,
  periodProblemText,
} from "@/shared/distribution/dividend-period";
import { dividendPool } from "@/shared/distribution/dividend-shares";
import { exclusionReasons } from "@/shared/distribution/eligibility";
import { parseUnits, USDT_DECIMALS } from "@/shared/money/units";

const period = z
  .string({ error: "Choose the half-year, e.g. 2026-H1." })
  .max(20, "Choose the half-year, e.g. 2026-H1.")
  .transform((text, ctx): DividendPeriod => {
    const parsed = parseDividendPeriod(text);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: "Choose the half-year, e.g. 2026-H1." });
      return z.NEVER;
    }
    // Read at validation time: a period becomes announceable the instant it closes.
    const problem = periodProblem(parsed, new Date());
    if (problem) {
      ctx.addIssue({ code: "custom", message: periodProblemText(problem, parsed) });
      return z.NEVER;
    }
    return parsed;
  });

const profit = z
  .string({ error: "Enter the period's profit in USDT, e.g. 125000.50." })
  .max(40, "Enter the period's profit in USDT, e.g. 125000.50.")
  .transform((text, ctx): bigint => {
    const micro = parseUnits(text, USDT_DECIMALS);
    if (micro === null) {
      ctx.addIssue({
        code: "custom",
        message: "Enter the period's profit in USDT, e.g. 125000.50 (at most 6 decimals).",
      });
      return z.NEVER;
    }
    if (micro <= 0n) {
      ctx.addIssue({ code: "custom", message: "A dividend needs a profit of more than 0 USDT." });
      return z.NEVER;
    }
    if (dividendPool(micro) === 0n) {
      ctx.addIssue({
        code: "custom",
        message: "This profit is too small: 10% of it is less than 0.000001 USDT.",
      });
      return z.NEVER;
    }
    return micro;
  });

/**
 * POST /api/admin/dividends/preview and /api/admin/dividends/rounds: the half-year ("2026-H1",
 * closed), the period's profit in USDT as the accounts state it, and the reason with its document.
 */
export const dividendRequestSchema = z.object({ period, profit, reason: roundReason });
export type DividendRequest = z.infer<typeof dividendRequestSchema>;

/** The preview of a period's dividend: every holder at the record date, in micro-USDT and micro-PXL. */
export const dividendPreviewSchema = z.object({
  period: z.string(),
  recordDate: z.iso.datetime({ offset: true }),
  profitMicroUsdt: unitsString,
  poolMicroUsdt: unitsString,
  totalSupplyMicroPxl: unitsString,
  /** The pool per whole PXL, floored: for reading only, shares are computed from the exact ratio. */
  perPxlMicroUsdt: unitsString,
  holders: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      kycStatus: z.enum(kycStatuses),
      heldMicroPxl: unitsString,
      shareMicroUsdt: unitsString,
      /**
       * What this round adds for earlier periods whose holding at the record date grew since they
       * were saved (a payment made by then and credited later), out of those periods' remainders.
       */
      catchUps: z.array(
        z.object({ period: z.string(), heldMicroPxl: unitsString, amountMicroUsdt: unitsString }),
      ),
      catchUpMicroUsdt: unitsString,
      /** The leaf's account; null for a holder who cannot be paid and was never in a published root. */
      account: z.string().nullable(),
      /** Why the share cannot be paid now; empty when it can. */
      reasons: z.array(z.enum(exclusionReasons)),
      /**
       * The leaf's amount: every share and catch-up so far when payable; the published leaf, kept unchanged, when
       * not (the new share waits); every share so far for a holder with no leaf yet.
       */
      cumulativeMicroUsdt: unitsString,
    }),
  ),
  /**
   * Final payments made by the record date that no investor is credited with yet: their share is in
   * the remainder until one is credited; the next dividend round then adds it for its buyer.
   */
  awaitingAttribution: z.object({
    payments: z.number().int().min(0),
    heldMicroPxl: unitsString,
    shareMicroUsdt: unitsString,
  }),
  totals: z.object({
    holders: z.number().int().min(0),
    heldMicroPxl: unitsString,
    sharesMicroUsdt: unitsString,
    remainderMicroUsdt: unitsString,
    /** Σ of the holders' catch-ups for earlier periods. */
    catchUpMicroUsdt: unitsString,
    /** Shares and catch-ups of holders who can be paid now (the others wait for KYC or a wallet). */
    payableMicroUsdt: unitsString,
  }),
});
export type DividendPreview = z.infer<typeof dividendPreviewSchema>;
