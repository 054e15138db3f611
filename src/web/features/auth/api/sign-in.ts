import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signInEmail } from "@/shared/auth/account-contract";
import { type SignInInput, signInResultSchema } from "@/shared/auth/sign-in-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { refreshSession } from "@/web/features/auth/api/refresh-session";

export function signIn({ input, captcha }: { input: SignInInput; captcha: string }) {
  return postAuth(signInEmail.path, signInResultSchema, input, { captcha });
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
