import { z } from "zod";
import { m } from "@/paraglide/messages";
import { passwordSchema, requireMatchingPasswords } from "@/shared/auth/password";

/** Change password: the current one (checked by the server), a new one by the sign-up rules, twice. */
export const changePasswordSchema = requireMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, { error: () => m.profile_password_current_required() }),
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
).refine((v) => v.password !== v.currentPassword, {
  error: () => m.profile_password_must_differ(),
  path: ["password"],
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
