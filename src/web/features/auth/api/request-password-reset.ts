import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@/shared/auth/sign-in-schema";
import { paths } from "@/shared/routes";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { pageHref } from "@/web/lib/locale";

/** The same 200 whether or not the address has an account. */
export async function requestPasswordReset({
  input,
  captcha,
}: {
  input: ForgotPasswordInput;
  captcha: string;
}) {
  const { requestPasswordReset: resetRoute } = await import("@/shared/auth/account-contract");
  return postAuth(
    resetRoute.path,
    resetRoute.responses[200],
    { email: input.email, redirectTo: pageHref(paths.resetPassword) },
    { captcha },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
