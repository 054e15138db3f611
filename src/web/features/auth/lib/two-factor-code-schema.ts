import { z } from "zod";
import { m } from "@/paraglide/messages";

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

/** Better Auth's answer to a right code: the session cookie is set. */
export const verifiedSchema = z.object({ user: z.object({ id: z.string() }) });
