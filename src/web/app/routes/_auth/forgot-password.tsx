import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { CheckEmailPanel } from "@/web/features/auth/components/check-email-panel";
import { ForgotPasswordForm } from "@/web/features/auth/components/forgot-password-form";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Forgot password",
    description: "Get a link to set a new password for your account.",
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
          title="Forgot Your Password?"
          description="Enter the e-mail address of your account and we will send you a link to set a new password."
        >
          <ForgotPasswordForm onSent={setSentTo} autoFocus={again} />
          <p className="mt-4 text-center text-slate-600 text-xs">Reset links expire after 1 hour.</p>
          <p className="mt-4 text-center text-slate-600 text-sm">
            Remembered it?{" "}
            <Link to={paths.login} className="font-medium text-brand-700 underline">
              Back to Login
            </Link>
          </p>
        </AuthCard>
      )}
    </div>
  );
}
