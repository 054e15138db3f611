import { CheckCircle2Icon, ClockIcon, RotateCcwIcon, XCircleIcon } from "lucide-react";
import { formatDate } from "@/shared/format/dates";
import { kycStatusLabel } from "@/shared/format/statuses";
import type { KycStatus } from "@/shared/kyc/kyc-schemas";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

const dateOf = (iso: string | null) => (iso ? formatDate(iso) : "");

/** The latest submission's state: pending, verified, or rejected with the reason and a way to submit again. */
export function KycStatusCard({
  status,
  onSubmitAgain,
}: {
  status: KycStatus & { status: "pending" | "verified" | "rejected" };
  onSubmitAgain: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Verification status</CardTitle>
          {status.status === "pending" ? (
            <Badge tone="warning">
              <ClockIcon className="size-3.5" aria-hidden />
              {kycStatusLabel.pending}
            </Badge>
          ) : status.status === "verified" ? (
            <Badge tone="success">
              <CheckCircle2Icon className="size-3.5" aria-hidden />
              {kycStatusLabel.verified}
            </Badge>
          ) : (
            <Badge tone="danger">
              <XCircleIcon className="size-3.5" aria-hidden />
              {kycStatusLabel.rejected}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-slate-700">
        {status.status === "pending" ? (
          <>
            <p>
              Your documents were submitted on {dateOf(status.submittedAt)} and are under review. We will let
              you know here and in your notifications when a decision is made.
            </p>
            <p className="text-sm">
              You can invest meanwhile: tokens are distributed only after your identity is verified.
            </p>
          </>
        ) : status.status === "verified" ? (
          <p>Your identity was verified on {dateOf(status.decidedAt)}. Nothing more is needed.</p>
        ) : (
          <>
            <Alert tone="danger" className="flex-col gap-1">
              <p className="font-semibold">Your identity check was rejected.</p>
              <p>Reason: {status.reason ?? "No reason was given."}</p>
            </Alert>
            <p className="text-sm">
              Please correct what the reason says and submit your details and documents again.
            </p>
            <Button className="self-start" onClick={onSubmitAgain}>
              <RotateCcwIcon aria-hidden />
              Submit again
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
