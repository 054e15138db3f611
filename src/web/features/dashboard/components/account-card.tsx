import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import type { KycStatus } from "@/shared/portfolio/portfolio-schema";
import { paths } from "@/shared/routes";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { kycStatusText } from "@/web/features/dashboard/lib/transaction-status";
import { pageHref } from "@/web/lib/locale";

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
        <CardTitle>{m.dashboard_account_title()}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Row label={m.dashboard_account_name()}>{account.name || "—"}</Row>
          <Row label={m.dashboard_account_email()}>
            <span className="break-all">{account.email}</span>
          </Row>
          <Row label={m.dashboard_account_level()}>{m.dashboard_account_level_standard()}</Row>
          <Row label={m.dashboard_account_kyc_status()}>
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={kyc.tone} data-testid="kyc-status">
                {kyc.label()}
              </Badge>
              {kycStatus === "not_submitted" || kycStatus === "rejected" ? (
                <Link
                  to={pageHref(paths.kyc)}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {kycStatus === "rejected"
                    ? m.dashboard_account_kyc_submit_again()
                    : m.dashboard_account_kyc_complete()}
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
