import { z } from "zod";
import { m } from "@/paraglide/messages";

export const passwordPromptSchema = z.object({
  password: z.string().min(1, { error: () => m.validation_password_required() }),
});
export type PasswordPromptInput = z.input<typeof passwordPromptSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: () => m.validation_totp_code() })),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
