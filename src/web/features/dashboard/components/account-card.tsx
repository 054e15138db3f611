import { Link } from "react-router";
import type { KycStatus } from "@/shared/portfolio/portfolio-schema";
import { paths } from "@/shared/routes";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { kycStatusText } from "@/web/features/dashboard/lib/transaction-status";

export interface AccountSummary {
  name: string;
  email: string;
}

/** The account card: name, e-mail, Account Level (always Standard) and the KYC status in its colour. */
export function AccountCard({ account, kycStatus }: { account: AccountSummary; kycStatus: KycStatus }) {
  const kyc = kycStatusText[kycStatus];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Row label="Name">{account.name || "—"}</Row>
          <Row label="Email">
            <span className="break-all">{account.email}</span>
          </Row>
          <Row label="Account Level">Standard</Row>
          <Row label="KYC Status">
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={kyc.tone} data-testid="kyc-status">
                {kyc.label}
              </Badge>
              {kycStatus === "not_submitted" || kycStatus === "rejected" ? (
                <Link
                  to={paths.kyc}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {kycStatus === "rejected" ? "Submit again" : "Complete KYC"}
                </Link>
              ) : null}
            </span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
