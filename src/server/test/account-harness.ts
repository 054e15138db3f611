import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { CONFIRMING_COOKIE } from "@/server/auth/confirmation-browser";
import { queryRows } from "@/server/db/query-rows";
import type { ServiceSettings } from "@/server/services";
import { validRegistration } from "@/server/test/fixtures";
import { linkIn, type ReceivedMail, startSmtpSink } from "@/server/test/smtp-sink";
import { solveCaptcha } from "@/server/test/solve-captcha";
import { createTestApp, TEST_ORIGIN } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";
import { CAPTCHA_HEADER } from "@/shared/auth/captcha";

export const PASSWORD = validRegistration("x@example.ge").password;
export const SESSION_COOKIE = "better-auth.session_token";
export const CONFIRM_LINK_PREFIX = `${TEST_ORIGIN}/api/auth/verify-email`;
export const RESET_LINK_PREFIX = `${TEST_ORIGIN}/api/auth/reset-password/`;

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
export type TestApi = ReturnType<typeof createTestApp>;

export interface AccountHarness {
  database: TestDatabase;
  smtp: SmtpSink;
  api: TestApi;
  /** Another app over the same database and SMTP sink, with other settings (e.g. short captcha TTL). */
  appWith(settings: Partial<ServiceSettings>): TestApi;
}

let ipCounter = 0;
/** A client address no other request of this test file has used: rate limits of one test stay out of another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
/** An address no other test of this file uses (the SMTP sink matches recipients by substring). */
export function emailFor(label: string): string {
  emailCounter += 1;
  return `user${emailCounter}.${label}@example.ge`;
}

/**
 * One database, one SMTP sink and one app per test file (per engine), created before the file's
 * tests and closed after them. The returned object is filled in `beforeAll`.
 */
export function useAccountHarness(engine: "pglite" | "postgres"): AccountHarness {
  const harness = {} as AccountHarness;
  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    const smtp = await startSmtpSink();
    const mail = { smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" };
    harness.database = database;
    harness.smtp = smtp;
    harness.api = createTestApp(database, { mail });
    harness.appWith = (settings) => createTestApp(database, { mail, ...settings });
  });
  afterAll(async () => {
    await harness.smtp?.close();
    await harness.database?.destroy();
  });
  return harness;
}

/** The header of a freshly solved captcha, as the browser widget would send it. */
export async function captchaHeader(api: TestApi): Promise<Record<string, string>> {
  return { [CAPTCHA_HEADER]: await solveCaptcha(api.call) };
}

export async function register(
  h: AccountHarness,
  email: string,
  { ip = nextIp(), body = {} }: { ip?: string; body?: Record<string, unknown> } = {},
): Promise<Response> {
  return h.api.postJson(
    "/api/account/register",
    { ...validRegistration(email), ...body },
    { ip, headers: await captchaHeader(h.api) },
  );
}

export async function signIn(
  h: AccountHarness,
  email: string,
  password = PASSWORD,
  { ip = nextIp(), rememberMe = true }: { ip?: string; rememberMe?: boolean } = {},
): Promise<Response> {
  return h.api.postJson(
    "/api/auth/sign-in/email",
    { email, password, rememberMe },
    { ip, headers: await captchaHeader(h.api) },
  );
}

export async function requestReset(
  h: AccountHarness,
  email: string,
  { ip = nextIp() }: { ip?: string } = {},
): Promise<Response> {
  return h.api.postJson(
    "/api/auth/request-password-reset",
    { email, redirectTo: "/reset-password" },
    { ip, headers: await captchaHeader(h.api) },
  );
}

/** Registers `email` and, unless `verified: false`, follows the confirmation link of the mail. */
export async function createUser(
  h: AccountHarness,
  email: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const confirmation = h.smtp.next(email);
  const response = await register(h, email);
  expect(response.status).toBe(201);
  const mail = await confirmation;
  if (verified) {
    // Opened in the browser that registered: the link signs in there (confirmation-browser.ts).
    const confirmed = await followLink(h.api, linkIn(mail, CONFIRM_LINK_PREFIX), confirmingCookie(response));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/dashboard");
  }
  const [row] = await rows<{ id: string }>(h, sql`select id from "user" where email = ${email}`);
  if (!row) throw new Error(`no user row for ${email}`);
  if (verified) {
    // The link signed the user in (email-confirmation.test.ts covers that): tests start from a
    // confirmed account with no session and no sign-in on record, as after signing out.
    await h.database.db.execute(sql`delete from session where user_id = ${row.id}`);
    await h.database.db.execute(
      sql`delete from audit_log where action = 'sign_in' and actor_user_id = ${row.id}`,
    );
  }
  return { id: row.id, email };
}

/** A GET of a link from a mail, as a click would send it. */
export async function followLink(api: TestApi, link: string, cookie?: string): Promise<Response> {
  const url = new URL(link);
  return await api.call(`${url.pathname}${url.search}`, cookie ? { headers: { cookie } } : {}, nextIp());
}

/**
 * The `name=value` pair a registration (or a new link asked for) sets in the browser that asked:
 * its confirmation link signs in only where it is sent back.
 */
export function confirmingCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((l) => l.startsWith(`${CONFIRMING_COOKIE}=`));
  if (!line) throw new Error(`no ${CONFIRMING_COOKIE} cookie in the answer (status ${response.status})`);
  return line.split(";")[0] ?? "";
}

/** The reset token carried by a reset mail's link. */
export function resetTokenIn(mail: ReceivedMail): string {
  const url = new URL(linkIn(mail, RESET_LINK_PREFIX));
  const token = url.pathname.split("/").pop();
  if (!token) throw new Error("no token in the reset link");
  return token;
}

/** The Set-Cookie line of the session cookie, or undefined. */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The `name=value` pair of the session cookie that a browser would send back. */
export function sessionCookie(response: Response): string {
  const line = sessionSetCookie(response);
  if (!line) throw new Error(`no ${SESSION_COOKIE} cookie in the answer (status ${response.status})`);
  return line.split(";")[0] ?? "";
}

/** The session get-session answers for a cookie (null when the cookie no longer opens one). */
export async function currentSession(api: TestApi, cookie: string): Promise<{ user: { id: string } } | null> {
  const response = await api.call("/api/auth/get-session", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as { user: { id: string } } | null;
}

export function rows<Row>(h: AccountHarness, query: SQL): Promise<Row[]> {
  return queryRows<Row>(h.database.db, query);
}

export async function countOf(h: AccountHarness, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(h, query);
  return Number(row?.n ?? 0);
}

export const usersWithEmail = (h: AccountHarness, email: string) =>
  countOf(h, sql`select count(*) as n from "user" where lower(email) = lower(${email})`);

export const sessionsOf = (h: AccountHarness, userId: string) =>
  countOf(h, sql`select count(*) as n from session where user_id = ${userId}`);

/** A moment for anything sent after an answer (a mail) to arrive before a test checks it did not. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Waits a moment, then checks that `address` has received no mail beyond the `already` it had. */
export async function expectNoMailTo(smtp: SmtpSink, address: string, already = 0): Promise<void> {
  await settle();
  expect(smtp.to(address)).toHaveLength(already);
}
