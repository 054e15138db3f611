import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { openAPI } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/admin/audit-log";
import { grantOperator, isOperator } from "@/server/admin/operators";
import { authPlugins, userAdditionalFields } from "@/server/auth/auth-schema-options";
import { confirmationBrowser } from "@/server/auth/confirmation-browser";
import { hashPassword, verifyPassword } from "@/server/auth/password-hashing";
import { createSessionReader, type SessionSettings } from "@/server/auth/session-reader";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { log } from "@/server/lib/log";
import {
  alreadyRegisteredMessage,
  confirmEmailMessage,
  resetPasswordMessage,
} from "@/server/mail/account-emails";
import type { Mailer } from "@/server/mail/mailer";
import { asLocale, type Recipient } from "@/server/mail/recipient";
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
  /** ADMIN_EMAILS: an account with one of these e-mails gets the admin role when it signs in. */
  adminEmails?: readonly string[];
}

interface NewSession {
  userId: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/**
 * Runs after a session is stored: the sign-in goes to the audit log, and an account listed in
 * ADMIN_EMAILS gets the admin role (so the first operator of a fresh site can register and sign
 * in; the start grants only accounts that already exist). A session made for a request that
 * already had one (two-factor switched on or off, a password change) replaces it: not a sign-in.
 * Failures are logged, never thrown: the session exists already, and the sign-in must not fail.
 */
async function afterSessionCreated(
  db: Db,
  adminEmails: readonly string[],
  session: NewSession,
  request: { path?: string; context: { session?: unknown } } | null,
): Promise<void> {
  if (request?.context.session) return;
  try {
    const [account] = await db
      .select({ email: schema.user.email, twoFactor: schema.user.twoFactorEnabled })
      .from(schema.user)
      .where(eq(schema.user.id, session.userId));
    if (!account) return;
    // With two-factor on, the password step's session is only a step: the plugin replaces it by a
    // two-factor cookie, and the session after the code (/two-factor/verify-totp) is the sign-in.
    if (account.twoFactor && request?.path === "/sign-in/email") return;
    const email = account.email.toLowerCase();
    await recordAudit(
      db,
      { userId: session.userId, label: email },
      {
        action: "sign_in",
        subject: email,
        details: {
          ipAddress: session.ipAddress ?? null,
          userAgent: session.userAgent ?? null,
          // "/sign-in/email", or "/two-factor/verify-totp" for the second step of a two-factor sign-in.
          via: request?.path ?? null,
        },
      },
    );
    const listed = adminEmails.some((admin) => admin.trim().toLowerCase() === email);
    if (listed && !(await isOperator(db, session.userId))) {
      await grantOperator(db, email, { userId: null, label: "server" });
    }
  } catch (error) {
    log.error({ err: error }, "recording a sign-in failed");
  }
}

/**
 * Who Better Auth's e-mails go to, in the language the account reads (`locale`, an additional field:
 * Better Auth hands it over on the user it passes, without a type for it).
 */
function recipientOf(user: { email: string; firstName?: unknown; locale?: unknown }): Recipient {
  const firstName = typeof user.firstName === "string" ? user.firstName : null;
  return { email: user.email, firstName, locale: asLocale(user.locale) };
}

/**
 * An account mail the answer does not wait for. Whether a mail goes out depends on whether the
 * address has an account (a reset for an unknown address sends none), so an answer that waited for
 * the mail server would tell anyone who times it. A failure is logged here and counted by the mailer.
 */
function sendLater(sending: Promise<void>, what: string): void {
  sending.catch((error: unknown) => log.error({ err: error }, `sending the ${what} mail failed`));
}

export function createAuth(deps: AuthDeps) {
  // Its confirmation links confirm without signing in, whatever path reaches them: only a link
  // opened in the browser that asked for it signs in, answered by `confirmAndSignIn`.
  const auth = createBetterAuth(deps, { signInOnConfirm: false });
  const settings = auth.$context.then(
    (context): SessionSettings => ({
      secret: context.secret,
      cookieName: context.authCookies.sessionToken.name,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }),
  );
  const readSessionUserId = createSessionReader(
    deps.db,
    () => settings,
    async (headers) => (await auth.api.getSession({ headers }))?.user.id ?? null,
  );
  // The same endpoints over the same database, whose confirmation link signs in (a second instance
  // costs under a millisecond to build).
  const confirmAndSignIn = createBetterAuth(deps, { signInOnConfirm: true }).handler;
  const confirmingBrowser = confirmationBrowser({
    secret: deps.secret,
    production: deps.production,
    maxAgeSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
  });
  return Object.assign(auth, { readSessionUserId, confirmAndSignIn, confirmingBrowser });
}

function createBetterAuth(
  { baseUrl, production, secret, db, mailer, adminEmails = [] }: AuthDeps,
  { signInOnConfirm }: { signInOnConfirm: boolean },
) {
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
      sendResetPassword: async ({ user, url }) =>
        sendLater(mailer.send(resetPasswordMessage(recipientOf(user), url)), "password reset"),
      // The sign-up answers as for a new address; only the owner of the address learns the truth.
      onExistingUserSignUp: async ({ user }) =>
        sendLater(mailer.send(alreadyRegisteredMessage(recipientOf(user), baseUrl)), "already registered"),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      // In the browser that asked for it, the link signs the person in and lands where they started
      // (the callback is checked in confirmation-callback.ts: a page of this site only); anywhere
      // else it only confirms (createAuth). A second click signs no one in: Better Auth makes a
      // session only while the address is still unconfirmed.
      autoSignInAfterVerification: signInOnConfirm,
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) =>
        sendLater(mailer.send(confirmEmailMessage(recipientOf(user), url)), "confirmation"),
    },
    verification: { storeIdentifier: "hashed" },
    databaseHooks: {
      session: {
        create: {
          // A session that replaces the request's own (two-factor switched on or off, a password
          // change) is no new sign-in: it keeps the sign-in time the operator console's age limit
          // counts from. A password change would otherwise renew it without the second factor.
          before: async (session, ctx) => {
            const replaced = ctx?.context.session?.session;
            return replaced ? { data: { ...session, createdAt: replaced.createdAt } } : undefined;
          },
          after: (session, ctx) => afterSessionCreated(db, adminEmails, session, ctx),
        },
      },
    },
    session: {
      expiresIn: SESSION_DAYS_REMEMBERED * 24 * 3600,
      updateAge: 24 * 3600,
      // A cached session would outlive its revocation (sign-out everywhere, password reset). The
      // investor area reads sessions itself, uncached and cheaper (session-reader.ts).
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
    // openAPI: its routes' description, merged into /api/openapi.json; no reference page (it loads a CDN script).
    plugins: [...authPlugins(), openAPI({ disableDefaultReference: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
