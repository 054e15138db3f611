import { CircleCheckIcon, MailIcon, TriangleAlertIcon } from "lucide-react";
import { Alert } from "@/web/components/ui/alert";
import { DemoOutboxNote } from "@/web/features/auth/components/demo-outbox-note";
import { ResendConfirmationForm } from "@/web/features/auth/components/resend-confirmation";

export const confirmationMessages = {
  confirmed: "Your e-mail address is confirmed. You can sign in now.",
  linkFailed: "This confirmation link is invalid or has expired.",
} as const;

/**
 * What the login screen says on arrival: after registration (check the inbox), or back from a
 * confirmation link (`?confirmed=1`, with `&error=…` when the link was bad: that is checked first).
 */
export function LoginNotices({
  registeredEmail,
  confirmed,
  confirmationError,
  returnTo,
}: {
  registeredEmail?: string;
  confirmed: boolean;
  confirmationError: string | null;
  /** Where a new confirmation link lands, signed in. */
  returnTo?: string;
}) {
  if (confirmationError) {
    return (
      <div className="mb-6 flex flex-col gap-4 rounded-lg border border-red-200 p-4">
        <Alert tone="danger">
          <TriangleAlertIcon aria-hidden />
          <p>{confirmationMessages.linkFailed} Enter your e-mail address to get a new one.</p>
        </Alert>
        <ResendConfirmationForm returnTo={returnTo} />
      </div>
    );
  }
  if (confirmed) {
    return (
      <Alert tone="success" className="mb-6">
        <CircleCheckIcon aria-hidden />
        <p>{confirmationMessages.confirmed}</p>
      </Alert>
    );
  }
  if (registeredEmail) {
    return (
      <div className="mb-6 flex flex-col gap-3">
        <Alert tone="info">
          <MailIcon aria-hidden />
          <p>
            Check your inbox: we sent a confirmation link to{" "}
            <strong className="break-all">{registeredEmail}</strong>. Open it to confirm your address: it
            signs you in and takes you on. No e-mail after a few minutes? Look in your spam folder.
          </p>
        </Alert>
        <DemoOutboxNote />
      </div>
    );
  }
  return null;
}
