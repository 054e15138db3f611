import { z } from "zod";
import { passwordSchema, requireMatchingPasswords } from "@/shared/auth/password";

/** Change password: the current one (checked by the server), a new one by the sign-up rules, twice. */
export const changePasswordSchema = requireMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, "Current password is required"),
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
).refine((v) => v.password !== v.currentPassword, {
  message: "The new password must differ from the current one",
  path: ["password"],
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
