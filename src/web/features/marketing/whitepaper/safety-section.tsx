import {
  FileCheckIcon,
  FileTextIcon,
  IdCardIcon,
  LockIcon,
  type LucideIcon,
  ShieldCheckIcon,
  WalletIcon,
} from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { CAP_MICRO_USDT, MINIMUM_AGE_YEARS } from "@/shared/sale/rules";
import { fundBudget } from "@/shared/sale/use-of-funds";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import {
  POOL_LOCK_MONTHS,
  RESERVE_RELEASE_MAX_PXL,
  RESERVE_RELEASE_MIN_PXL,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";
import { withLinks } from "@/web/features/marketing/whitepaper/with-links";
import { pageHref } from "@/web/lib/locale";

/** The safeguards in the page's language: called at render. */
const safeguards = (): { icon: LucideIcon; title: string; text: string }[] => [
  {
    icon: WalletIcon,
    title: m.whitepaper_safety_route_title(),
    text: m.whitepaper_safety_route_text({ network: siteConfig.network.name }),
  },
  {
    icon: ShieldCheckIcon,
    title: m.whitepaper_safety_cap_title(),
    text: m.whitepaper_safety_cap_text({ cap: formatUsdt(CAP_MICRO_USDT, { shown: 0 }) }),
  },
  {
    icon: IdCardIcon,
    title: m.whitepaper_safety_buyers_title(),
    text: m.whitepaper_safety_buyers_text({ age: formatCount(MINIMUM_AGE_YEARS) }),
  },
  {
    icon: LockIcon,
    title: m.whitepaper_safety_liquidity_title(),
    text: m.whitepaper_safety_liquidity_text({
      months: formatCount(POOL_LOCK_MONTHS),
      min: formatCount(RESERVE_RELEASE_MIN_PXL),
      max: formatCount(RESERVE_RELEASE_MAX_PXL),
    }),
  },
  {
    icon: FileCheckIcon,
    title: m.whitepaper_safety_audits_title(),
    text: m.whitepaper_safety_audits_text({ amount: formatCount(fundBudget("audits")) }),
  },
  {
    icon: FileTextIcon,
    title: m.whitepaper_safety_reports_title(),
    text: m.whitepaper_safety_reports_text(),
  },
];

const linkClass = "font-medium text-brand-700 underline underline-offset-4";

export function SafetySection() {
  return (
    <ContentSection id="safety" title={whitepaperOutline.safety} className="bg-slate-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {safeguards().map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Icon className="size-6 text-brand-700" aria-hidden />
            <h3 className="mt-3 break-words font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 break-words text-slate-600 text-sm">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-[70ch] break-words text-slate-700 leading-7">
        {withLinks(m.whitepaper_safety_risk, {
          terms: (
            <Link to={pageHref(paths.terms)} className={linkClass}>
              {m.whitepaper_safety_risk_terms_link()}
            </Link>
          ),
          agreement: (
            <Link to={pageHref(paths.saleAgreement)} className={linkClass}>
              {m.whitepaper_safety_risk_agreement_link()}
            </Link>
          ),
        })}
      </p>
    </ContentSection>
  );
}
