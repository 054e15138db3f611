import { useMutation } from "@tanstack/react-query";
import { requestPasswordReset as resetRoute } from "@/shared/auth/account-contract";
import { authStatusSchema, type ForgotPasswordInput } from "@/shared/auth/sign-in-schema";
import { paths } from "@/shared/routes";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { pageHref } from "@/web/lib/locale";

/** The same 200 whether or not the address has an account. */
export function requestPasswordReset({ input, captcha }: { input: ForgotPasswordInput; captcha: string }) {
  return postAuth(
    resetRoute.path,
    authStatusSchema,
    { email: input.email, redirectTo: pageHref(paths.resetPassword) },
    { captcha },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
