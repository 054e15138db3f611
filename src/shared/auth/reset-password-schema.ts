import { z } from "zod";
import { passwordSchema, requireMatchingPasswords } from "@/shared/auth/password";

export const resetPasswordSchema = requireMatchingPasswords(
  z.object({ password: passwordSchema, confirmPassword: z.string() }),
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
