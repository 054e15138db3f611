import type { LucideIcon } from "lucide-react";
import {
  Building2Icon,
  HandshakeIcon,
  MegaphoneIcon,
  PiggyBankIcon,
  PlugIcon,
  ShieldCheckIcon,
  UsersIcon,
} from "lucide-react";
import { m } from "@/paraglide/messages";
import type { FundKey } from "@/shared/sale/use-of-funds";

/**
 * How the roadmap pictures, names and explains each purpose, in the page's language (message
 * functions, called at render); amounts and shares come from `@/shared/sale/use-of-funds`, whose
 * English `purpose` is the same text as `title` (fund-presentation.test.ts checks it).
 */
export const fundPresentation: Readonly<
  Record<FundKey, { icon: LucideIcon; title: () => string; description: () => string }>
> = {
  marketing: {
    icon: MegaphoneIcon,
    title: m.roadmap_funds_marketing_title,
    description: m.roadmap_funds_marketing_text,
  },
  salaries: {
    icon: UsersIcon,
    title: m.roadmap_funds_salaries_title,
    description: m.roadmap_funds_salaries_text,
  },
  rent: { icon: Building2Icon, title: m.roadmap_funds_rent_title, description: m.roadmap_funds_rent_text },
  partnerships: {
    icon: HandshakeIcon,
    title: m.roadmap_funds_partnerships_title,
    description: m.roadmap_funds_partnerships_text,
  },
  integrations: {
    icon: PlugIcon,
    title: m.roadmap_funds_integrations_title,
    description: m.roadmap_funds_integrations_text,
  },
  reserves: {
    icon: PiggyBankIcon,
    title: m.roadmap_funds_reserves_title,
    description: m.roadmap_funds_reserves_text,
  },
  audits: {
    icon: ShieldCheckIcon,
    title: m.roadmap_funds_audits_title,
    description: m.roadmap_funds_audits_text,
  },
};
