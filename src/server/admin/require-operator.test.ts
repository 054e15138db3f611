import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  captchaHeader,
  createUser,
  emailFor,
  nextIp,
  PASSWORD,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import {
  ageSignIns,
  getAs,
  type SignedIn,
  signedInOperator,
  signedInOperatorWithoutTwoFactor,
} from "@/server/test/operator-fixtures";
import { OPERATOR_SIGN_IN_MAX_AGE_MS } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { signInWithTwoFactor, turnOnTwoFactor } from "@/server/test/two-factor";

const MINUTE = 60_000;
const DAY = 24 * 3_600_000;

const signInAgain = {
  error: "The operator console asks you to sign in again every 12 hours. Please sign in again to continue.",
  code: "sign_in_again",
};
const twoFactorRequired = {
  error:
    "Set up two-factor authentication to use the operator console: operators move money and read identity documents.",
  code: "two_factor_required",
};

describe.each(testEngines)("operators need two-factor and a recent sign-in ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);

  const me = async (who: { cookie: string }) => {
    const response = await getAs(h, "/api/admin/me", who);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return { status: response.status, body: await response.json() };
  };
  const sessionTimes = (userId: string) =>
    rows<{ created_at: Date | string; expires_at: Date | string }>(
      h,
      sql`select created_at, expires_at from session where user_id = ${userId} order by created_at`,
    );

  it("says what to do in words, with a code for the console", async () => {
    const withoutTwoFactor = await signedInOperatorWithoutTwoFactor(h, "no-2fa-words");
    expect(await me(withoutTwoFactor)).toEqual({ status: 403, body: twoFactorRequired });

    const operator = await signedInOperator(h, "old-sign-in-words");
    await ageSignIns(h, operator.id, OPERATOR_SIGN_IN_MAX_AGE_MS + MINUTE);
    expect(await me(operator)).toEqual({ status: 401, body: signInAgain });
  });

  it("lets in a sign-in just under the limit, and refuses it once past", async () => {
    const operator = await signedInOperator(h, "limit");
    await ageSignIns(h, operator.id, OPERATOR_SIGN_IN_MAX_AGE_MS - MINUTE);
    expect((await me(operator)).status).toBe(200);
    await ageSignIns(h, operator.id, 2 * MINUTE);
    expect(await me(operator)).toEqual({ status: 401, body: signInAgain });
  });

  it("counts from the sign-in, not from Better Auth's daily refresh of the session", async () => {
    const operator = await signedInOperator(h, "refreshed");
    await ageSignIns(h, operator.id, OPERATOR_SIGN_IN_MAX_AGE_MS + MINUTE);
    // Expiry set two days ago: past the session's updateAge (a day), so get-session renews it.
    await h.database.db.execute(
      sql`update session set expires_at = expires_at - ${`${2 * DAY} milliseconds`}::interval where user_id = ${operator.id}`,
    );
    const before = await sessionTimes(operator.id);
    const session = await getAs(h, "/api/auth/get-session", operator);
    expect(session.status).toBe(200);
    const after = await sessionTimes(operator.id);
    expect(after.map((s) => new Date(s.created_at).getTime())).toEqual(
      before.map((s) => new Date(s.created_at).getTime()),
    );
    // The refresh happened: an expiry moved forward.
    expect(Math.max(...after.map((s) => new Date(s.expires_at).getTime()))).toBeGreaterThan(
      Math.max(...before.map((s) => new Date(s.expires_at).getTime())),
    );
    expect(await me(operator)).toEqual({ status: 401, body: signInAgain });
  });

  it("lets the operator back in after signing in again with both steps, the old cookie still in the browser", async () => {
    const operator = await signedInOperator(h, "again");
    await ageSignIns(h, operator.id, OPERATOR_SIGN_IN_MAX_AGE_MS + MINUTE);
    expect((await me(operator)).status).toBe(401);
    // The password step as the login page sends it, with the stale session's cookie along.
    const first = await h.api.postJson(
      "/api/auth/sign-in/email",
      { email: operator.email, password: PASSWORD, rememberMe: true },
      { ip: nextIp(), headers: { ...(await captchaHeader(h.api)), cookie: operator.cookie } },
    );
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const fresh = { cookie: await signInWithTwoFactor(h, operator.email, operator.key) };
    expect((await me(fresh)).status).toBe(200);
  });

  it("counts a password sign-in sent with an old session's cookie as a new sign-in", async () => {
    const operator = await signedInOperatorWithoutTwoFactor(h, "again-without-2fa");
    await ageSignIns(h, operator.id, OPERATOR_SIGN_IN_MAX_AGE_MS + MINUTE);
    expect(await me(operator)).toEqual({ status: 401, body: signInAgain });
    const again = await h.api.postJson(
      "/api/auth/sign-in/email",
      { email: operator.email, password: PASSWORD, rememberMe: true },
      { ip: nextIp(), headers: { ...(await captchaHeader(h.api)), cookie: operator.cookie } },
    );
    expect(await me({ cookie: sessionCookie(again) })).toEqual({ status: 403, body: twoFactorRequired });
  });

  it("does not renew the sign-in when a session is replaced without one (a password change)", async () => {
    const operator = await signedInOperator(h, "password-change");
    await ageSignIns(h, operator.id, OPERATOR_SIGN_IN_MAX_AGE_MS + MINUTE);
    const changed = await h.api.postJson(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: `${PASSWORD}-new`, revokeOtherSessions: true },
      { ip: nextIp(), headers: { cookie: operator.cookie } },
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    // A new session, made with the password alone: the second factor was never asked.
    const replaced = { cookie: sessionCookie(changed) };
    expect(replaced.cookie).not.toBe(operator.cookie);
    expect(await me(replaced)).toEqual({ status: 401, body: signInAgain });
  });

  it("closes the console at once when two-factor is turned off", async () => {
    const operator = await signedInOperator(h, "turns-off");
    expect((await me(operator)).status).toBe(200);
    const off = await h.api.postJson(
      "/api/auth/two-factor/disable",
      { password: PASSWORD },
      { ip: nextIp(), headers: { cookie: operator.cookie } },
    );
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await me({ cookie: sessionCookie(off) })).toEqual({ status: 403, body: twoFactorRequired });
  });

  it("lets the first operator of ADMIN_EMAILS in only once they have turned on two-factor", async () => {
    const email = emailFor("first-operator");
    const api = h.appWith({ adminEmails: [email] });
    const account = await createUser(h, email);
    const signedIn: SignedIn = { ...account, cookie: sessionCookie(await signIn({ ...h, api }, email)) };
    expect(await me(signedIn)).toEqual({ status: 403, body: twoFactorRequired });
    const { cookie } = await turnOnTwoFactor(h, signedIn.cookie);
    expect(await me({ cookie })).toEqual({ status: 200, body: { operator: true, email } });
  });
});
