import { z } from "zod";
import { addressSchema, hashSchema } from "@/shared/chain/hex-schemas";

const integerString = z.string().regex(/^-?\d+$/, "an integer in base units");

/** What the investor sees of a payment: the spec's transaction statuses. */
export const transactionStatuses = ["verified", "pending", "unverified", "failed"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const kycStatuses = ["not_submitted", "pending", "verified", "rejected"] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** One payment of the user, newest first. Amounts in micro-USDT, tokens in micro-PXL. */
export const portfolioPaymentSchema = z.object({
  txHash: hashSchema(),
  logIndex: z.number().int().nonnegative(),
  fromAddress: addressSchema(),
  amountMicroUsdt: integerString,
  status: z.enum(transactionStatuses),
  /** Credited part, tokens and refund due: only once the payment is credited to the user. */
  creditedMicroUsdt: integerString.nullable(),
  refundDueMicroUsdt: integerString.nullable(),
  tokensMicroPxl: integerString.nullable(),
  /** micro-USDT per whole PXL, rounded to the micro-USDT. */
  pricePerTokenMicroUsdt: integerString.nullable(),
  time: z.iso.datetime({ offset: true }),
});
export type PortfolioPayment = z.infer<typeof portfolioPaymentSchema>;

export const portfolioTotalsSchema = z.object({
  tokensMicroPxl: integerString,
  investedMicroUsdt: integerString,
  /** Seen on chain from the user's wallets, not final yet ("Processing..."). */
  pendingMicroUsdt: integerString,
  refundDueMicroUsdt: integerString,
  /** null without tokens. */
  averagePriceMicroUsdt: integerString.nullable(),
  priceMicroUsdt: integerString,
  valueMicroUsdt: integerString,
  profitMicroUsdt: integerString,
  /** Profit or loss against the invested total, in hundredths of a percent; 0 with nothing invested. */
  profitPercentHundredths: integerString,
  /** Share of the company: tokens / total supply x 10, as a decimal string with 4 digits ("0.0357"). */
  ownershipPercent: z.string().regex(/^\d+\.\d+$/),
});
export type PortfolioTotals = z.infer<typeof portfolioTotalsSchema>;

/** `GET /api/portfolio`. */
export const portfolioSchema = z.object({
  kycStatus: z.enum(kycStatuses),
  totals: portfolioTotalsSchema,
  payments: z.array(portfolioPaymentSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
