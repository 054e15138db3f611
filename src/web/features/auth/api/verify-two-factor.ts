import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { m } from "@/paraglide/messages";
import { authPaths } from "@/shared/api/auth-paths";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { refreshSession } from "@/web/features/auth/api/refresh-session";

export type TwoFactorMethod = "totp" | "backup";

/** The second sign-in step's form: a 6-digit code from the app, or one of the saved backup codes. */
export const twoFactorCodeSchema = z
  .object({
    method: z.enum(["totp", "backup"]),
    code: z.string().trim(),
  })
  .superRefine(({ method, code }, ctx) => {
    if (method === "totp" && !/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      ctx.addIssue({
        code: "custom",
        path: ["code"],
        message: m.validation_totp_code(),
      });
    }
    if (method === "backup" && code.length === 0) {
      ctx.addIssue({ code: "custom", path: ["code"], message: m.validation_backup_code() });
    }
  });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

const verifiedSchema = z.object({ user: z.object({ id: z.string() }) });

const endpoints: Record<TwoFactorMethod, string> = {
  totp: authPaths.verifyTotp,
  backup: authPaths.verifyBackupCode,
};

/** Finishes a two-factor sign-in; the server reads the pending sign-in from its short-lived cookie. */
export function verifyTwoFactor({ method, code }: TwoFactorCodeInput) {
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
