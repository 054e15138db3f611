import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AccountHarness,
  captchaHeader,
  createUser,
  currentSession,
  emailFor,
  expectNoMailTo,
  followLink,
  nextIp,
  PASSWORD,
  RESET_LINK_PREFIX,
  requestReset,
  resetTokenIn,
  rows,
  sessionCookie,
  sessionsOf,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { linkIn } from "@/server/test/smtp-sink";
import { testEngines } from "@/server/test/test-database";

const NEW_PASSWORD = "a brand new passphrase";

/** Creates a confirmed user, asks for a reset and returns the user with the mailed token and link. */
async function userWithResetLink(h: AccountHarness, label: string) {
  const user = await createUser(h, emailFor(label));
  const mail = h.smtp.next(user.email);
  const response = await requestReset(h, user.email);
  expect(response.status).toBe(200);
  const received = await mail;
  return { ...user, token: resetTokenIn(received), link: linkIn(received, RESET_LINK_PREFIX) };
}

function resetPassword(h: AccountHarness, token: string, newPassword = NEW_PASSWORD) {
  return h.api.postJson("/api/auth/reset-password", { token, newPassword }, { ip: nextIp() });
}

describe.each(testEngines)("password reset, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  it("sets the new password: it signs in, the old one no longer does", async () => {
    const user = await userWithResetLink(h, "reset-works");
    const response = await resetPassword(h, user.token);
    expect(response.status).toBe(200);
    expect((await signIn(h, user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(h, user.email, PASSWORD)).status).toBe(401);
  });

  it("mails a link that leads to the reset page with the token", async () => {
    const user = await userWithResetLink(h, "reset-link");
    const landing = await followLink(h.api, user.link);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("token")).toBe(user.token);
  });

  it("stores the token hashed: no verification row holds the token from the mail", async () => {
    const user = await userWithResetLink(h, "reset-hashed");
    const stored = await rows<{ identifier: string; value: string }>(
      h,
      sql`select identifier, value from verification`,
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.identifier).not.toContain(user.token);
      expect(row.value).not.toContain(user.token);
    }
  });

  it("makes the link valid for one hour", async () => {
    const user = await userWithResetLink(h, "reset-hour");
    const [row] = await rows<{ expires_at: Date | string }>(
      h,
      sql`select expires_at from verification where value = ${user.id}`,
    );
    const secondsLeft = (new Date(row?.expires_at ?? 0).getTime() - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(3600 - 60);
    expect(secondsLeft).toBeLessThanOrEqual(3600);
  });

  it("refuses a link used a second time, keeping the first new password", async () => {
    const user = await userWithResetLink(h, "reset-reused");
    expect((await resetPassword(h, user.token)).status).toBe(200);
    const second = await resetPassword(h, user.token, "the attacker's password");
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(h, user.email, "the attacker's password")).status).toBe(401);
    expect((await signIn(h, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("sends a used link to the reset page with error=INVALID_TOKEN", async () => {
    const user = await userWithResetLink(h, "reset-reused-get");
    expect((await resetPassword(h, user.token)).status).toBe(200);
    const landing = await followLink(h.api, user.link);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location") ?? "", "http://localhost");
    expect(location.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(location.searchParams.get("token")).toBeNull();
  });

  it("refuses an expired link and leaves the password as it was", async () => {
    const user = await userWithResetLink(h, "reset-expired");
    await h.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 minute' where value = ${user.id}`,
    );
    const response = await resetPassword(h, user.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(h, user.email, PASSWORD)).status).toBe(200);
    expect((await signIn(h, user.email, NEW_PASSWORD)).status).toBe(401);
  });

  it("sends an expired link to the reset page with error=INVALID_TOKEN", async () => {
    const user = await userWithResetLink(h, "reset-expired-get");
    await h.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 minute' where value = ${user.id}`,
    );
    const landing = await followLink(h.api, user.link);
    const location = new URL(landing.headers.get("location") ?? "", "http://localhost");
    expect(location.searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("lets exactly one of two concurrent uses of a link win, and the password is the winner's", async () => {
    const user = await userWithResetLink(h, "reset-race");
    const candidates = ["first racer's password", "second racer's password"];
    const answers = await Promise.all(candidates.map((password) => resetPassword(h, user.token, password)));
    const statuses = answers.map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 400]);
    const winner = candidates[statuses.indexOf(200)] ?? "";
    const loser = candidates[statuses.indexOf(400)] ?? "";
    expect((await signIn(h, user.email, winner)).status).toBe(200);
    expect((await signIn(h, user.email, loser)).status).toBe(401);
  });

  it("refuses a made-up token", async () => {
    const response = await resetPassword(h, "not-a-token-we-ever-sent");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("refuses a new password shorter than 8 characters and keeps the link usable", async () => {
    const user = await userWithResetLink(h, "reset-short");
    const short = await resetPassword(h, user.token, "short");
    expect(short.status).toBe(400);
    expect((await resetPassword(h, user.token)).status).toBe(200);
  });

  it("ends every session of the user: an old session cookie is refused afterwards", async () => {
    const user = await createUser(h, emailFor("reset-sessions"));
    const first = sessionCookie(await signIn(h, user.email));
    const second = sessionCookie(await signIn(h, user.email, PASSWORD, { rememberMe: false }));
    expect(await currentSession(h.api, first)).not.toBeNull();
    const mail = h.smtp.next(user.email);
    await requestReset(h, user.email);
    expect((await resetPassword(h, resetTokenIn(await mail))).status).toBe(200);
    expect(await currentSession(h.api, first)).toBeNull();
    expect(await currentSession(h.api, second)).toBeNull();
    expect(await sessionsOf(h, user.id)).toBe(0);
  });

  // Better Auth checks redirect/callback URLs against trustedOrigins only when its origin check is on; it
  // defaults to off when TEST or NODE_ENV=test is set (vitest sets TEST=true), unless auth.ts sets
  // advanced.disableOriginCheck: false. These tests fail while the server leaves that to the default.
  it("refuses a reset request whose redirect points to another site (the token must not leave the site)", async () => {
    const user = await createUser(h, emailFor("reset-redirect"));
    const before = h.smtp.to(user.email).length;
    const response = await h.api.postJson(
      "/api/auth/request-password-reset",
      { email: user.email, redirectTo: "https://evil.example/steal" },
      { ip: nextIp(), headers: await captchaHeader(h.api) },
    );
    expect(response.status).toBe(403);
    await expectNoMailTo(h.smtp, user.email, before);
  });

  it("does not forward a valid token to another site when the link's callbackURL is changed", async () => {
    const user = await userWithResetLink(h, "reset-callback");
    const url = new URL(user.link);
    url.searchParams.set("callbackURL", "https://evil.example/steal");
    const landing = await followLink(h.api, url.toString());
    expect(landing.headers.get("location") ?? "").not.toContain("evil.example");
  });
});
