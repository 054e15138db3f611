import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CONFIRM_LINK_PREFIX,
  captchaHeader,
  confirmingCookie,
  createUser,
  emailFor,
  PASSWORD,
  register,
  rows,
  sessionCookie,
  signIn,
  type TestApi,
  useAccountHarness,
} from "@/server/test/account-harness";
import { linkIn } from "@/server/test/smtp-sink";
import { testEngines } from "@/server/test/test-database";
import { signInWithTwoFactor, turnOnTwoFactor } from "@/server/test/two-factor";

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) PXL-test";

describe.each(testEngines)("sign-ins in the audit log, and ADMIN_EMAILS ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);

  const signInFrom = async (api: TestApi, email: string, ip: string, password = PASSWORD) =>
    api.postJson(
      "/api/auth/sign-in/email",
      { email, password, rememberMe: true },
      { ip, headers: { ...(await captchaHeader(api)), "User-Agent": USER_AGENT } },
    );
  const signInRows = (email: string) =>
    rows<{ actor_user_id: string; actor_label: string; subject: string; details: Record<string, unknown> }>(
      h,
      sql`select actor_user_id, actor_label, subject, details from audit_log
          where action = 'sign_in' and subject = ${email} order by id`,
    );
  const roleGrants = (email: string) =>
    rows<{ actor_label: string; actor_user_id: string | null }>(
      h,
      sql`select actor_label, actor_user_id from audit_log where action = 'role_granted' and subject = ${email}`,
    );

  it("records each sign-in with the address and browser it came from, and nothing for a failed one", async () => {
    const account = await createUser(h, emailFor("audited"));
    expect(await signInRows(account.email)).toEqual([]);

    expect((await signInFrom(h.api, account.email, "198.51.100.7", "wrong password 123")).status).toBe(401);
    expect(await signInRows(account.email)).toEqual([]);

    const response = await signInFrom(h.api, account.email, "198.51.100.8");
    expect(response.status).toBe(200);
    expect(await signInRows(account.email)).toEqual([
      {
        actor_user_id: account.id,
        actor_label: account.email,
        subject: account.email,
        details: { ipAddress: "198.51.100.8", userAgent: USER_AGENT, via: "/sign-in/email" },
      },
    ]);
    // Using the session signs nobody in again.
    const cookie = sessionCookie(response);
    expect((await h.api.call("/api/auth/get-session", { headers: { cookie } })).status).toBe(200);
    expect((await h.api.call("/api/portfolio", { headers: { cookie } })).status).toBe(200);
    expect(await signInRows(account.email)).toHaveLength(1);

    await signInFrom(h.api, account.email, "198.51.100.9");
    expect((await signInRows(account.email)).map((r) => r.details.ipAddress)).toEqual([
      "198.51.100.8",
      "198.51.100.9",
    ]);
  });

  it("records the sign-in made by the e-mail confirmation link, via /verify-email", async () => {
    const email = emailFor("confirmed-audited");
    const mail = h.smtp.next(email);
    const registered = await register(h, email);
    expect(registered.status).toBe(201);
    const link = new URL(linkIn(await mail, CONFIRM_LINK_PREFIX));
    const headers = { cookie: confirmingCookie(registered) };
    const response = await h.api.call(`${link.pathname}${link.search}`, { headers }, "198.51.100.40");
    expect(response.status).toBe(302);
    expect(await signInRows(email)).toEqual([
      expect.objectContaining({ subject: email, details: expect.objectContaining({ via: "/verify-email" }) }),
    ]);
  });

  it("records a two-factor sign-in once, after the code: the password step alone signs no one in", async () => {
    const account = await createUser(h, emailFor("two-step"));
    const { key } = await turnOnTwoFactor(h, sessionCookie(await signIn(h, account.email)));
    await h.database.db.execute(
      sql`delete from audit_log where action = 'sign_in' and subject = ${account.email}`,
    );

    const passwordOnly = await signIn(h, account.email);
    expect(await passwordOnly.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await signInRows(account.email)).toEqual([]);

    await signInWithTwoFactor(h, account.email, key);
    expect((await signInRows(account.email)).map((r) => r.details.via)).toEqual(["/two-factor/verify-totp"]);
  });

  it("records no sign-in when a signed-in user's session is replaced (a password change)", async () => {
    const account = await createUser(h, emailFor("changer"));
    const cookie = sessionCookie(await signInFrom(h.api, account.email, "198.51.100.30"));
    const changed = await h.api.postJson(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "another horse battery", revokeOtherSessions: true },
      { headers: { cookie } },
    );
    expect(changed.status).toBe(200);
    // A new session replaced the old one...
    expect(sessionCookie(changed)).not.toBe(cookie);
    // ...but nobody signed in.
    expect(await signInRows(account.email)).toHaveLength(1);
  });

  it("gives the admin role at sign-in to an account listed in ADMIN_EMAILS, once", async () => {
    const listed = await createUser(h, emailFor("first-operator"));
    const other = await createUser(h, emailFor("not-listed"));
    // As the configuration passes it: lower case; the account may have registered in any case.
    const api = h.appWith({ adminEmails: [listed.email.toLowerCase()] });
    // An operator without two-factor is told to turn it on (two_factor_required); others are refused (forbidden).
    const me = async (cookie: string) => {
      const answer = await api.call("/api/admin/me", { headers: { cookie } });
      return ((await answer.json()) as { code?: string }).code;
    };

    const before = sessionCookie(await signIn(h, listed.email));
    expect(await me(before)).toBe("forbidden");
    expect(await roleGrants(listed.email)).toEqual([]);

    const cookie = sessionCookie(await signInFrom(api, listed.email, "198.51.100.20"));
    expect(await me(cookie)).toBe("two_factor_required");
    // The role is read on every request: the session from before the grant is an operator's too.
    expect(await me(before)).toBe("two_factor_required");
    expect(await roleGrants(listed.email)).toEqual([{ actor_label: "server", actor_user_id: null }]);

    await signInFrom(api, listed.email, "198.51.100.21");
    expect(await roleGrants(listed.email)).toHaveLength(1);

    const otherCookie = sessionCookie(await signInFrom(api, other.email, "198.51.100.22"));
    expect(await me(otherCookie)).toBe("forbidden");
    expect(await roleGrants(other.email)).toEqual([]);
  });
});
