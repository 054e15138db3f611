import { InfoIcon } from "lucide-react";
import { Link } from "react-router";
import type { KycStatus } from "@/shared/portfolio/portfolio-schema";
import { paths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";

/** Registration says KYC is required: an unverified investor may pay, but receives tokens only after it. */
export function KycNotice({ kycStatus }: { kycStatus: KycStatus }) {
  if (kycStatus === "verified") return null;
  return (
    <Alert tone="warning">
      <InfoIcon aria-hidden />
      <p>
        PXL tokens are distributed only after your identity is verified (KYC).{" "}
        {kycStatus === "pending" ? (
          "Your documents are being reviewed."
        ) : (
          <Link to={paths.kyc} className="font-semibold underline underline-offset-4">
            {kycStatus === "rejected" ? "Submit your KYC again" : "Complete your KYC"}
          </Link>
        )}
      </p>
    </Alert>
  );
}
