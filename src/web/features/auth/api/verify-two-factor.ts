import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authPaths } from "@/shared/api/auth-paths";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { refreshSession } from "@/web/features/auth/api/refresh-session";
import type { TwoFactorCodeInput } from "@/web/features/auth/lib/two-factor-code-schema";

type TwoFactorMethod = TwoFactorCodeInput["method"];

const endpoints: Record<TwoFactorMethod, string> = {
  totp: authPaths.verifyTotp,
  backup: authPaths.verifyBackupCode,
};

/** Finishes a two-factor sign-in; the server reads the pending sign-in from its short-lived cookie. */
export async function verifyTwoFactor({ method, code }: TwoFactorCodeInput) {
  const { verifiedSchema } = await import("@/web/features/auth/lib/two-factor-code-schema");
  const value = method === "totp" ? code.replace(/\s/g, "") : code.trim();
  return postAuth(endpoints[method], verifiedSchema, { code: value });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => refreshSession(queryClient),
  });
}
