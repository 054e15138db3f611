import { formatCount, formatPrice, formatUsd, formatUsdt } from "@/shared/format/money";
import {
  CAP_MICRO_USDT,
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
} from "@/shared/sale/rules";
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

const parts = [
  {
    part: "Private sale (round 1)",
    detail: `${formatPrice(PRICE_MICRO_USDT)} each, capped at ${formatUsdt(CAP_MICRO_USDT, { shown: 0 })}.`,
    pxl: PRIVATE_SALE_ALLOCATION_PXL,
  },
  {
    part: "Round 2",
    detail: `${formatUsd(ROUND_TWO_PRICE_MICRO_USD, { shown: 1 })} each, ${formatUsd(ROUND_TWO_RAISE_MICRO_USD, { shown: 0 })} in all, every dollar to the liquidity pool.`,
    pxl: ROUND_TWO_PXL,
  },
  {
    part: "Liquidity pool",
    detail: `Paired with ${formatUsdt(POOL_MICRO_USDT, { shown: 0 })} and locked for ${POOL_LOCK_MONTHS} months or more (approximate).`,
    pxl: POOL_PXL,
  },
  {
    part: "Reserve",
    detail: `Released ${formatCount(RESERVE_RELEASE_MIN_PXL)}–${formatCount(RESERVE_RELEASE_MAX_PXL)} PXL a quarter (approximate).`,
    pxl: RESERVE_PXL,
  },
];

const cell = "px-4 py-3 text-right align-top tabular-nums";

/** How the whole supply is split at launch, as a table. */
export function SupplyTable() {
  return (
    <div className="max-w-3xl overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">How the {formatCount(TOTAL_SUPPLY_PXL)} PXL supply is split</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Part of the supply
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              PXL
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Share
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {parts.map((row) => (
            <tr key={row.part}>
              <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900">
                {row.part}
                <span className="block font-normal text-slate-600">{row.detail}</span>
              </th>
              <td className={`${cell} font-semibold text-slate-900`}>{formatCount(row.pxl)}</td>
              <td className={`${cell} text-slate-700`}>{percentOfSupplyTenths(row.pxl)}%</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-slate-300 border-t-2">
          <tr>
            <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
              Total supply
              <span className="block font-normal text-slate-600">
                {COMPANY_SHARE_OF_SUPPLY_PERCENT.toString()}% of the academy.
              </span>
            </th>
            <td className={`${cell} font-semibold text-slate-900`}>{formatCount(TOTAL_SUPPLY_PXL)}</td>
            <td className={`${cell} font-semibold text-slate-900`}>
              {percentOfSupplyTenths(TOTAL_SUPPLY_PXL)}%
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
