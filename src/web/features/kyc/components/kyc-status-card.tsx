import { CheckCircle2Icon, ClockIcon, RotateCcwIcon, XCircleIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { formatDate } from "@/shared/format/dates";
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
          <CardTitle>{m.kyc_status_title()}</CardTitle>
          {status.status === "pending" ? (
            <Badge tone="warning">
              <ClockIcon className="size-3.5" aria-hidden />
              {m.kyc_status_pending()}
            </Badge>
          ) : status.status === "verified" ? (
            <Badge tone="success">
              <CheckCircle2Icon className="size-3.5" aria-hidden />
              {m.kyc_status_verified()}
            </Badge>
          ) : (
            <Badge tone="danger">
              <XCircleIcon className="size-3.5" aria-hidden />
              {m.kyc_status_rejected()}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-slate-700">
        {status.status === "pending" ? (
          <>
            <p>{m.kyc_status_pending_text({ date: dateOf(status.submittedAt) })}</p>
            <p className="text-sm">{m.kyc_status_pending_invest()}</p>
          </>
        ) : status.status === "verified" ? (
          <p>{m.kyc_status_verified_text({ date: dateOf(status.decidedAt) })}</p>
        ) : (
          <>
            <Alert tone="danger" className="flex-col gap-1">
              <p className="font-semibold">{m.kyc_status_rejected_title()}</p>
              <p>{m.kyc_status_rejected_reason({ reason: status.reason ?? m.kyc_status_no_reason() })}</p>
            </Alert>
            <p className="text-sm">{m.kyc_status_rejected_next()}</p>
            <Button className="self-start" onClick={onSubmitAgain}>
              <RotateCcwIcon aria-hidden />
              {m.kyc_status_submit_again()}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
