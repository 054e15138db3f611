import { m } from "@/paraglide/messages";
import { formatCount, formatPrice, formatUsd, formatUsdt } from "@/shared/format/money";
import { PRICE_MICRO_USDT, tokensForAmount } from "@/shared/sale/rules";
import { ContentSection } from "@/web/components/ui/section";
import { saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import { percentText } from "@/web/features/marketing/whitepaper/percent-text";
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
      <div className="mt-10 max-w-[70ch] space-y-8 break-words text-slate-700 leading-7">
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">{m.whitepaper_tokenomics_launch_title()}</h3>
          <p className="mt-3">
            {m.whitepaper_tokenomics_launch_text({
              pxl: formatCount(ROUND_TWO_PXL),
              price: formatUsd(ROUND_TWO_PRICE_MICRO_USD, { shown: 1 }),
              raise: formatUsd(ROUND_TWO_RAISE_MICRO_USD),
              poolPxl: formatCount(POOL_PXL),
              poolUsdt: formatUsdt(POOL_MICRO_USDT, { shown: 0 }),
              launchPrice: formatUsdt(LAUNCH_PRICE_MICRO_USDT, { shown: 2 }),
              months: formatCount(POOL_LOCK_MONTHS),
            })}
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">{m.whitepaper_tokenomics_reserve_title()}</h3>
          <p className="mt-3">
            {m.whitepaper_tokenomics_reserve_text({
              reserve: formatCount(RESERVE_PXL),
              min: formatCount(RESERVE_RELEASE_MIN_PXL),
              max: formatCount(RESERVE_RELEASE_MAX_PXL),
              circulating: formatCount(CIRCULATING_AT_LAUNCH_PXL),
              percent: percentText(percentOfSupply(CIRCULATING_AT_LAUNCH_PXL)),
              date: saleDateText(NEW_BRANCH_OPENING.toLowerCase(), "in"),
              count: formatCount(NEW_BRANCH_PXL),
            })}
          </p>
        </div>
        <PublicSaleNote />
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">{m.whitepaper_tokenomics_example_title()}</h3>
          <p className="mt-3">
            {m.whitepaper_tokenomics_example_text({
              price: formatPrice(PRICE_MICRO_USDT),
              payment: formatUsdt(EXAMPLE_PAYMENT_MICRO_USDT, { shown: 0 }),
              tokens: formatCount(tokensForAmount(EXAMPLE_PAYMENT_MICRO_USDT)),
            })}
          </p>
        </div>
      </div>
    </ContentSection>
  );
}
