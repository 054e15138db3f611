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
import type { FundKey } from "@/shared/sale/use-of-funds";
import { siteConfig } from "@/shared/site-config";

/** How the roadmap pictures and explains each purpose; amounts and shares come from `@/shared/sale/use-of-funds`. */
export const fundPresentation: Readonly<Record<FundKey, { icon: LucideIcon; description: string }>> = {
  marketing: {
    icon: MegaphoneIcon,
    description: "Campaigns, events and a sales team to fill the academy's classes and grow its name.",
  },
  salaries: {
    icon: UsersIcon,
    description: "Teachers, mentors and staff who run the courses and support students.",
  },
  rent: { icon: Building2Icon, description: `Classrooms and study space in ${siteConfig.city}.` },
  partnerships: {
    icon: HandshakeIcon,
    description: "Agreements with employers, universities and blockchain projects.",
  },
  integrations: {
    icon: PlugIcon,
    description: "The investor platform, payment tracking on Arbitrum and the learning tools.",
  },
  reserves: {
    icon: PiggyBankIcon,
    description: "A safety margin for the unexpected, so teaching never stops.",
  },
  audits: {
    icon: ShieldCheckIcon,
    description: "Independent financial and security reviews of the sale and the token.",
  },
};
