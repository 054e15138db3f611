import { describe, expect, it } from "vitest";
import {
  captchaHeader,
  createUser,
  emailFor,
  nextIp,
  PASSWORD,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { totpCode } from "@/server/test/totp";
import { turnOnTwoFactor } from "@/server/test/two-factor";

/**
 * The API answers in the language the request asks for (request-locale.ts): its own refusals and
 * Better Auth's alike, so a Georgian page, or any client sending Accept-Language: ka, never shows an
 * English error. Before, these came in English whatever was asked.
 */
describe.each(testEngines)("API errors in the request's language, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);
  const speaking = (language: string, headers: Record<string, string> = {}) => ({
    "Accept-Language": language,
    ...headers,
  });

  it.each([
    {
      what: "a signed-out read",
      path: "/api/portfolio",
      init: {},
      status: 401,
      en: "Please sign in.",
      ka: "გთხოვთ, შეხვიდეთ ანგარიშზე.",
    },
    {
      what: "an unknown API path",
      path: "/api/nothing-here",
      init: {},
      status: 404,
      en: "Not found.",
      ka: "ვერ მოიძებნა.",
    },
    {
      what: "a body that is not JSON",
      path: "/api/newsletter",
      init: {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json" },
        body: "{",
      },
      status: 400,
      en: "The request body is not valid JSON.",
      ka: "მოთხოვნის შიგთავსი სწორი JSON არ არის.",
    },
    {
      what: "a post from another site",
      path: "/api/newsletter",
      init: {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
        body: "{}",
      },
      status: 403,
      en: "This request came from another site and was refused.",
      ka: "ეს მოთხოვნა სხვა საიტიდან მოვიდა და უარყოფილია.",
    },
  ])("$what: $status in Georgian or English", async ({ path, init, status, en, ka }) => {
    for (const [language, text] of [
      ["ka", ka],
      ["ka-GE,ka;q=0.9,en;q=0.8", ka],
      ["en-US", en],
    ] as const) {
      const headers = speaking(language, (init as { headers?: Record<string, string> }).headers);
      const response = await h.api.call(path, { ...init, headers }, nextIp());
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(text);
    }
  });

  it("Better Auth's wrong password: its code kept, the spec's sentence in the asked language", async () => {
    const user = await createUser(h, emailFor("wrong-password-ka"));
    for (const [language, message] of [
      ["ka", "ელფოსტა ან პაროლი არასწორია. გთხოვთ, შეამოწმოთ მონაცემები."],
      ["en", "Invalid email or password. Please check your credentials."],
    ] as const) {
      const response = await h.api.postJson(
        "/api/auth/sign-in/email",
        { email: user.email, password: "not the password" },
        { ip: nextIp(), headers: speaking(language, await captchaHeader(h.api)) },
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message });
    }
  });

  it("Better Auth's wrong two-factor code, in Georgian", async () => {
    const user = await createUser(h, emailFor("two-factor-ka"));
    const signedIn = await signIn(h, user.email);
    const { key } = await turnOnTwoFactor(h, sessionCookie(signedIn));
    const first = await signIn(h, user.email, PASSWORD);
    const challenge = first.headers
      .getSetCookie()
      .find((line) => line.startsWith("better-auth.two_factor="))
      ?.split(";")[0];
    if (!challenge) throw new Error("no two-factor challenge");
    const wrong = String((Number(totpCode(key)) + 1) % 1_000_000).padStart(6, "0");
    const response = await h.api.postJson(
      "/api/auth/two-factor/verify-totp",
      { code: wrong },
      { ip: nextIp(), headers: speaking("ka", { cookie: challenge }) },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: "INVALID_CODE",
      message: "კოდი არასწორია. შეიყვანეთ ავთენტიფიკატორის აპის მიმდინარე კოდი.",
    });
  });

  it("Better Auth's rate limit: 429 with our code, a Retry-After and the wait in Georgian", async () => {
    const user = await createUser(h, emailFor("rate-limited-ka"));
    const ip = nextIp();
    const attempt = async () =>
      h.api.postJson(
        "/api/auth/sign-in/email",
        { email: user.email, password: "not the password" },
        { ip, headers: speaking("ka", await captchaHeader(h.api)) },
      );
    // Three sign-ins in ten seconds from one address (auth.ts), then the limiter answers.
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(await limited.json()).toEqual({
      code: "rate_limited",
      message: `ძალიან ბევრი მცდელობაა. გთხოვთ, სცადოთ ხელახლა ${retryAfter} წამში.`,
    });
  });
});
