import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
  type Request,
  type Response,
} from "@playwright/test";
import { solveCaptcha } from "../../src/server/test/solve-captcha";
import { type Interactions, uncounted } from "./interactions";
import { linkIn, waitForMail } from "./mail";

/**
 * Accounts for the browser tests: unique users, API registration and confirmation for the tests
 * whose subject is not registration, the sign-in form, and pacing for the server's per-address
 * rate limits (every request of a run comes from 127.0.0.1, and the server trusts no forwarded address).
 */

/** Playwright's test with `origin`: the site's address (the configured baseURL), for API calls and mail links. */
export const test = base.extend<{ origin: string }>({
  origin: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    await use(baseURL);
  },
});

export const CAPTCHA_HEADER = "x-captcha-response";
export const SIGN_IN_PATH = "/api/auth/sign-in/email";

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  password: string;
}

/** A user no other test uses (the mail sink matches recipients by substring, so the address is unique). */
export function newUser(label: string): TestUser {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: "Tamar",
    lastName: "Gelashvili",
    email: `e2e-${label}-${suffix}@example.com`,
    phone: "+995 555 12 34 56",
    country: "Georgia",
    password: `Old-pass ${suffix}`,
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A conservative model of one of the server's per-address limits ("at most `max` requests unless
 * `windowMs` passed since the last one": Better Auth's rule; our fixed-window register limit is
 * looser). Before a request it waits, if needed, until the server is sure to let it through, so a
 * test never meets a 429 it did not ask for.
 *
 * The count is kept in a file of the run's output folder (Playwright empties it when a run starts,
 * as the server starts with a fresh database): a failed test restarts the worker, and the next one
 * must still know what was spent. It assumes one test at a time uses the pacers: they are used only
 * by e2e/accounts.spec.ts, whose tests run one after the other.
 */
export class RateLimitPacer {
  private static readonly MARGIN_MS = 750;

  constructor(
    readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Runs `send` (which sends one counted request and waits for its answer) once the limit allows it. */
  async run<T>(send: () => Promise<T>): Promise<T> {
    const state = this.load();
    const quietFor = Date.now() - state.lastAnswered;
    const needed = this.windowMs + RateLimitPacer.MARGIN_MS;
    if (quietFor >= needed) {
      state.count = 0;
    } else if (state.count >= this.max) {
      // Deliberate pacing, not a wait for the page: the server's window must pass first.
      const pause = needed - quietFor;
      test.info().annotations.push({ type: "rate-limit pause", description: `${this.name}: ${pause} ms` });
      await delay(pause);
      state.count = 0;
    }
    state.count += 1;
    this.save(state);
    try {
      return await send();
    } finally {
      this.save({ count: state.count, lastAnswered: Date.now() });
    }
  }

  private file() {
    return join(test.info().project.outputDir, "account-rate-limits.json");
  }

  private load(): PacerState {
    try {
      const all = JSON.parse(readFileSync(this.file(), "utf8")) as Record<string, PacerState>;
      return all[this.name] ?? { count: 0, lastAnswered: 0 };
    } catch {
      return { count: 0, lastAnswered: 0 };
    }
  }

  private save(state: PacerState) {
    let all: Record<string, PacerState> = {};
    try {
      all = JSON.parse(readFileSync(this.file(), "utf8")) as Record<string, PacerState>;
    } catch {
      mkdirSync(dirname(this.file()), { recursive: true });
    }
    all[this.name] = state;
    writeFileSync(this.file(), JSON.stringify(all));
  }
}

interface PacerState {
  count: number;
  /** When the last counted request was answered (ms since the epoch). */
  lastAnswered: number;
}

/** src/server/auth/auth.ts and account-routes.ts. */
export const pacers = {
  signIn: new RateLimitPacer("sign-in", 3, 10_000),
  register: new RateLimitPacer("register", 3, 10_000),
  passwordReset: new RateLimitPacer("password reset request", 3, 60_000),
  resendConfirmation: new RateLimitPacer("resend confirmation", 3, 60_000),
};

/** A captcha solved in Node exactly as the browser widget solves it (fetch a challenge, do the work). */
export function solvedCaptcha(baseURL: string): Promise<string> {
  return solveCaptcha((path) => fetch(new URL(path, baseURL)));
}

async function postWithCaptcha(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  data: unknown,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await request.post(path, {
      data,
      headers: { [CAPTCHA_HEADER]: await solvedCaptcha(baseURL), Origin: baseURL },
    });
    // Specs in other workers sign in from the same address too: the pacer cannot see them. A 429
    // waits out the server's window (its X-Retry-After, in seconds) and asks again with a new captcha.
    if (response.status() === 429 && attempt < 4) {
      const seconds = Number(response.headers()["x-retry-after"] ?? 10);
      await delay((Number.isFinite(seconds) ? seconds : 10) * 1000 + 500);
      continue;
    }
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return;
  }
}

