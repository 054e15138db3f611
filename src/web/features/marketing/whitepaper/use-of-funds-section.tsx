import { m } from "@/paraglide/messages";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { CAP_MICRO_USDT } from "@/shared/sale/rules";
import { allocationPercent, fundAllocations } from "@/shared/sale/use-of-funds";
import { ContentSection } from "@/web/components/ui/section";
import { fundDetails } from "@/web/features/marketing/whitepaper/fund-details";
import { percentText } from "@/web/features/marketing/whitepaper/percent-text";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

export function UseOfFundsSection() {
  const cap = formatUsdt(CAP_MICRO_USDT, { shown: 0 });
  const total = fundAllocations.reduce((sum, allocation) => sum + allocation.amountUsdt, 0n);
  return (
    <ContentSection id="funds" title={whitepaperOutline.funds} className="bg-slate-50">
      <p className="max-w-[70ch] break-words text-lg text-slate-700 leading-8">
        {m.whitepaper_funds_intro({ cap })}
      </p>
      <div className="mt-8 max-w-3xl overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.whitepaper_funds_caption({ cap })}</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold wrap-anywhere">
                {m.whitepaper_funds_purpose()}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {m.whitepaper_funds_share()}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                USDT
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {fundAllocations.map((allocation) => (
              <tr key={allocation.key}>
                <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900 wrap-anywhere">
                  {fundDetails[allocation.key].title()}
                  <span className="block font-normal text-slate-600">
                    {fundDetails[allocation.key].detail()}
                  </span>
                </th>
                <td className="px-4 py-3 text-right align-top text-slate-700 tabular-nums">
                  {percentText(allocationPercent(allocation.amountUsdt))}%
                </td>
                <td className="px-4 py-3 text-right align-top font-semibold text-slate-900 tabular-nums">
                  {formatCount(allocation.amountUsdt)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-slate-300 border-t-2">
            <tr>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900 wrap-anywhere">
                {m.whitepaper_funds_total()}
              </th>
              <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums">
                {percentText(allocationPercent(total))}%
              </td>
              <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums">
                {formatCount(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </ContentSection>
  );
}
