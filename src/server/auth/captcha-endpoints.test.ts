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
  sessionSetCookie,
  sessionsOf,
  settle,
  useAccountHarness,
  usersWithEmail,
} from "@/server/test/account-harness";
import { validRegistration } from "@/server/test/fixtures";
import {
  solvedWithForeignSecret,
  withAlteredChallenge,
  withTamperedSolution,
} from "@/server/test/forge-captcha";
import { solveCaptcha } from "@/server/test/solve-captcha";
import { testEngines } from "@/server/test/test-database";
import { CAPTCHA_HEADER, captchaMessages } from "@/shared/auth/captcha";

/** What one request to a protected endpoint is about, and a picture of everything it could change. */
interface Subject {
  body: Record<string, unknown>;
  snapshot(): Promise<Record<string, number>>;
}

interface Endpoint {
  path: string;
  okStatus: number;
  subject(h: AccountHarness, label: string): Promise<Subject>;
}

const endpoints: Endpoint[] = [
  {
    path: "/api/account/register",
    okStatus: 201,
    async subject(h, label) {
      const email = emailFor(label);
      return {
        body: validRegistration(email),
        snapshot: async () => ({
          users: await usersWithEmail(h, email),
          signatures: await countOf(h, sql`select count(*) as n from contract_signatures`),
          mails: h.smtp.to(email).length,
        }),
      };
    },
  },
  {
    path: "/api/auth/sign-in/email",
    okStatus: 200,
    async subject(h, label) {
      const user = await createUser(h, emailFor(label));
      return {
        body: { email: user.email, password: PASSWORD, rememberMe: true },
        snapshot: async () => ({
          sessions: await sessionsOf(h, user.id),
          mails: h.smtp.to(user.email).length,
        }),
      };
    },
  },
  {
    path: "/api/auth/request-password-reset",
    okStatus: 200,
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

describe.each(testEngines)("captcha on the three public forms, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  describe.each(endpoints)("POST $path", ({ path, okStatus, subject }) => {
    /** Sends the subject's request with `captcha` (or none) and checks it is refused with `reason` and changes nothing. */
    async function expectRefused(
      label: string,
      captcha: (s: Subject) => Promise<string | undefined>,
      reason: keyof typeof captchaMessages,
    ) {
      const s = await subject(h, label);
      const value = await captcha(s);
      const before = await s.snapshot();
      const response = await h.api.postJson(path, s.body, {
        ip: nextIp(),
        headers: value === undefined ? {} : { [CAPTCHA_HEADER]: value },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: captchaMessages[reason], code: `captcha_${reason}` });
      expect(sessionSetCookie(response)).toBeUndefined();
      await settle();
      expect(await s.snapshot()).toEqual(before);
    }

    it("accepts a freshly solved captcha (the control case)", async () => {
      const s = await subject(h, "captcha-ok");
      const response = await h.api.postJson(path, s.body, {
        ip: nextIp(),
        headers: await captchaHeader(h.api),
      });
      expect(response.status).toBe(okStatus);
    });

    it("refuses a request without a captcha: 400 captcha_missing, nothing changed", async () => {
      await expectRefused("captcha-missing", async () => undefined, "missing");
    });

    it("refuses a payload that is not a solved challenge at all: 400 captcha_invalid", async () => {
      await expectRefused("captcha-garbage", async () => "bm90IGEgcGF5bG9hZA==", "invalid");
    });

    it("refuses a forged solution (derived key tampered after solving): 400 captcha_invalid", async () => {
      await expectRefused(
        "captcha-tampered",
        async () => withTamperedSolution(await solveCaptcha(h.api.call)),
        "invalid",
      );
    });

    it("refuses a challenge whose signed parameters were altered: 400 captcha_invalid", async () => {
      await expectRefused(
        "captcha-altered",
        async () => withAlteredChallenge(await solveCaptcha(h.api.call)),
        "invalid",
      );
    });

    it("refuses a solved challenge signed with another secret: 400 captcha_invalid", async () => {
      await expectRefused("captcha-foreign", () => solvedWithForeignSecret(), "invalid");
    });

    it("refuses an expired challenge: 400 captcha_expired", async () => {
      const shortLived = h.appWith({ captcha: { cost: 10, challengeTtlMs: 1 } });
      await expectRefused(
        "captcha-expired",
        async () => {
          const solved = await solveCaptcha(shortLived.call);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return solved;
        },
        "expired",
      );
    });

    it("accepts a solved payload once and refuses its second use: 400 captcha_replayed", async () => {
      const solved = await solveCaptcha(h.api.call);
      const first = await subject(h, "captcha-first-use");
      const accepted = await h.api.postJson(path, first.body, {
        ip: nextIp(),
        headers: { [CAPTCHA_HEADER]: solved },
      });
      expect(accepted.status).toBe(okStatus);
      await expectRefused("captcha-replayed", async () => solved, "replayed");
    });
  });

  it("refuses a payload solved for one form when it is replayed on another", async () => {
    const solved = await solveCaptcha(h.api.call);
    const [register, signInEndpoint] = endpoints;
    if (!register || !signInEndpoint) throw new Error("endpoints missing");
    const first = await register.subject(h, "captcha-cross-register");
    const accepted = await h.api.postJson(register.path, first.body, {
      ip: nextIp(),
      headers: { [CAPTCHA_HEADER]: solved },
    });
    expect(accepted.status).toBe(201);
    const second = await signInEndpoint.subject(h, "captcha-cross-signin");
    const before = await second.snapshot();
    const replayed = await h.api.postJson(signInEndpoint.path, second.body, {
      ip: nextIp(),
      headers: { [CAPTCHA_HEADER]: solved },
    });
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ code: "captcha_replayed" });
    expect(await second.snapshot()).toEqual(before);
  });

  it("accepts only one of two concurrent uses of the same solved payload", async () => {
    const solved = await solveCaptcha(h.api.call);
    const [register] = endpoints;
    if (!register) throw new Error("endpoints missing");
    const a = await register.subject(h, "captcha-race-a");
    const b = await register.subject(h, "captcha-race-b");
    const answers = await Promise.all(
      [a, b].map((s) =>
        h.api.postJson(register.path, s.body, { ip: nextIp(), headers: { [CAPTCHA_HEADER]: solved } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    const created = ((await a.snapshot()).users ?? 0) + ((await b.snapshot()).users ?? 0);
    expect(created).toBe(1);
  });

  it("lets no spelling of the sign-in or reset path reach Better Auth without a captcha", async () => {
    const user = await createUser(h, emailFor("captcha-path-variants"));
    const mailsBefore = h.smtp.to(user.email).length;
    // The confirmation link signed the user in once; no variant below may add a session.
    const sessionsBefore = await sessionsOf(h, user.id);
    const variants = [
      ["/api/auth/sign-in/email/", { email: user.email, password: PASSWORD }],
      ["/api/auth/Sign-In/Email", { email: user.email, password: PASSWORD }],
      ["/api/auth//sign-in/email", { email: user.email, password: PASSWORD }],
      ["/api/auth/%73ign-in/email", { email: user.email, password: PASSWORD }],
      ["/api/auth/sign-in/email?x=1", { email: user.email, password: PASSWORD }],
      ["/api/auth/request-password-reset/", { email: user.email }],
      ["/api/auth/REQUEST-PASSWORD-RESET", { email: user.email }],
      ["/api/auth/%72equest-password-reset", { email: user.email }],
    ] as const;
    for (const [path, body] of variants) {
      const response = await h.api.postJson(path, body, { ip: nextIp() });
      expect([400, 404], path).toContain(response.status);
      expect(sessionSetCookie(response), path).toBeUndefined();
    }
    expect(await sessionsOf(h, user.id)).toBe(sessionsBefore);
    await settle();
    expect(h.smtp.to(user.email)).toHaveLength(mailsBefore);
  });
});