export function registerThroughApi(request: APIRequestContext, baseURL: string, user: TestUser) {
  return pacers.register.run(() =>
    postWithCaptcha(request, baseURL, "/api/account/register", {
      ...user,
      confirmPassword: user.password,
      acceptTerms: true,
      acceptPrivacy: true,
      acceptSaleAgreement: true,
      acceptKyc: true,
    }),
  );
}

/** The confirmation link of the `index`-th mail to the user. */
export async function confirmationLink(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  index = 0,
) {
  const mail = await waitForMail(request, email, index);
  expect(mail.subject).toMatch(/^Confirm your e-mail address/);
  return linkIn(mail, `${baseURL}/api/auth/verify-email`);
}

/** The reset link of the `index`-th mail to the user. */
export async function resetLink(request: APIRequestContext, baseURL: string, email: string, index: number) {
  const mail = await waitForMail(request, email, index);
  expect(mail.subject).toMatch(/^Reset your .* password$/);
  return linkIn(mail, `${baseURL}/api/auth/reset-password/`);
}

/** Registers through the API and opens the confirmation link from the mail: a user who can sign in. */
export async function createConfirmedUser(request: APIRequestContext, baseURL: string, label: string) {
  const user = newUser(label);
  await registerThroughApi(request, baseURL, user);
  await confirmApart(baseURL, await confirmationLink(request, baseURL, user.email));
  return user;
}

/**
 * Opens a confirmation link as a click would, in a browser context of its own: not the one that
 * registered, so the link confirms the address without signing in and lands on the login page
 * (confirmation-browser.ts). The caller's cookies and the user's sessions stay as before: none
 * until the test signs in.
 */
export async function confirmApart(baseURL: string, link: string) {
  const confirmer = await playwrightRequest.newContext({ baseURL });
  try {
    const landing = await confirmer.get(link);
    expect(new URL(landing.url()).pathname + new URL(landing.url()).search).toBe("/login?confirmed=1");
  } finally {
    await confirmer.dispose();
  }
}

/** Asks for a reset link through the API (the screen itself is tested in the browser). */
export function requestResetThroughApi(request: APIRequestContext, baseURL: string, email: string) {
  return pacers.passwordReset.run(() =>
    postWithCaptcha(request, baseURL, "/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    }),
  );
}

/**
 * Signs in through the API with `request`; pass `page.request` to sign the page's browser context
 * in (it shares the context's cookies).
 */
export function signInThroughApi(request: APIRequestContext, baseURL: string, user: TestUser) {
  return pacers.signIn.run(() =>
    postWithCaptcha(request, baseURL, SIGN_IN_PATH, {
      email: user.email,
      password: user.password,
      rememberMe: false,
    }),
  );
}

/** The login form's fields and button. */
export function loginForm(page: Page) {
  const main = page.getByRole("main");
  return {
    email: main.getByRole("textbox", { name: "Email" }),
    password: main.getByLabel("Password", { exact: true }),
    rememberMe: main.getByRole("checkbox", { name: "Remember me" }),
    submit: main.getByRole("button", { name: "Sign In", exact: true }),
  };
}

/**
 * Fills and sends the login form on the current /login page. The button is enabled only once the
 * real ALTCHA widget has solved its challenge in the browser (it starts when the form gets focus),
 * so clicking it waits for that. Returns the sign-in request and its answer.
 */
export async function signInThroughForm(
  page: Page,
  { email, password, rememberMe = false }: { email: string; password: string; rememberMe?: boolean },
): Promise<{ request: Request; response: Response }> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.rememberMe.setChecked(rememberMe);
  await expect(form.submit).toBeEnabled({ timeout: 15_000 });
  return pacers.signIn.run(async () => {
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === SIGN_IN_PATH && r.request().method() === "POST",
    );
    await form.submit.click();
    const response = await answered;
    return { request: response.request(), response };
  });
}

/**
 * Fills and sends the register form on the current /register page. Returns the request's answer.
 * `act` performs each interaction (the journey test counts them).
 */
export async function registerThroughForm(
  page: Page,
  user: TestUser,
  act: Interactions = uncounted,
): Promise<Response> {
  const main = page.getByRole("main");
  await act.fill(main.getByRole("textbox", { name: "First name" }), user.firstName);
  await act.fill(main.getByRole("textbox", { name: "Last name" }), user.lastName);
  await act.fill(main.getByRole("textbox", { name: "Email" }), user.email);
  await act.fill(main.getByRole("textbox", { name: "Phone" }), user.phone);
  await act.fill(main.getByLabel("Country"), user.country);
  await act.fill(main.getByLabel("Password", { exact: true }), user.password);
  await act.fill(main.getByLabel("Confirm password", { exact: true }), user.password);
  await act.check(main.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
  await act.check(main.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }));
  await act.check(main.getByRole("checkbox", { name: /I agree to the International Sale Agreement/ }));
  await act.check(main.getByRole("checkbox", { name: /KYC verification is required/ }));
  const submit = main.getByRole("button", { name: "Create Account" });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  return pacers.register.run(async () => {
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/account/register" && r.request().method() === "POST",
    );
    await act.click(submit);
    return answered;
  });
}

/** The browser's session cookie (Better Auth's, without the __Secure- prefix outside production). */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
}
