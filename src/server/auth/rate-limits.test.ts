import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/server/auth/auth";
import {
  captchaHeader,
  createUser,
  emailFor,
  expectNoMailTo,
  nextIp,
  PASSWORD,
  register,
  requestReset,
  sessionSetCookie,
  sessionsOf,
  signIn,
  useAccountHarness,
  usersWithEmail,
} from "@/server/test/account-harness";
import { testEngines } from "@/server/test/test-database";

describe.each(testEngines)("rate limits per client address, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  describe("sign-in (3 per 10 s)", () => {
    it("answers the 4th rapid sign-in from one address with 429 and opens no session", async () => {
      const user = await createUser(h, emailFor("signin-limit"));
      const ip = nextIp();
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await signIn(h, user.email, "not the password", { ip });
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }
      const fourth = await signIn(h, user.email, PASSWORD, { ip });
      expect(fourth.status).toBe(429);
      expect(sessionSetCookie(fourth)).toBeUndefined();
      expect(await sessionsOf(h, user.id)).toBe(0);
    });

    it("does not limit another address meanwhile", async () => {
      const user = await createUser(h, emailFor("signin-other-ip"));
      const ip = nextIp();
      for (let attempt = 1; attempt <= 4; attempt++) await signIn(h, user.email, "not the password", { ip });
      expect((await signIn(h, user.email, PASSWORD, { ip })).status).toBe(429);
      const elsewhere = await signIn(h, user.email, PASSWORD, { ip: nextIp() });
      expect(elsewhere.status).toBe(200);
    });

    it("cannot be escaped by sending X-Forwarded-For or our own client-address header", async () => {
      const user = await createUser(h, emailFor("signin-spoof"));
      const ip = nextIp();
      for (let attempt = 1; attempt <= 3; attempt++) await signIn(h, user.email, "not the password", { ip });
      const spoofed = await h.api.postJson(
        "/api/auth/sign-in/email",
        { email: user.email, password: PASSWORD },
        {
          ip,
          headers: {
            ...(await captchaHeader(h.api)),
            "X-Forwarded-For": "192.0.2.200",
            "X-Real-IP": "192.0.2.201",
            [CLIENT_IP_HEADER]: "192.0.2.202",
          },
        },
      );
      expect(spoofed.status).toBe(429);
    });
  });

  describe("registration (3 per 10 s)", () => {
    it("answers the 4th rapid registration from one address with 429 rate_limited and Retry-After, creating nothing", async () => {
      const ip = nextIp();
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await register(h, emailFor("register-limit"), { ip })).status).toBe(201);
      }
      const email = emailFor("register-limit-4th");
      const fourth = await register(h, email, { ip });
      expect(fourth.status).toBe(429);
      expect(await fourth.json()).toMatchObject({ code: "rate_limited" });
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await usersWithEmail(h, email)).toBe(0);
      await expectNoMailTo(h.smtp, email);
    });

    it("does not limit another address meanwhile", async () => {
      const ip = nextIp();
      for (let attempt = 1; attempt <= 4; attempt++) await register(h, emailFor("register-other-ip"), { ip });
      expect((await register(h, emailFor("register-other-ip"), { ip: nextIp() })).status).toBe(201);
    });
  });

  describe("reset request (3 per 60 s)", () => {
    it("answers the 4th request from one address with 429 and sends no 4th mail", async () => {
      const user = await createUser(h, emailFor("reset-limit"));
      const ip = nextIp();
      const mailsBefore = h.smtp.to(user.email).length;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const mail = h.smtp.next(user.email);
        expect((await requestReset(h, user.email, { ip })).status).toBe(200);
        await mail;
      }
      const fourth = await requestReset(h, user.email, { ip });
      expect(fourth.status).toBe(429);
      await expectNoMailTo(h.smtp, user.email, mailsBefore + 3);
    });
  });
});
