import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AccountHarness,
  captchaHeader,
  countOf,
  createUser,
  emailFor,
  nextIp,
  PASSWORD,
  requestReset,
  resetTokenIn,
  sessionSetCookie,
  sessionsOf,
  settle,
  signIn,
  useAccountHarness,
  usersWithEmail,
} from "@/server/test/account-harness";
import { validRegistration } from "@/server/test/fixtures";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

interface Subject {
  body: Record<string, unknown>;
  snapshot(): Promise<Record<string, number>>;
}

const forms: Array<{ path: string; subject(h: AccountHarness, label: string): Promise<Subject> }> = [
  {
    path: "/api/account/register",
    async subject(h, label) {
      const email = emailFor(label);
      return {
        body: validRegistration(email),
        snapshot: async () => ({ users: await usersWithEmail(h, email), mails: h.smtp.to(email).length }),
      };
    },
  },
  {
    path: "/api/auth/sign-in/email",
    async subject(h, label) {
      const user = await createUser(h, emailFor(label));
      return {
        body: { email: user.email, password: PASSWORD },
        snapshot: async () => ({ sessions: await sessionsOf(h, user.id) }),
      };
    },
  },
  {
    path: "/api/auth/request-password-reset",
    async subject(h, label) {
      const user = await createUser(h, emailFor(label));
      return {
        body: { email: user.email, redirectTo: "/reset-password" },
        snapshot: async () => ({
          resetTokens: await countOf(h, sql`select count(*) as n from verification where value = ${user.id}`),
          mails: h.smtp.to(user.email).length,
        }),
      };
    },
  },
];

describe.each(testEngines)("state-changing requests from another site, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  describe.each(forms)("POST $path", ({ path, subject }) => {
    async function expectRefusedWith(label: string, origin: Record<string, string>) {
      const s = await subject(h, label);
      const before = await s.snapshot();
      // Everything else is right (a fresh captcha, a valid body): only the origin is wrong.
      const response = await h.api.call(
        path,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(await captchaHeader(h.api)), ...origin },
          body: JSON.stringify(s.body),
        },
        nextIp(),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "bad_origin" });
      expect(sessionSetCookie(response)).toBeUndefined();
      await settle();
      expect(await s.snapshot()).toEqual(before);
    }

    it("refuses Origin: https://evil.example with 403 and changes nothing", async () => {
      await expectRefusedWith("origin-evil", { Origin: "https://evil.example" });
    });

    it("refuses an origin that only starts like the site's", async () => {
      await expectRefusedWith("origin-prefix", { Origin: `${TEST_ORIGIN}.evil.example` });
    });

    it("refuses Origin: null (a sandboxed or file page)", async () => {
      await expectRefusedWith("origin-null", { Origin: "null" });
    });

    it("refuses a request without Origin", async () => {
      await expectRefusedWith("origin-missing", {});
    });
  });

  it("refuses a cross-origin reset-password POST and leaves the link usable", async () => {
    const user = await createUser(h, emailFor("origin-reset"));
    const mail = h.smtp.next(user.email);
    await requestReset(h, user.email);
    const token = resetTokenIn(await mail);
    const forged = await h.api.postJson(
      "/api/auth/reset-password",
      { token, newPassword: "set by another site" },
      { ip: nextIp(), headers: { Origin: "https://evil.example" } },
    );
    expect(forged.status).toBe(403);
    expect((await signIn(h, user.email, "set by another site")).status).toBe(401);
    const genuine = await h.api.postJson("/api/auth/reset-password", {
      token,
      newPassword: "set by the owner",
    });
    expect(genuine.status).toBe(200);
  });
});
