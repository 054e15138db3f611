import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuth, EMAIL_CONFIRMATION_TTL_SECONDS } from "@/server/auth/auth";
import { createMailer } from "@/server/mail/mailer";
import {
  CONFIRM_LINK_PREFIX,
  captchaHeader,
  confirmingCookie,
  createUser,
  currentSession,
  emailFor,
  expectNoMailTo,
  followLink,
  nextIp,
  register,
  rows,
  sessionCookie,
  sessionSetCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { validRegistration } from "@/server/test/fixtures";
import { linkIn } from "@/server/test/smtp-sink";
import { TEST_ORIGIN, TEST_SECRET } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

/** Registers an address and returns the confirmation link mailed to it. */
async function registeredWithLink(h: ReturnType<typeof useAccountHarness>, label: string) {
  const email = emailFor(label);
  const mail = h.smtp.next(email);
  const registered = await register(h, email);
  expect(registered.status).toBe(201);
  // The registering browser's mark: its link signs in only where this cookie goes back.
  const cookie = confirmingCookie(registered);
  return { email, cookie, link: new URL(linkIn(await mail, CONFIRM_LINK_PREFIX)) };
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

  it("confirms the address, signs the person in and lands on the dashboard, in the browser that registered", async () => {
    const { email, link, cookie } = await registeredWithLink(h, "confirm-ok");
    const response = await followLink(h.api, link.toString(), cookie);
    const answer = landing(response);
    expect(answer.location.pathname + answer.location.search).toBe("/dashboard");
    expect(await isVerified(email)).toBe(true);
    const session = await currentSession(h.api, sessionCookie(response));
    expect(session?.user).toMatchObject({ email });
  });

  it("returns to the page the person started from (Join the Sale: /investment), signed in", async () => {
    const email = emailFor("confirm-return");
    const mail = h.smtp.next(email);
    const registered = await registerReturningTo(email, "/investment");
    expect(registered.status).toBe(201);
    const link = linkIn(await mail, CONFIRM_LINK_PREFIX);
    const response = await followLink(h.api, link, confirmingCookie(registered));
    expect(landing(response).location.pathname).toBe("/investment");
    expect((await currentSession(h.api, sessionCookie(response)))?.user).toMatchObject({ email });
  });

  it("signs in only once: a second click of the link lands without a new session", async () => {
    const { link, cookie } = await registeredWithLink(h, "confirm-twice");
    expect(sessionSetCookie(await followLink(h.api, link.toString(), cookie))).toBeDefined();
    const again = await followLink(h.api, link.toString(), cookie);
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

  describe("opened in another browser than the one that asked for it", () => {
    it("confirms the address without signing in, and lands on the login page saying so", async () => {
      const email = emailFor("confirm-elsewhere");
      const mail = h.smtp.next(email);
      expect((await registerReturningTo(email, "/investment")).status).toBe(201);
      const response = await followLink(h.api, linkIn(await mail, CONFIRM_LINK_PREFIX));
      const answer = landing(response);
      expect(answer.path).toBe("/login");
      expect(answer.location.searchParams.get("confirmed")).toBe("1");
      expect(answer.location.searchParams.get("redirectTo")).toBe("/investment");
      expect(sessionSetCookie(response)).toBeUndefined();
      expect(await isVerified(email)).toBe(true);
      const [row] = await rows<{ n: number }>(
        h,
        sql`select count(*)::int as n from session s join "user" u on u.id = s.user_id where u.email = ${email}`,
      );
      expect(row?.n).toBe(0);
    });

    it("lands a Georgian page's link on the Georgian login page", async () => {
      const email = emailFor("confirm-elsewhere-ka");
      const mail = h.smtp.next(email);
      expect((await registerReturningTo(email, "/ka/investment", "ka")).status).toBe(201);
      const answer = landing(await followLink(h.api, linkIn(await mail, CONFIRM_LINK_PREFIX)));
      expect(answer.path).toBe("/ka/login");
      expect(answer.location.searchParams.get("confirmed")).toBe("1");
      expect(answer.location.searchParams.get("redirectTo")).toBe("/ka/investment");
    });

    it("does not sign a signed-in person into the account of someone who sent them an unclicked link", async () => {
      // The attacker registers and keeps the link; the victim, signed in, opens it (a top-level GET
      // carries their cookie and no Origin).
      const victim = await createUser(h, emailFor("csrf-victim"));
      const victimCookie = sessionCookie(await signIn(h, victim.email));
      const attacker = await registeredWithLink(h, "csrf-attacker");
      const response = await followLink(h.api, attacker.link.toString(), victimCookie);
      expect(landing(response).path).toBe("/login");
      expect(sessionSetCookie(response)).toBeUndefined();
      expect((await currentSession(h.api, victimCookie))?.user).toMatchObject({ email: victim.email });
    });

    it("is only confirmed by Better Auth's own handler, which answers every path the router does not pick out", async () => {
      // Whatever spelling of the path might reach Better Auth's verify-email without being taken
      // for the confirmation, that handler confirms without a session, even with the mark.
      const { email, link, cookie } = await registeredWithLink(h, "confirm-any-path");
      const auth = createAuth({
        baseUrl: TEST_ORIGIN,
        production: false,
        secret: TEST_SECRET,
        db: h.database.db,
        mailer: createMailer({ smtpUrl: null, from: "PXL <no-reply@pxl.example>" }, h.database.db),
      });
      const response = await auth.handler(new Request(link, { headers: { cookie } }));
      expect(response.status).toBe(302);
      expect(sessionSetCookie(response)).toBeUndefined();
      expect(await isVerified(email)).toBe(true);
    });

    it("does not sign in with another address's mark either", async () => {
      const other = await registeredWithLink(h, "mark-other");
      const target = await registeredWithLink(h, "mark-target");
      const response = await followLink(h.api, target.link.toString(), other.cookie);
      expect(landing(response).path).toBe("/login");
      expect(sessionSetCookie(response)).toBeUndefined();
    });
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
      const { email, link, cookie } = await registeredWithLink(h, "confirm-callback");
      const changed = new URL(link);
      changed.searchParams.set("callbackURL", callback);
      const response = await followLink(h.api, changed.toString());
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(sessionSetCookie(response)).toBeUndefined();
      expect(await isVerified(email)).toBe(false);
      // The untouched link still works.
      expect(landing(await followLink(h.api, link.toString(), cookie)).path).toBe("/dashboard");
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

    it("mails a new working link to an unconfirmed address, which signs in the browser that asked for it", async () => {
      const { email } = await registeredWithLink(h, "resend-ok");
      const mail = h.smtp.next(email);
      const asked = await resend(email);
      expect(asked.status).toBe(200);
      const response = await followLink(
        h.api,
        linkIn(await mail, CONFIRM_LINK_PREFIX),
        confirmingCookie(asked),
      );
      expect(landing(response).error).toBeNull();
      expect(sessionSetCookie(response)).toBeDefined();
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
