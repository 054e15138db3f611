import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_CONFIRMATION_TTL_SECONDS } from "@/server/auth/auth";
import {
  CONFIRM_LINK_PREFIX,
  captchaHeader,
  currentSession,
  emailFor,
  expectNoMailTo,
  followLink,
  nextIp,
  register,
  rows,
  sessionCookie,
  sessionSetCookie,
  useAccountHarness,
} from "@/server/test/account-harness";
import { validRegistration } from "@/server/test/fixtures";
import { linkIn } from "@/server/test/smtp-sink";
import { testEngines } from "@/server/test/test-database";

/** Registers an address and returns the confirmation link mailed to it. */
async function registeredWithLink(h: ReturnType<typeof useAccountHarness>, label: string) {
  const email = emailFor(label);
  const mail = h.smtp.next(email);
  expect((await register(h, email)).status).toBe(201);
  return { email, link: new URL(linkIn(await mail, CONFIRM_LINK_PREFIX)) };
}

function jwtPart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[index] ?? "", "base64url").toString("utf8"));
}

function withToken(link: URL, token: string): string {
  const changed = new URL(link);
  changed.searchParams.set("token", token);
  return changed.toString();
}

/** Where a confirmation answer sends the browser, as path and query. */
function landing(response: Response) {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "", "http://localhost");
  return { path: location.pathname, error: location.searchParams.get("error"), location };
}

