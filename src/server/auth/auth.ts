import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { authPlugins, userAdditionalFields } from "@/server/auth/auth-schema-options";
import { hashPassword, verifyPassword } from "@/server/auth/password-hashing";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import {
  alreadyRegisteredMessage,
  confirmEmailMessage,
  resetPasswordMessage,
} from "@/server/mail/account-emails";
import type { Mailer } from "@/server/mail/mailer";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";

/** The header our server fills with the socket's (or trusted proxy's) client address; a client's own is dropped. */
export const CLIENT_IP_HEADER = "x-pxl-client-ip";

export const SESSION_DAYS_REMEMBERED = 30;
export const EMAIL_CONFIRMATION_TTL_SECONDS = 24 * 3600;

interface AuthDeps {
  baseUrl: string;
  production: boolean;
  secret: string;
  db: Db;
  mailer: Mailer;
}

export function createAuth({ baseUrl, production, secret, db, mailer }: AuthDeps) {
  return betterAuth({
    appName: siteConfig.academyName,
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseUrl],
    database: drizzleAdapter(db, { provider: "pg", schema, transaction: true }),
    user: { additionalFields: userAdditionalFields },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, url }) => mailer.send(resetPasswordMessage(user, url)),
      // The sign-up answers as for a new address; only the owner of the address learns the truth.
      onExistingUserSignUp: ({ user }) =>
        mailer.send(
          alreadyRegisteredMessage(user, `${baseUrl}${paths.login}`, `${baseUrl}${paths.forgotPassword}`),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: ({ user, url }) => mailer.send(confirmEmailMessage(user, url)),
    },
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: SESSION_DAYS_REMEMBERED * 24 * 3600,
      updateAge: 24 * 3600,
      // A cached session would outlive its revocation (sign-out everywhere, password reset).
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/two-factor/verify-totp": { window: 10, max: 3 },
        "/two-factor/verify-backup-code": { window: 10, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        "/get-session": false,
      },
    },
    advanced: {
      // Better Auth turns these off when TEST or NODE_ENV=test is set; ours never depend on the
      // environment (a test-configured deployment would otherwise redirect reset tokens anywhere).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: production },
    },
    plugins: authPlugins(),
  });
}

export type Auth = ReturnType<typeof createAuth>;
