import type { kycStatuses } from "@/shared/admin/investors";
import { Badge } from "@/web/components/ui/badge";
import { kycStatusLabels } from "@/web/features/admin/investors/kyc-status";

interface Investor {
  email: string;
  firstName: string;
  lastName: string;
  kycStatus: (typeof kycStatuses)[number];
}

/** Name and e-mail, searched together in the preview tables. */
export const investorText = (i: Investor & { account?: string | null }) =>
  `${i.firstName} ${i.lastName} ${i.email} ${i.account ?? ""}`;

export function InvestorCell({ investor }: { investor: Pick<Investor, "email" | "firstName" | "lastName"> }) {
  const name = [investor.firstName, investor.lastName].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col">
      <span>{name || "No name given"}</span>
      <span className="text-slate-600 text-xs">{investor.email}</span>
    </div>
  );
}

export function KycCell({ status }: { status: Investor["kycStatus"] }) {
  return <Badge tone={kycStatusLabels[status].tone}>{kycStatusLabels[status].label}</Badge>;
}
