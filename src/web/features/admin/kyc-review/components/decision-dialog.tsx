import type { AdminKycSubmission, KycDecision } from "@/shared/admin/kyc-review";
import { ConfirmDialog } from "@/web/features/admin/components/confirm-dialog";

const wording = {
  verified: { title: "Approve this identity?", action: "Approve", note: "Note" },
  rejected: { title: "Reject this identity?", action: "Reject", note: "Reason" },
} as const;

/** The last step before a decision that cannot be undone: what will be sent, and to whom. */
export function DecisionDialog({
  submission,
  decision,
  sending,
  error,
  onConfirm,
  onCancel,
}: {
  submission: AdminKycSubmission;
  /** The checked decision waiting for confirmation; null keeps the dialog closed. */
  decision: KycDecision | null;
  sending: boolean;
  error: string | null;
  onConfirm: (decision: KycDecision) => void;
  onCancel: () => void;
}) {
  const words = wording[decision?.decision ?? "verified"];
  return (
    <ConfirmDialog
      pending={decision}
      title={words.title}
      description={`${submission.fullName} (${submission.email}) is told by e-mail and in their notifications. This cannot be undone.`}
      confirmLabel={words.action}
      sending={sending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {decision?.reason ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium">{words.note}</p>
          <p className="whitespace-pre-wrap break-words text-slate-700">{decision.reason}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
