import { m } from "@/paraglide/messages";
import { formatCount, formatPrice, formatUsd, formatUsdt } from "@/shared/format/money";
import {
  CAP_MICRO_USDT,
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
} from "@/shared/sale/rules";
import { percentText } from "@/web/features/marketing/whitepaper/percent-text";
import {
  POOL_LOCK_MONTHS,
  POOL_MICRO_USDT,
  POOL_PXL,
  percentOfSupplyTenths,
  RESERVE_PXL,
  RESERVE_RELEASE_MAX_PXL,
  RESERVE_RELEASE_MIN_PXL,
  ROUND_TWO_PRICE_MICRO_USD,
  ROUND_TWO_PXL,
  ROUND_TWO_RAISE_MICRO_USD,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";

/** The parts of the supply, in the page's language: called at render. */
const parts = () => [
  {
    part: m.whitepaper_supply_private_sale(),
    detail: m.whitepaper_supply_private_sale_detail({
      price: formatPrice(PRICE_MICRO_USDT),
      cap: formatUsdt(CAP_MICRO_USDT, { shown: 0 }),
    }),
    pxl: PRIVATE_SALE_ALLOCATION_PXL,
  },
  {
    part: m.whitepaper_supply_round_two(),
    detail: m.whitepaper_supply_round_two_detail({
      price: formatUsd(ROUND_TWO_PRICE_MICRO_USD, { shown: 1 }),
      raise: formatUsd(ROUND_TWO_RAISE_MICRO_USD, { shown: 0 }),
    }),
    pxl: ROUND_TWO_PXL,
  },
  {
    part: m.whitepaper_supply_pool(),
    detail: m.whitepaper_supply_pool_detail({
      amount: formatUsdt(POOL_MICRO_USDT, { shown: 0 }),
      months: formatCount(POOL_LOCK_MONTHS),
    }),
    pxl: POOL_PXL,
  },
  {
    part: m.whitepaper_supply_reserve(),
    detail: m.whitepaper_supply_reserve_detail({
      min: formatCount(RESERVE_RELEASE_MIN_PXL),
      max: formatCount(RESERVE_RELEASE_MAX_PXL),
    }),
    pxl: RESERVE_PXL,
  },
];

/** The text column: a long Georgian word may break rather than widen the table past a phone's screen. */
const partCell = "px-4 py-3 font-semibold text-slate-900 wrap-anywhere";
const cell = "px-4 py-3 text-right align-top tabular-nums";

/** How the whole supply is split at launch, as a table. */
export function SupplyTable() {
  return (
    <div className="max-w-3xl overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {m.whitepaper_supply_caption({ supply: formatCount(TOTAL_SUPPLY_PXL) })}
        </caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold wrap-anywhere">
              {m.whitepaper_supply_part()}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              PXL
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {m.whitepaper_supply_share()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {parts().map((row) => (
            <tr key={row.part}>
              <th scope="row" className={`${partCell} align-top`}>
                {row.part}
                <span className="block font-normal text-slate-600">{row.detail}</span>
              </th>
              <td className={`${cell} font-semibold text-slate-900`}>{formatCount(row.pxl)}</td>
              <td className={`${cell} text-slate-700`}>{percentText(percentOfSupplyTenths(row.pxl))}%</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-slate-300 border-t-2">
          <tr>
            <th scope="row" className={partCell}>
              {m.whitepaper_supply_total()}
              <span className="block font-normal text-slate-600">
                {m.whitepaper_supply_total_detail({ percent: formatCount(COMPANY_SHARE_OF_SUPPLY_PERCENT) })}
              </span>
            </th>
            <td className={`${cell} font-semibold text-slate-900`}>{formatCount(TOTAL_SUPPLY_PXL)}</td>
            <td className={`${cell} font-semibold text-slate-900`}>
              {percentText(percentOfSupplyTenths(TOTAL_SUPPLY_PXL))}%
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
