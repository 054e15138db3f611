import { saleDates } from "@/shared/sale/dates";
import { COMPANY_SHARE_OF_SUPPLY_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { NEW_BRANCH_OPENING } from "@/web/features/marketing/whitepaper/whitepaper-figures";

export type PhaseStatus = "Completed" | "In Progress" | "Planned";

export interface Phase {
  title: string;
  /** Only where a date is known from the sale agreement or the founding year. */
  period?: string;
  description: string;
  status: PhaseStatus;
  /** A highlight shown next to the status, such as "Now Active". */
  label?: string;
}

// The academy was founded, and its token designed, in its founding year.
const founded = String(siteConfig.foundedYear);

/** The ten phases, in order; the page numbers them 01 to 10. */
export const phases: readonly Phase[] = [
  {
    title: "Academy Foundation",
    period: founded,
    description: `The academy opens in ${siteConfig.city} with courses in blockchain, coding and financial education.`,
    status: "Completed",
  },
  {
    title: "Token Design and Whitepaper",
    period: founded,
    description: `${siteConfig.tokenSymbol} is designed to represent ${COMPANY_SHARE_OF_SUPPLY_PERCENT}% of the company, and the whitepaper sets out its terms.`,
    status: "Completed",
  },
  {
    title: "Legal, KYC and Regulatory Compliance",
    description:
      "Sale agreement under Georgian law, identity checks for every investor and regulatory review of the token.",
    status: "Planned",
  },
  {
    title: "Investor Platform",
    description: "Registration, an investor dashboard and live tracking of payments on the Arbitrum network.",
    status: "Planned",
  },
  {
    title: "Security and Financial Audits",
    description: "Independent reviews of the payment flow, the token and the academy's accounts.",
    status: "Planned",
  },
  {
    title: "Private Sale Round 1",
    period: saleDates.privateSale,
    description: `${siteConfig.tokenSymbol} is sold to early investors for USDT until the raise cap is reached.`,
    status: "In Progress",
    label: "Now Active",
  },
  {
    title: "First Dividends",
    period: saleDates.firstDividends,
    description: "Token holders receive their first share of profits; payments follow every six months.",
    status: "Planned",
  },
  {
    title: "Token Distribution",
    period: saleDates.tokenDistribution,
    description: "Tokens bought in the private sale are delivered to investors' wallets.",
    status: "Planned",
  },
  {
    title: "Public Sale and Liquidity",
    period: saleDates.publicSale,
    description: `${siteConfig.tokenSymbol} opens to everyone, and a locked liquidity pool makes it tradable.`,
    status: "Planned",
  },
  {
    title: "New Branch Opening",
    period: NEW_BRANCH_OPENING,
    description: "A second academy opens its doors, funded by new tokens issued for the branch.",
    status: "Planned",
  },
];

/** "01" to "10": a phase's number from its place in the list. */
export function phaseNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}
