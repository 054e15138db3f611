import { z } from "zod";
import {
  CAP_MICRO_USDT,
  isSoldOut,
  MARKET_CAP_USD,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
  tokensRemaining,
  tokensSold,
} from "@/shared/sale/rules";

const integerString = z.string().regex(/^-?\d+$/, "an integer in base units");

/**
 * The token data of the spec, as `GET /api/sale` serves it. JSON has no bigint, so every amount is
 * a decimal integer string in the unit its comment names; `toTokenFigures` turns them back.
 */
export const tokenDataSchema = z.object({
  price: integerString, // micro-USDT per PXL
  totalSupply: integerString, // whole PXL
  privateSaleAllocation: integerString, // whole PXL
  totalRaised: integerString, // micro-USDT
  cap: integerString, // micro-USDT
  tokensSold: integerString, // whole PXL
  tokensRemaining: integerString, // whole PXL
  marketCap: integerString, // whole USD
  change24h: integerString, // micro-USDT; the price is fixed during the private sale
  changePercent: integerString, // hundredths of a percent
  soldOut: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

/** The figures derived from a raised total, with the constants of the sale. */
export function tokenDataFor(totalRaisedMicroUsdt: bigint, updatedAt: Date): TokenData {
  return {
    price: PRICE_MICRO_USDT.toString(),
    totalSupply: TOTAL_SUPPLY_PXL.toString(),
    privateSaleAllocation: PRIVATE_SALE_ALLOCATION_PXL.toString(),
    totalRaised: totalRaisedMicroUsdt.toString(),
    cap: CAP_MICRO_USDT.toString(),
    tokensSold: tokensSold(totalRaisedMicroUsdt).toString(),
    tokensRemaining: tokensRemaining(totalRaisedMicroUsdt).toString(),
    marketCap: MARKET_CAP_USD.toString(),
    change24h: "0",
    changePercent: "0",
    soldOut: isSoldOut(totalRaisedMicroUsdt),
    updatedAt: updatedAt.toISOString(),
  };
}
