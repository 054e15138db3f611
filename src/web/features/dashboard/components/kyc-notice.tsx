import { InfoIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import type { KycStatus } from "@/shared/portfolio/portfolio-schema";
import { paths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { pageHref } from "@/web/lib/locale";

/** Registration says KYC is required: an unverified investor may pay, but receives tokens only after it. */
export function KycNotice({ kycStatus }: { kycStatus: KycStatus }) {
  if (kycStatus === "verified") return null;
  return (
    <Alert tone="warning">
      <InfoIcon aria-hidden />
      <p>
        {m.dashboard_kyc_notice()}{" "}
        {kycStatus === "pending" ? (
          m.dashboard_kyc_notice_reviewing()
        ) : (
          <Link to={pageHref(paths.kyc)} className="font-semibold underline underline-offset-4">
            {kycStatus === "rejected"
              ? m.dashboard_kyc_notice_submit_again()
              : m.dashboard_kyc_notice_complete()}
          </Link>
        )}
      </p>
    </Alert>
  );
}
