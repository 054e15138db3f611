import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { ResetPasswordScreen } from "@/web/features/auth/components/reset-password-screen";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: m.reset_meta_title(),
    description: m.reset_meta_description(),
    path: paths.resetPassword,
    noindex: true,
  });

export default function ResetPassword() {
  return (
    <div className="w-full max-w-md">
      <ResetPasswordScreen />
    </div>
  );
}
