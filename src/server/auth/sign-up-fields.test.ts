import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  captchaHeader,
  createUser,
  emailFor,
  expectNoMailTo,
  nextIp,
  register,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
  usersWithEmail,
} from "@/server/test/account-harness";
import { validRegistration } from "@/server/test/fixtures";
import { testEngines } from "@/server/test/test-database";

const PRIVILEGED_FIELDS = {
  emailVerified: true,
  role: "admin",
  id: "attacker-chosen-id",
  twoFactorEnabled: true,
  createdAt: "2000-01-01T00:00:00.000Z",
  updatedAt: "2000-01-01T00:00:00.000Z",
  image: "https://evil.example/tracker.png",
  name: "Chosen Display Name",
  banned: false,
};

interface UserRow extends Record<string, unknown> {
  id: string;
  name: string;
  email_verified: boolean;
  two_factor_enabled: boolean | null;
  created_at: Date | string;
  image: string | null;
}

describe.each(testEngines)("what a sign-up body can set, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  const userRow = async (email: string) => {
    const [row] = await rows<UserRow>(h, sql`select * from "user" where email = ${email}`);
    if (!row) throw new Error(`no user ${email}`);
    return row;
  };

  it("takes none of emailVerified, role, id, twoFactorEnabled, createdAt, image, name from the body", async () => {
    const email = emailFor("privileged");
    const response = await register(h, email, { body: PRIVILEGED_FIELDS });
    expect(response.status).toBe(201);
    const row = await userRow(email);
    expect(row.email_verified).toBe(false);
    expect(row.id).not.toBe(PRIVILEGED_FIELDS.id);
    expect(row.two_factor_enabled ?? false).toBe(false);
    expect(new Date(row.created_at).getFullYear()).toBeGreaterThan(2000);
    expect(row.image).toBeNull();
    expect(row.name).toBe("Nino Beridze");
    expect(Object.keys(row)).not.toContain("role");
    expect(await rows(h, sql`select id from "user" where id = ${PRIVILEGED_FIELDS.id}`)).toEqual([]);
  });

  it("leaves such an account unconfirmed: signing in is refused until the link is followed", async () => {
    const email = emailFor("privileged-signin");
    await register(h, email, { body: { emailVerified: true } });
    const response = await signIn(h, email);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
  });

  it("answers 404 on Better Auth's own sign-up endpoint and creates nothing", async () => {
    const email = emailFor("native-signup");
    const response = await h.api.postJson(
      "/api/auth/sign-up/email",
      { ...validRegistration(email), name: "Nino Beridze", emailVerified: true },
      { ip: nextIp(), headers: await captchaHeader(h.api) },
    );
    expect(response.status).toBe(404);
    expect(await usersWithEmail(h, email)).toBe(0);
    await expectNoMailTo(h.smtp, email);
  });

  it("reaches Better Auth's sign-up by no variant of its path", async () => {
    const email = emailFor("native-signup-variants");
    const body = { ...validRegistration(email), name: "Nino Beridze" };
    const variants = [
      "/api/auth/sign-up/email/",
      "/api/auth/SIGN-UP/email",
      "/api/auth//sign-up/email",
      "/api/auth/sign-up%2Femail",
      "/api/auth/%73ign-up/email",
      "/api/auth/sign-up/email?x=1",
    ];
    for (const path of variants) {
      const response = await h.api.postJson(path, body, {
        ip: nextIp(),
        headers: await captchaHeader(h.api),
      });
      expect(response.status, path).toBe(404);
    }
    expect(await usersWithEmail(h, email)).toBe(0);
  });

  // update-user is closed: the profile fields change only through PATCH /api/profile, with its rules
  // (src/server/profile/profile-routes.test.ts checks that route and the closed paths' variants).
  it("lets a signed-in user change nothing through update-user: verification, two-factor, e-mail, profile", async () => {
    const confirmed = await createUser(h, emailFor("update-user"));
    const cookie = sessionCookie(await signIn(h, confirmed.email));
    const before = await userRow(confirmed.email);
    const update = (body: Record<string, unknown>) =>
      h.api.postJson("/api/auth/update-user", body, { headers: { cookie } });
    const attempts: Array<Record<string, unknown>> = [
      { email: "someone-else@example.ge" },
      { emailVerified: false },
      { twoFactorEnabled: true },
      { role: "admin" },
      { id: "another-id" },
      { createdAt: "2000-01-01T00:00:00.000Z" },
      { firstName: "Tamar" },
      { firstName: "Tamar", emailVerified: false, id: "another-id", createdAt: "2000-01-01" },
    ];
    for (const attempt of attempts) {
      expect((await update(attempt)).status, JSON.stringify(attempt)).toBe(404);
    }
    const after = await userRow(confirmed.email);
    expect(after).toEqual(before);
    expect(Object.keys(after)).not.toContain("role");
    expect(await usersWithEmail(h, "someone-else@example.ge")).toBe(0);
  });
});
