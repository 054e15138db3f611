import { m } from "@/paraglide/messages";
import { formatCount } from "@/shared/format/money";
import { saleDates } from "@/shared/sale/dates";
import { COMPANY_SHARE_OF_SUPPLY_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import { NEW_BRANCH_OPENING } from "@/web/features/marketing/whitepaper/whitepaper-figures";

/** A phase's state; the badge shows it in the page's language. */
export type PhaseStatus = "Completed" | "In Progress" | "Planned";

export interface Phase {
  readonly title: string;
  /** Only where a date is known from the sale agreement or the founding year. */
  readonly period?: string;
  readonly description: string;
  readonly status: PhaseStatus;
  /** A highlight shown next to the status, such as "Now Active". */
  readonly label?: string;
}

// The academy was founded, and its token designed, in its founding year.
const founded = String(siteConfig.foundedYear);
const symbol = siteConfig.tokenSymbol;

/**
 * The ten phases, in order; the page numbers them 01 to 10. The texts are getters: each reading
 * calls its message, so the list speaks the language of the page rendering it.
 */
export const phases: readonly Phase[] = [
  {
    get title() {
      return m.roadmap_phases_foundation_title();
    },
    period: founded,
    get description() {
      return m.roadmap_phases_foundation_text();
    },
    status: "Completed",
  },
  {
    get title() {
      return m.roadmap_phases_token_design_title();
    },
    period: founded,
    get description() {
      return m.roadmap_phases_token_design_text({
        symbol,
        percent: formatCount(COMPANY_SHARE_OF_SUPPLY_PERCENT),
      });
    },
    status: "Completed",
  },
  {
    get title() {
      return m.roadmap_phases_compliance_title();
    },
    get description() {
      return m.roadmap_phases_compliance_text();
    },
    status: "Planned",
  },
  {
    get title() {
      return m.roadmap_phases_platform_title();
    },
    get description() {
      return m.roadmap_phases_platform_text();
    },
    status: "Planned",
  },
  {
    get title() {
      return m.roadmap_phases_audits_title();
    },
    get description() {
      return m.roadmap_phases_audits_text();
    },
    status: "Planned",
  },
  {
    get title() {
      return m.roadmap_phases_private_sale_title();
    },
    get period() {
      return saleDateText(saleDates.privateSale);
    },
    get description() {
      return m.roadmap_phases_private_sale_text({ symbol });
    },
    status: "In Progress",
    get label() {
      return m.roadmap_phases_now_active();
    },
  },
  {
    get title() {
      return m.roadmap_phases_dividends_title();
    },
    get period() {
      return saleDateText(saleDates.firstDividends);
    },
    get description() {
      return m.roadmap_phases_dividends_text();
    },
    status: "Planned",
  },
  {
    get title() {
      return m.roadmap_phases_distribution_title();
    },
    get period() {
      return saleDateText(saleDates.tokenDistribution);
    },
    get description() {
      return m.roadmap_phases_distribution_text();
    },
    status: "Planned",
  },
  {
    get title() {
      return m.roadmap_phases_public_sale_title();
    },
    get period() {
      return saleDateText(saleDates.publicSale);
    },
    get description() {
      return m.roadmap_phases_public_sale_text({ symbol });
    },
    status: "Planned",
  },
  {
    get title() {
      return m.roadmap_phases_branch_title();
    },
    get period() {
      return saleDateText(NEW_BRANCH_OPENING);
    },
    get description() {
      return m.roadmap_phases_branch_text();
    },
    status: "Planned",
  },
];

/** "01" to "10": a phase's number from its place in the list. */
export function phaseNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}
