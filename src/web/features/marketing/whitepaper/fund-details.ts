import type { FundKey } from "@/shared/sale/use-of-funds";

/** The whitepaper's own line under each purpose; amounts and shares come from `@/shared/sale/use-of-funds`. */
export const fundDetails: Readonly<Record<FundKey, string>> = {
  marketing: "Reaching and enrolling students.",
  salaries: "Teachers and staff.",
  rent: "Classrooms and premises.",
  partnerships: "Agreements with partner organisations.",
  integrations: "Technical integrations of the platform and the token.",
  reserves: "Kept back for the unexpected.",
  audits: "Independent audits, set aside in the sale agreement.",
};
