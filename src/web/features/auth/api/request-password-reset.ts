import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import type { ForgotPasswordInput } from "@/shared/auth/sign-in-schema";
import { paths } from "@/shared/routes";
import { postAuth } from "@/web/features/auth/api/auth-request";

/** The same 200 whether or not the address has an account. */
export function requestPasswordReset({ input, captcha }: { input: ForgotPasswordInput; captcha: string }) {
  return postAuth(
    "/api/auth/request-password-reset",
    z.object({ status: z.boolean() }).loose(),
    { email: input.email, redirectTo: paths.resetPassword },
    { captcha },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
