import { MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { DemoOutboxNote } from "@/web/features/auth/components/demo-outbox-note";

/** After a reset request: where the link went, how long it lasts, and the ways on. */
export function CheckEmailPanel({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  return (
    <AuthCard icon={<MailCheckIcon aria-hidden />} title="Check Your Email" focusTitle>
      <div className="flex flex-col gap-3 text-slate-700 text-sm" role="status">
        <p>
          If an account exists for <strong className="break-all">{email}</strong>, we have sent it a link to
          reset the password.
        </p>
        <p>The link expires in 1 hour and works once.</p>
        <p>Nothing arrived after a few minutes? Check your spam folder.</p>
        <DemoOutboxNote />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" className="flex-1" onClick={onSendAnother}>
          Send Another Email
        </Button>
        <Button asChild className="flex-1">
          <Link to={paths.login}>Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
