import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { paths } from "@/shared/routes";
import { saleDates } from "@/shared/sale/dates";
import { companyOwnershipPercent } from "@/shared/sale/rules";
import { saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import { percentText } from "@/web/features/marketing/whitepaper/percent-text";
import {
  PUBLIC_SALE_PRICE_MICRO_USDT,
  PUBLIC_SALE_PXL,
  PUBLIC_SALE_RAISE_MICRO_USDT,
  percentOfSupply,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";
import { withLinks } from "@/web/features/marketing/whitepaper/with-links";
import { pageHref } from "@/web/lib/locale";

/** The public sale as the sale agreement words it, beside the round-2 plan it does not match. */
export function PublicSaleNote() {
  return (
    <div>
      <h3 className="break-words font-semibold text-slate-900 text-xl">
        {m.whitepaper_tokenomics_public_sale_title()}
      </h3>
      <p className="mt-3">
        {withLinks(
          (marks) =>
            m.whitepaper_tokenomics_public_sale_text({
              ...marks,
              pxl: formatCount(PUBLIC_SALE_PXL),
              supplyPercent: percentText(percentOfSupply(PUBLIC_SALE_PXL)),
              companyPercent: percentText(companyOwnershipPercent(PUBLIC_SALE_PXL * MICRO, 0)),
              price: formatUsdt(PUBLIC_SALE_PRICE_MICRO_USDT, { shown: 1 }),
              raise: formatUsdt(PUBLIC_SALE_RAISE_MICRO_USDT, { shown: 0 }),
              date: saleDateText(saleDates.publicSale, "alone"),
            }),
          {
            agreement: (
              <Link
                to={pageHref(paths.saleAgreement)}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {m.whitepaper_tokenomics_public_sale_link()}
              </Link>
            ),
          },
        )}
      </p>
      <p className="mt-3">{m.whitepaper_tokenomics_public_sale_mismatch()}</p>
    </div>
  );
}
