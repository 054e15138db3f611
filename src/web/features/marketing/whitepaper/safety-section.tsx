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

const safeguards: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: WalletIcon,
    title: "One payment route",
    text: `Payments are accepted only in USDT on ${siteConfig.network.name}, to one fixed sale wallet. Every payment is public on the blockchain and counted on the tracker as it arrives.`,
  },
  {
    icon: ShieldCheckIcon,
    title: "A hard cap",
    text: `The private sale closes at ${formatUsdt(CAP_MICRO_USDT, { shown: 0 })}; no tokens are sold beyond it.`,
  },
  {
    icon: IdCardIcon,
    title: "Checked buyers",
    text: `Every buyer is ${MINIMUM_AGE_YEARS} or older, registers with accurate details and passes an identity check (KYC).`,
  },
  {
    icon: LockIcon,
    title: "Locked liquidity, gradual release",
    text: `The launch pool stays locked for ${POOL_LOCK_MONTHS} months or more; the reserve is released ${formatCount(RESERVE_RELEASE_MIN_PXL)}–${formatCount(RESERVE_RELEASE_MAX_PXL)} PXL a quarter, and no extra tokens are minted before a new branch opens.`,
  },
  {
    icon: FileCheckIcon,
    title: "Audits",
    text: `${formatCount(fundBudget("audits"))} USDT of the raise is set aside for audits.`,
  },
  {
    icon: FileTextIcon,
    title: "Reports every three months",
    text: "Holders receive a report on the academy's results every quarter.",
  },
];

const linkClass = "font-medium text-brand-700 underline underline-offset-4";

export function SafetySection() {
  return (
    <ContentSection id="safety" title={whitepaperOutline.safety} className="bg-slate-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {safeguards.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Icon className="size-6 text-brand-700" aria-hidden />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-slate-600 text-sm">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-[70ch] text-slate-700 leading-7">
        PXL is still a risky investment: its price can fall, dividends depend on profits that are only
        projected today, and the rules on tokens differ from country to country. Read the{" "}
        <Link to={paths.terms} className={linkClass}>
          Terms of Service
        </Link>{" "}
        and the{" "}
        <Link to={paths.saleAgreement} className={linkClass}>
          International Sale Agreement
        </Link>{" "}
        before you buy, and pay only what you can afford to lose.
      </p>
    </ContentSection>
  );
}
