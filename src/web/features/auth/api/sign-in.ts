import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput } from "@/shared/auth/sign-in-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { refreshSession } from "@/web/features/auth/api/refresh-session";

export async function signIn({ input, captcha }: { input: SignInInput; captcha: string }) {
  const { signInEmail } = await import("@/shared/auth/account-contract");
  return postAuth(signInEmail.path, signInEmail.responses[200], input, { captcha });
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
