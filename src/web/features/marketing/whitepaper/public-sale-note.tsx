import { Link } from "react-router";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { paths } from "@/shared/routes";
import { saleDates } from "@/shared/sale/dates";
import { companyOwnershipPercent } from "@/shared/sale/rules";
import {
  PUBLIC_SALE_PRICE_MICRO_USDT,
  PUBLIC_SALE_PXL,
  PUBLIC_SALE_RAISE_MICRO_USDT,
  percentOfSupply,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";

/** The public sale as the sale agreement words it, beside the round-2 plan it does not match. */
export function PublicSaleNote() {
  return (
    <div>
      <h3 className="font-semibold text-slate-900 text-xl">The public sale in the sale agreement</h3>
      <p className="mt-3">
        The{" "}
        <Link to={paths.saleAgreement} className="font-medium text-brand-700 underline underline-offset-4">
          International Sale Agreement
        </Link>{" "}
        describes the public sale differently: {formatCount(PUBLIC_SALE_PXL)} PXL (
        {percentOfSupply(PUBLIC_SALE_PXL)}% of the tokens,{" "}
        {companyOwnershipPercent(PUBLIC_SALE_PXL * MICRO, 0)}% of the company) at{" "}
        {formatUsdt(PUBLIC_SALE_PRICE_MICRO_USDT, { shown: 1 })} each, raising{" "}
        {formatUsdt(PUBLIC_SALE_RAISE_MICRO_USDT, { shown: 0 })}, in {saleDates.publicSale}.
      </p>
      <p className="mt-3">
        That plan and the round-2 plan above come from different documents and do not match. Both are shown as
        written.
      </p>
    </div>
  );
}
