import { CircleCheckIcon, MailIcon, TriangleAlertIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { DemoOutboxNote } from "@/web/features/auth/components/demo-outbox-note";
import { ResendConfirmationForm } from "@/web/features/auth/components/resend-confirmation";
import { richMessage } from "@/web/features/auth/lib/rich-message";

export const confirmationMessages = {
  get confirmed() {
    return m.login_confirmed();
  },
  get linkFailed() {
    return m.login_link_failed();
  },
};

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
          <p>
            {confirmationMessages.linkFailed} {m.login_link_failed_hint()}
          </p>
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
            {richMessage(m.login_check_inbox, {
              email: <strong className="break-all">{registeredEmail}</strong>,
            })}
          </p>
        </Alert>
        <DemoOutboxNote />
      </div>
    );
  }
  return null;
}
