import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { SignInInput } from "@/shared/auth/sign-in-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { refreshSession } from "@/web/features/auth/api/refresh-session";

/** Either a session cookie was set, or the account has two-factor on and the code comes next. */
const signInResultSchema = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({ user: z.object({ id: z.string() }) }),
]);

export function signIn({ input, captcha }: { input: SignInInput; captcha: string }) {
  return postAuth("/api/auth/sign-in/email", signInResultSchema, input, { captcha });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (!("twoFactorRedirect" in result)) await refreshSession(queryClient);
    },
  });
}
