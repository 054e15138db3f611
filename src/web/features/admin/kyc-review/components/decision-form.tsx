import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { type AdminKycSubmission, type KycDecision, kycDecisionSchema } from "@/shared/admin/kyc-review";
import { consolePaths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { TextAreaField } from "@/web/components/ui/field";
import { useDecideKyc } from "@/web/features/admin/kyc-review/api/decide-kyc";
import { DecisionDialog } from "@/web/features/admin/kyc-review/components/decision-dialog";
import { ApiRequestError } from "@/web/lib/api-request-error";

type DecisionInput = z.input<typeof kycDecisionSchema>;

const decidedToast: Record<KycDecision["decision"], string> = {
  verified: "Identity approved.",
  rejected: "Identity rejected.",
};

/**
 * Approve or reject a pending submission. One field: the reason a rejection must give (the investor
 * reads it) or the note an approval may keep. The shared schema checks it before the confirmation
 * dialog opens; the decision is sent only from that dialog, as it cannot be undone.
 */
export function DecisionForm({
  submission,
  onConflict,
}: {
  submission: AdminKycSubmission;
  /** Another operator decided first (409): the page says so and shows their decision. */
  onConflict: (message: string) => void;
}) {
  const navigate = useNavigate();
  const decide = useDecideKyc();
  const [confirming, setConfirming] = useState<KycDecision | null>(null);
  const form = useForm<DecisionInput, unknown, KycDecision>({
    resolver: zodResolver(kycDecisionSchema),
    defaultValues: { decision: "verified", reason: "" },
  });
  const error = form.formState.errors.reason?.message;

  const ask = (decision: KycDecision["decision"]) => {
    form.setValue("decision", decision);
    void form.handleSubmit((checked) => {
      decide.reset();
      setConfirming(checked);
    })();
  };

  const send = async (decision: KycDecision) => {
    try {
      await decide.mutateAsync({ id: submission.id, decision });
      toast.success(decidedToast[decision.decision]);
      void navigate(consolePaths.kyc);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409) {
        setConfirming(null);
        onConflict(failure.message || "Another operator decided this submission first.");
      }
      // Anything else stays in the dialog, which shows the mutation's error.
    }
  };

  return (
    <Card>
      <CardHeader>
        <h3 id="kyc-decision-title" className="font-semibold text-lg leading-tight">
          Decision
        </h3>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="kyc-decision-title"
          className="flex flex-col gap-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextAreaField
            label="Reason"
            hint="Required to reject: the investor reads it in the e-mail and on their page. Optional when approving (kept as a note)."
            error={error}
            {...form.register("reason")}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={() => ask("verified")}>
              <CheckIcon aria-hidden />
              Approve
            </Button>
            <Button type="button" variant="outline" onClick={() => ask("rejected")}>
              <XIcon aria-hidden />
              Reject
            </Button>
          </div>
        </form>
      </CardContent>
      <DecisionDialog
        submission={submission}
        decision={confirming}
        sending={decide.isPending}
        error={
          decide.error && !(decide.error instanceof ApiRequestError && decide.error.status === 409)
            ? decide.error.message || "The decision could not be saved. Please try again."
            : null
        }
        onConfirm={(decision) => void send(decision)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
