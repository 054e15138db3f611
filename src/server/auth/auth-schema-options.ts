import type { BetterAuthOptions } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { z } from "zod";
import { contractSignaturesPlugin } from "@/server/auth/contract-signatures-plugin";
import { baseLocale, locales } from "@/shared/i18n/locales";
import { siteConfig } from "@/shared/site-config";

/**
 * The parts of the auth configuration that shape the database: the profile fields kept on the
 * user row (written in the same insert as the account) and the plugins with tables. The server's
 * auth and the schema generator (scripts/auth-schema.config.ts) both read this, so the migration
 * and the running code cannot disagree.
 */
export const userAdditionalFields = {
  firstName: { type: "string", required: true, input: true },
  lastName: { type: "string", required: true, input: true },
  phone: { type: "string", required: true, input: true },
  country: { type: "string", required: true, input: true },
  /**
   * The language of their e-mails: the site's language when they registered (our register route is
   * the only caller of sign-up), then their choice through PATCH /api/profile/locale.
   */
  locale: {
    type: "string",
    required: false,
    defaultValue: baseLocale,
    input: true,
    validator: { input: z.enum(locales) },
  },
} satisfies NonNullable<NonNullable<BetterAuthOptions["user"]>["additionalFields"]>;

export function authPlugins() {
  return [twoFactor({ issuer: siteConfig.academyName }), contractSignaturesPlugin()];
}
