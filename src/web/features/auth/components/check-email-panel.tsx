import { MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { DemoOutboxNote } from "@/web/features/auth/components/demo-outbox-note";
import { richMessage } from "@/web/features/auth/lib/rich-message";
import { pageHref } from "@/web/lib/locale";

/** After a reset request: where the link went, how long it lasts, and the ways on. */
export function CheckEmailPanel({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  return (
    <AuthCard icon={<MailCheckIcon aria-hidden />} title={m.forgot_check_title()} focusTitle>
      <div className="flex flex-col gap-3 text-slate-700 text-sm" role="status">
        <p>{richMessage(m.forgot_check_sent, { email: <strong className="break-all">{email}</strong> })}</p>
        <p>{m.forgot_check_expiry()}</p>
        <p>{m.forgot_check_spam()}</p>
        <DemoOutboxNote />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-11 whitespace-normal flex-1"
          onClick={onSendAnother}
        >
          {m.forgot_send_another()}
        </Button>
        <Button asChild className="h-auto min-h-11 whitespace-normal flex-1">
          <Link to={pageHref(paths.login)}>{m.auth_back_to_login()}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
