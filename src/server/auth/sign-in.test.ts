import { describe, expect, it } from "vitest";
import { SESSION_DAYS_REMEMBERED } from "@/server/auth/auth";
import {
  createUser,
  currentSession,
  emailFor,
  expectNoMailTo,
  PASSWORD,
  SESSION_COOKIE,
  sessionCookie,
  sessionSetCookie,
  sessionsOf,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { testEngines } from "@/server/test/test-database";

/** The attributes of a Set-Cookie line, lower-cased names. */
function attributesOf(line: string): Map<string, string> {
  const [, ...parts] = line.split(";");
  return new Map(
    parts.map((part) => {
      const [name = "", ...value] = part.trim().split("=");
      return [name.toLowerCase(), value.join("=")];
    }),
  );
}

describe.each(testEngines)("sign-in and its session cookie, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  it("refuses an unconfirmed account with 403 EMAIL_NOT_VERIFIED, no session cookie and no session row", async () => {
    const user = await createUser(h, emailFor("unverified"), { verified: false });
    const mailsBefore = h.smtp.to(user.email).length;
    const response = await signIn(h, user.email);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await sessionsOf(h, user.id)).toBe(0);
    // The login page offers the resend; signing in does not mail on its own.
    await expectNoMailTo(h.smtp, user.email, mailsBefore);
  });

  it("refuses a wrong password with 401 and no session cookie", async () => {
    const user = await createUser(h, emailFor("wrong-password"));
    const response = await signIn(h, user.email, "not the password");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await sessionsOf(h, user.id)).toBe(0);
  });

  it("signs a confirmed account in: the cookie opens a session of that user", async () => {
    const user = await createUser(h, emailFor("confirmed"));
    const response = await signIn(h, user.email);
    expect(response.status).toBe(200);
    const session = await currentSession(h.api, sessionCookie(response));
    expect(session?.user.id).toBe(user.id);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/", async () => {
    const user = await createUser(h, emailFor("cookie-flags"));
    const line = sessionSetCookie(await signIn(h, user.email)) ?? "";
    const attributes = attributesOf(line);
    expect(attributes.has("httponly")).toBe(true);
    expect(attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(attributes.get("path")).toBe("/");
  });

  it("with 'remember me' off, sets a browser-session cookie (no Max-Age, no Expires)", async () => {
    const user = await createUser(h, emailFor("remember-off"));
    const response = await signIn(h, user.email, PASSWORD, { rememberMe: false });
    expect(response.status).toBe(200);
    const attributes = attributesOf(sessionSetCookie(response) ?? "");
    expect(attributes.has("max-age")).toBe(false);
    expect(attributes.has("expires")).toBe(false);
    expect(await currentSession(h.api, sessionCookie(response))).not.toBeNull();
  });

  it(`with 'remember me' on, sets a persistent cookie of ${SESSION_DAYS_REMEMBERED} days`, async () => {
    const user = await createUser(h, emailFor("remember-on"));
    const response = await signIn(h, user.email, PASSWORD, { rememberMe: true });
    const attributes = attributesOf(sessionSetCookie(response) ?? "");
    expect(Number(attributes.get("max-age"))).toBe(SESSION_DAYS_REMEMBERED * 24 * 3600);
  });

  it("ignores a forged session cookie (unsigned token)", async () => {
    const session = await currentSession(h.api, `${SESSION_COOKIE}=made-up-token.made-up-signature`);
    expect(session).toBeNull();
  });
});
