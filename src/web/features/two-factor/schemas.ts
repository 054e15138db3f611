import { z } from "zod";

export const passwordPromptSchema = z.object({ password: z.string().min(1, "Password is required") });
export type PasswordPromptInput = z.input<typeof passwordPromptSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
