import { m } from "@/paraglide/messages";
import type { FundKey } from "@/shared/sale/use-of-funds";

/**
 * The whitepaper's name and own line for each purpose, as message functions (called at render);
 * amounts and shares come from `@/shared/sale/use-of-funds`, whose English `purpose` is the same
 * text as `title` (whitepaper-i18n.test.ts checks it).
 */
export const fundDetails: Readonly<Record<FundKey, { title: () => string; detail: () => string }>> = {
  marketing: { title: m.whitepaper_funds_marketing_title, detail: m.whitepaper_funds_marketing_text },
  salaries: { title: m.whitepaper_funds_salaries_title, detail: m.whitepaper_funds_salaries_text },
  rent: { title: m.whitepaper_funds_rent_title, detail: m.whitepaper_funds_rent_text },
  partnerships: {
    title: m.whitepaper_funds_partnerships_title,
    detail: m.whitepaper_funds_partnerships_text,
  },
  integrations: {
    title: m.whitepaper_funds_integrations_title,
    detail: m.whitepaper_funds_integrations_text,
  },
  reserves: { title: m.whitepaper_funds_reserves_title, detail: m.whitepaper_funds_reserves_text },
  audits: { title: m.whitepaper_funds_audits_title, detail: m.whitepaper_funds_audits_text },
};
