import { z } from "zod";
import { passwordSchema } from "@/shared/auth/password";

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
    // Checked as soon as both are strings, so the mismatch shows beside the other fields' errors.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