describe.each(testEngines)("the e-mail confirmation link, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);
  afterEach(() => {
    vi.useRealTimers();
  });

  const isVerified = async (email: string) => {
    const [row] = await rows<{ email_verified: boolean }>(
      h,
      sql`select email_verified from "user" where email = ${email}`,
    );
    return row?.email_verified;
  };

  /** Registers through `POST /api/account/register?redirectTo=…` (the register page passes it on). */
  const registerReturningTo = async (email: string, redirectTo: string, language = "en") =>
    h.api.postJson(`/api/account/register?${new URLSearchParams({ redirectTo })}`, validRegistration(email), {
      ip: nextIp(),
      headers: { ...(await captchaHeader(h.api)), "Accept-Language": language },
    });

  it("confirms the address, signs the person in and lands on the dashboard", async () => {
    const { email, link } = await registeredWithLink(h, "confirm-ok");
    const response = await followLink(h.api, link.toString());
    const answer = landing(response);
    expect(answer.location.pathname + answer.location.search).toBe("/dashboard");
    expect(await isVerified(email)).toBe(true);
    const session = await currentSession(h.api, sessionCookie(response));
    expect(session?.user).toMatchObject({ email });
  });

  it("returns to the page the person started from (Join the Sale: /investment), signed in", async () => {
    const email = emailFor("confirm-return");
    const mail = h.smtp.next(email);
    expect((await registerReturningTo(email, "/investment")).status).toBe(201);
    const link = linkIn(await mail, CONFIRM_LINK_PREFIX);
    const response = await followLink(h.api, link);
    expect(landing(response).location.pathname).toBe("/investment");
    expect((await currentSession(h.api, sessionCookie(response)))?.user).toMatchObject({ email });
  });

  it("signs in only once: a second click of the link lands without a new session", async () => {
    const { link } = await registeredWithLink(h, "confirm-twice");
    expect(sessionSetCookie(await followLink(h.api, link.toString()))).toBeDefined();
    const again = await followLink(h.api, link.toString());
    expect(landing(again).path).toBe("/dashboard");
    expect(sessionSetCookie(again)).toBeUndefined();
  });

  it.each([
    ["an absolute address", "https://evil.example/investment"],
    ["a protocol-relative address", "//evil.example/investment"],
    ["a backslash address", "/\\evil.example"],
  ])("refuses to register with %s to return to, creating nothing", async (_, redirectTo) => {
    const email = emailFor("confirm-refused");
    const response = await registerReturningTo(email, redirectTo);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "The return address must be a page of this site.",
      field: "redirectTo",
    });
    const [row] = await rows(h, sql`select id from "user" where email = ${email}`);
    expect(row).toBeUndefined();
    await expectNoMailTo(h.smtp, email);
  });

  it("keeps where to go when a link fails: /login?error=…&redirectTo=/investment", async () => {
    const email = emailFor("confirm-return-expired");
    const mail = h.smtp.next(email);
    expect((await registerReturningTo(email, "/investment")).status).toBe(201);
    const link = linkIn(await mail, CONFIRM_LINK_PREFIX);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (EMAIL_CONFIRMATION_TTL_SECONDS + 60) * 1000);
    const answer = landing(await followLink(h.api, link));
    vi.useRealTimers();
    expect(answer.path).toBe("/login");
    expect(answer.error).toBe("TOKEN_EXPIRED");
    expect(answer.location.searchParams.get("redirectTo")).toBe("/investment");
  });

  it("sends a failed link for a Georgian page to the Georgian login page (issue 15)", async () => {
    const email = emailFor("confirm-return-expired-ka");
    const mail = h.smtp.next(email);
    // As the Georgian register page asks: in Georgian, to come back to a Georgian page.
    expect((await registerReturningTo(email, "/ka/investment", "ka")).status).toBe(201);
    const link = linkIn(await mail, CONFIRM_LINK_PREFIX);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (EMAIL_CONFIRMATION_TTL_SECONDS + 60) * 1000);
    const answer = landing(await followLink(h.api, link));
    vi.useRealTimers();
    expect(answer.path).toBe("/ka/login");
    expect(answer.error).toBe("TOKEN_EXPIRED");
    expect(answer.location.searchParams.get("redirectTo")).toBe("/ka/investment");
  });

  it("expires 24 hours after it was sent", async () => {
    const { link } = await registeredWithLink(h, "confirm-ttl");
    const payload = jwtPart(link.searchParams.get("token") ?? "", 1);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(EMAIL_CONFIRMATION_TTL_SECONDS);
  });

  it("still works just before it expires", async () => {
    const { email, link } = await registeredWithLink(h, "confirm-late");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (EMAIL_CONFIRMATION_TTL_SECONDS - 120) * 1000);
    const answer = landing(await followLink(h.api, link.toString()));
    expect(answer.error).toBeNull();
    expect(await isVerified(email)).toBe(true);
  });

  it("sends an expired link to /login with error=TOKEN_EXPIRED and leaves the address unconfirmed", async () => {
    const { email, link } = await registeredWithLink(h, "confirm-expired");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (EMAIL_CONFIRMATION_TTL_SECONDS + 60) * 1000);
    const answer = landing(await followLink(h.api, link.toString()));
    vi.useRealTimers();
    expect(answer.path).toBe("/login");
    expect(answer.error).toBe("TOKEN_EXPIRED");
    expect(await isVerified(email)).toBe(false);
  });

  it("sends a link with a tampered signature to /login with error=INVALID_TOKEN", async () => {
    const { email, link } = await registeredWithLink(h, "confirm-tampered");
    const token = link.searchParams.get("token") ?? "";
    // The signature's first character, not its last: the last base64url character of a 32-byte
    // signature carries two padding bits, so "A" and "B" there decode to the same bytes (the token
    // stayed valid whenever the signature happened to end in "A": 1 run in 16).
    const start = token.lastIndexOf(".") + 1;
    const changed = token[start] === "A" ? "B" : "A";
    const tampered = `${token.slice(0, start)}${changed}${token.slice(start + 1)}`;
    const answer = landing(await followLink(h.api, withToken(link, tampered)));
    expect(answer.path).toBe("/login");
    expect(answer.error).toBe("INVALID_TOKEN");
    expect(await isVerified(email)).toBe(false);
  });

  it("refuses a link whose payload was changed to another address (the signature no longer matches)", async () => {
    const victim = await registeredWithLink(h, "confirm-victim");
    const attacker = await registeredWithLink(h, "confirm-attacker");
    const [header, , signature] = (attacker.link.searchParams.get("token") ?? "").split(".");
    const payload = { ...jwtPart(attacker.link.searchParams.get("token") ?? "", 1), email: victim.email };
    const forged = `${header}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
    const answer = landing(await followLink(h.api, withToken(attacker.link, forged)));
    expect(answer.error).toBe("INVALID_TOKEN");
    expect(await isVerified(victim.email)).toBe(false);
  });

  // Better Auth checks redirect/callback URLs against trustedOrigins only when its origin check is on; it
  // defaults to off when TEST or NODE_ENV=test is set (vitest sets TEST=true), unless auth.ts sets
  // advanced.disableOriginCheck: false. These tests fail while the server leaves that to the default.
  it.each([
    ["an absolute", "https://evil.example/welcome"],
    ["a protocol-relative", "//evil.example/welcome"],
  ])(
    "refuses a link whose callbackURL was changed to %s address: 400, unconfirmed, no session",
    async (_, callback) => {
      const { email, link } = await registeredWithLink(h, "confirm-callback");
      const changed = new URL(link);
      changed.searchParams.set("callbackURL", callback);
      const response = await followLink(h.api, changed.toString());
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(sessionSetCookie(response)).toBeUndefined();
      expect(await isVerified(email)).toBe(false);
      // The untouched link still works.
      expect(landing(await followLink(h.api, link.toString())).path).toBe("/dashboard");
    },
  );

  it("refuses the same change under another spelling of the path", async () => {
    const { email, link } = await registeredWithLink(h, "confirm-callback-spelling");
    const changed = new URL(link);
    changed.pathname = "/api/auth/Verify-Email/";
    changed.searchParams.set("callbackURL", "//evil.example/welcome");
    const response = await followLink(h.api, changed.toString());
    expect(response.headers.get("location") ?? "").not.toContain("evil.example");
    expect(await isVerified(email)).toBe(false);
  });

  describe("sending the link again", () => {
    const resend = (email: string, ip = nextIp()) =>
      h.api.postJson(
        "/api/auth/send-verification-email",
        { email, callbackURL: "/login?confirmed=1" },
        { ip },
      );

    it.each(["https://evil.example/", "//evil.example/"])(
      "refuses a new link whose callbackURL is %s",
      async (callbackURL) => {
        const { email } = await registeredWithLink(h, "resend-refused");
        const response = await h.api.postJson(
          "/api/auth/send-verification-email",
          { email, callbackURL },
          { ip: nextIp() },
        );
        expect(response.status).toBe(400);
        await expectNoMailTo(h.smtp, email, 1);
      },
    );

    it("mails a new working link to an unconfirmed address", async () => {
      const { email } = await registeredWithLink(h, "resend-ok");
      const mail = h.smtp.next(email);
      expect((await resend(email)).status).toBe(200);
      const answer = landing(await followLink(h.api, linkIn(await mail, CONFIRM_LINK_PREFIX)));
      expect(answer.error).toBeNull();
      expect(await isVerified(email)).toBe(true);
    });

    it("answers an unknown address like a known one, mailing nothing", async () => {
      const { email } = await registeredWithLink(h, "resend-known");
      const unknown = emailFor("resend-unknown");
      const known = await resend(email);
      const forUnknown = await resend(unknown);
      expect(forUnknown.status).toBe(known.status);
      expect(await forUnknown.text()).toBe(await known.text());
      await expectNoMailTo(h.smtp, unknown);
    });

    it("answers the 4th resend from one address within a minute with 429", async () => {
      const { email } = await registeredWithLink(h, "resend-limit");
      const ip = nextIp();
      for (let attempt = 1; attempt <= 3; attempt++) expect((await resend(email, ip)).status).toBe(200);
      expect((await resend(email, ip)).status).toBe(429);
    });
  });
});
