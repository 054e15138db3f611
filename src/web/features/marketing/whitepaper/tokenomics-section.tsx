import { formatCount, formatPrice, formatUsd, formatUsdt } from "@/shared/format/money";
import { PRICE_MICRO_USDT, tokensForAmount } from "@/shared/sale/rules";
import { ContentSection } from "@/web/components/ui/section";
import { PublicSaleNote } from "@/web/features/marketing/whitepaper/public-sale-note";
import { SupplyTable } from "@/web/features/marketing/whitepaper/supply-table";
import {
  CIRCULATING_AT_LAUNCH_PXL,
  EXAMPLE_PAYMENT_MICRO_USDT,
  LAUNCH_PRICE_MICRO_USDT,
  NEW_BRANCH_OPENING,
  NEW_BRANCH_PXL,
  POOL_LOCK_MONTHS,
  POOL_MICRO_USDT,
  POOL_PXL,
  percentOfSupply,
  RESERVE_PXL,
  RESERVE_RELEASE_MAX_PXL,
  RESERVE_RELEASE_MIN_PXL,
  ROUND_TWO_PRICE_MICRO_USD,
  ROUND_TWO_PXL,
  ROUND_TWO_RAISE_MICRO_USD,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

export function TokenomicsSection() {
  return (
    <ContentSection id="tokenomics" title={whitepaperOutline.tokenomics}>
      <SupplyTable />
      <div className="mt-10 max-w-[70ch] space-y-8 text-slate-700 leading-7">
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">Round 2 and the launch</h3>
          <p className="mt-3">
            Round 2 sells {formatCount(ROUND_TWO_PXL)} PXL at{" "}
            {formatUsd(ROUND_TWO_PRICE_MICRO_USD, { shown: 1 })} each, {formatUsd(ROUND_TWO_RAISE_MICRO_USD)}{" "}
            in all, and every dollar of it goes into a liquidity pool. At launch the pool holds about{" "}
            {formatCount(POOL_PXL)} PXL and {formatUsdt(POOL_MICRO_USDT, { shown: 0 })}, which puts the launch
            price at about {formatUsdt(LAUNCH_PRICE_MICRO_USDT, { shown: 2 })}, and it stays locked for{" "}
            {POOL_LOCK_MONTHS} months or more.
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">Reserve and new tokens</h3>
          <p className="mt-3">
            About {formatCount(RESERVE_PXL)} PXL stay in reserve and are released{" "}
            {formatCount(RESERVE_RELEASE_MIN_PXL)} to {formatCount(RESERVE_RELEASE_MAX_PXL)} PXL a quarter, so
            about {formatCount(CIRCULATING_AT_LAUNCH_PXL)} PXL ({percentOfSupply(CIRCULATING_AT_LAUNCH_PXL)}%
            of the supply) circulate at launch. No extra tokens are minted before a new branch of the academy
            opens; the next branch is planned for {NEW_BRANCH_OPENING.toLowerCase()}, with{" "}
            {formatCount(NEW_BRANCH_PXL)} new tokens.
          </p>
        </div>
        <PublicSaleNote />
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">An example</h3>
          <p className="mt-3">
            At the private-sale price of {formatPrice(PRICE_MICRO_USDT)},{" "}
            {formatUsdt(EXAMPLE_PAYMENT_MICRO_USDT, { shown: 0 })} buys about{" "}
            {formatCount(tokensForAmount(EXAMPLE_PAYMENT_MICRO_USDT))} PXL.
          </p>
        </div>
      </div>
    </ContentSection>
  );
}
