import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { CheckEmailPanel } from "@/web/features/auth/components/check-email-panel";
import { ForgotPasswordForm } from "@/web/features/auth/components/forgot-password-form";
import { pageHref } from "@/web/lib/locale";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: m.forgot_meta_title(),
    description: m.forgot_meta_description(),
    path: paths.forgotPassword,
    noindex: true,
  });

export default function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  return (
    <div className="w-full max-w-md">
      {sentTo ? (
        <CheckEmailPanel
          email={sentTo}
          onSendAnother={() => {
            setSentTo(null);
            setAgain(true);
          }}
        />
      ) : (
        <AuthCard
          icon={<KeyRoundIcon aria-hidden />}
          title={m.forgot_title()}
          description={m.forgot_description()}
        >
          <ForgotPasswordForm onSent={setSentTo} autoFocus={again} />
          <p className="mt-4 text-center text-slate-600 text-xs">{m.forgot_expiry_note()}</p>
          <p className="mt-4 text-center text-slate-600 text-sm">
            {m.forgot_remembered()}{" "}
            <Link to={pageHref(paths.login)} className="font-medium text-brand-700 underline">
              {m.auth_back_to_login()}
            </Link>
          </p>
        </AuthCard>
      )}
    </div>
  );
}
