import { expect, type Page, request as playwrightRequest } from "@playwright/test";
import { gotoHydrated, toasts, waitForHydration } from "./helpers";
import {
  CAPTCHA_HEADER,
  confirmationLink,
  createConfirmedUser,
  loginForm,
  newUser,
  pacers,
  registerThroughApi,
  registerThroughForm,
  requestResetThroughApi,
  resetLink,
  sessionCookie,
  signInThroughApi,
  signInThroughForm,
  test,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { waitForMail } from "./support/mail";

/*
 * Account flows in Chromium against the real server, its SMTP mails and the real ALTCHA widget.
 * Every test that signs in, registers or asks for mails lives in this file: the server limits
 * sign-ins (3 per 10 s), registrations and mail requests per client address, every request of the
 * run comes from 127.0.0.1, and the pacers in support/accounts.ts keep count (across worker
 * restarts, but for one test at a time: keep such tests in this file). The tests wait for those
 * windows when they must, hence the longer timeout.
 */
test.describe.configure({ timeout: 60_000 });
test.use({ screenshot: "only-on-failure" });

const messages = {
  registered: "Account created successfully! Please check your email for verification.",
  confirmed: "Your e-mail address is confirmed. You can sign in now.",
  signedIn: "Successfully signed in!",
  signedOut: "Signed out successfully!",
  invalidCredentials: "Invalid email or password. Please check your credentials.",
  notConfirmed: "Please check your email and click the confirmation link before signing in.",
  resent: "A new confirmation link is on its way. Please check your inbox.",
  resetSent: "Password reset email sent!",
  mismatch: "Passwords do not match",
  passwordUpdated: "Password updated successfully!",
  invalidLink: "This password reset link is invalid or has expired.",
  invalidLinkToast: "Invalid or expired reset link",
} as const;

const DAY_MS = 24 * 3600 * 1000;

function header(page: Page) {
  return page.getByRole("banner");
}

/** The public header's signed-out links. */
async function expectSignedOutHeader(page: Page) {
  await expect(header(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Register", exact: true })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);
}

/** The public header's signed-in links. */
async function expectSignedInPublicHeader(page: Page) {
  await expect(header(page).getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expect(header(page).getByRole("link", { name: "Invest Now", exact: true })).toHaveAttribute(
    "href",
    "/investment",
  );
  await expect(header(page).getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: "Register", exact: true })).toHaveCount(0);
}

/** A new account holds no PXL: it is welcomed, not welcomed back. */
function greeting(page: Page, firstName: string) {
  return page.getByRole("heading", { level: 1, name: `Welcome, ${firstName}!` });
}

test.describe("register, confirm, sign in and out", () => {
  test("a new account confirms its e-mail, signs in with the solved captcha, reaches the dashboard and signs out", async ({
    page,
    request,
    origin,
  }) => {
    const user = newUser("journey");

    await gotoHydrated(page, "/register");
    const registered = await registerThroughForm(page, user);
    expect(registered.status(), await registered.text()).toBe(201);
    await expect(toasts(page).getByText(messages.registered)).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("main")).toContainText(`we sent a confirmation link to ${user.email}`);

    // The link in the real mail confirms the address and signs in: it lands on the dashboard.
    await page.goto(await confirmationLink(request, origin, user.email));
    await expect(page).toHaveURL("/dashboard");
    await expect(greeting(page, user.firstName)).toBeVisible();
    // Signed out again, the next sign-in goes through the form and its captcha.
    const signedOut = await page.request.post("/api/account/sign-out", { headers: { Origin: origin } });
    expect(signedOut.status()).toBe(200);
    await gotoHydrated(page, "/login");

    const { request: signIn, response } = await signInThroughForm(page, user);
    // The browser's widget solved the challenge; its payload went with the request.
    const captchaPayload = await signIn.headerValue(CAPTCHA_HEADER);
    expect(captchaPayload, "the sign-in request must carry the captcha solution").toBeTruthy();
    expect(captchaPayload?.trim()).not.toBe("");
    expect(response.status()).toBe(200);

    await expect(page).toHaveURL("/dashboard");
    await expect(toasts(page).getByText(messages.signedIn)).toBeVisible();
    await expect(greeting(page, user.firstName)).toBeVisible();
    // The account card of the overview names the e-mail (the greeting may too).
    await expect(page.getByRole("tabpanel", { name: "Overview" }).getByText(user.email)).toBeVisible();

    // The signed-in area's header: Invest Now, Settings and Sign Out; no Register or Login.
    await expect(header(page).getByRole("link", { name: "Invest Now", exact: true })).toHaveAttribute(
      "href",
      "/investment",
    );
    await expect(header(page).getByRole("link", { name: "Settings", exact: true })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: "Register", exact: true })).toHaveCount(0);

    // The public pages' header follows the session: Dashboard and Invest Now.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home", exact: true })
      .click();
    await expect(page).toHaveURL("/");
    await expectSignedInPublicHeader(page);
    await header(page).getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(greeting(page, user.firstName)).toBeVisible();

    await header(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(toasts(page).getByText(messages.signedOut)).toBeVisible();
    await expect(page, "Sign Out goes to /").toHaveURL("/");
    await expectSignedOutHeader(page);
    expect(await sessionCookie(page), "the session cookie is cleared").toBeUndefined();

    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  });

  test("signing in before confirming shows the alert and the toast, and a second confirmation mail can be sent", async ({
    page,
    request,
    origin,
  }) => {
    const user = newUser("unconfirmed");
    await gotoHydrated(page, "/register");
    const registered = await registerThroughForm(page, user);
    expect(registered.status(), await registered.text()).toBe(201);
    await expect(page).toHaveURL("/login");
    await waitForMail(request, user.email, 0);

    const form = loginForm(page);
    await expect(form.email, "the login form offers the address just registered").toHaveValue(user.email);
    const { response } = await signInThroughForm(page, user);
    expect(response.status()).toBe(403);

    const alert = page.getByRole("main").getByRole("alert").filter({ hasText: messages.notConfirmed });
    await expect(alert).toBeVisible();
    await expect(toasts(page).getByText(messages.notConfirmed)).toBeVisible();
    await expect(page).toHaveURL("/login");

    await pacers.resendConfirmation.run(async () => {
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/send-verification-email"));
      await alert.getByRole("button", { name: "Resend confirmation e-mail" }).click();
      expect((await answered).status()).toBe(200);
    });
    await expect(toasts(page).getByText(messages.resent)).toBeVisible();
    // The second mail to the address is a new confirmation link.
    const second = await confirmationLink(request, origin, user.email, 1);
    expect(second).toContain("token=");

    // Editing the e-mail clears the alert.
    await form.email.fill(`x${user.email}`);
    await expect(alert).toHaveCount(0);
  });
});

test("a confirmation link opened in another browser confirms the address and says so, signing no one in", async ({
  page,
  browser,
  request,
  origin,
}) => {
  const user = newUser("other-browser");
  await gotoHydrated(page, "/register");
  expect((await registerThroughForm(page, user)).status()).toBe(201);
  // The mail opened on a phone whose browser did not register: or a link someone else sent.
  const phone = await browser.newContext({ baseURL: origin, viewport: { width: 360, height: 740 } });
  try {
    const other = await phone.newPage();
    await other.goto(await confirmationLink(request, origin, user.email));
    await expect(other).toHaveURL("/login?confirmed=1");
    await waitForHydration(other);
    await expect(other.getByText("Your e-mail address is confirmed. You can sign in now.")).toBeVisible();
    const cookies = (await phone.cookies()).map((cookie) => cookie.name);
    expect(cookies.filter((name) => name.includes("session_token"))).toEqual([]);
    await signInThroughForm(other, user);
    await expect(other).toHaveURL("/dashboard");
  } finally {
    await phone.close();
  }
});

test.describe("protected routes", () => {
  test("a signed-out visit to /dashboard lands on /login in place of it, and signing in leads back there", async ({
    page,
    request,
    origin,
  }) => {
    const user = await createConfirmedUser(request, origin, "guard");

    await gotoHydrated(page, "/");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();

    // The redirect replaced the history entry: back goes to the page before, not to /dashboard.
    await page.goBack();
    await expect(page).toHaveURL("/");
    await page.goForward();
    await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await waitForHydration(page);

    const { response } = await signInThroughForm(page, user);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL("/dashboard");
    await expect(greeting(page, user.firstName)).toBeVisible();
  });
});

test.describe("forgot and reset password", () => {
  test("a reset link from the mail sets a new password; the old one is refused and the new one signs in", async ({
    page,
    request,
    origin,
  }) => {
    const user = await createConfirmedUser(request, origin, "reset");
    const newPassword = `New-pass ${Date.now()}`;
    // This browser is signed in (through the API, with its cookies): the reset must end that too.
    await signInThroughApi(page.request, origin, user);

    await gotoHydrated(page, "/forgot-password");
    await expectSignedInPublicHeader(page);
    await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(user.email);
    const send = page.getByRole("button", { name: "Send Reset Link" });
    await expect(send).toBeEnabled({ timeout: 15_000 });
    await pacers.passwordReset.run(async () => {
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/request-password-reset"));
      await send.click();
      expect((await answered).status()).toBe(200);
    });
    await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(user.email);
    await expect(toasts(page).getByText(messages.resetSent)).toBeVisible();

    // Mail 0 was the confirmation, mail 1 is the reset link.
    await page.goto(await resetLink(request, origin, user.email, 1));
    // The token moves into memory and the address becomes the plain path.
    await expect(page).toHaveURL("/reset-password");
    await expect(page.getByRole("heading", { level: 1, name: "Set a New Password" })).toBeVisible();
    await waitForHydration(page);

    const main = page.getByRole("main");
    const update = main.getByRole("button", { name: "Update Password" });
    await main.getByLabel("New Password", { exact: true }).fill(newPassword);
    await main.getByLabel("Confirm New Password", { exact: true }).fill(`${newPassword}x`);
    await expect(main.getByText(messages.mismatch)).toBeVisible();
    await expect(update).toBeDisabled();
    await main.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
    await expect(main.getByText(messages.mismatch)).toHaveCount(0);

    const signedOut = page.waitForRequest(
      (r) => r.url().endsWith("/api/account/sign-out") && r.method() === "POST",
    );
    await update.click();
    await expect(page.getByRole("heading", { level: 1, name: "Password Updated" })).toBeVisible();
    const updatedAt = Date.now();
    await expect(toasts(page).getByText(messages.passwordUpdated)).toBeVisible();
    // About 2 s later this browser signs out: the header switches to Login and Register.
    await signedOut;
    const delay = Date.now() - updatedAt;
    expect(delay, "the browser signs out about 2 s after the update").toBeGreaterThanOrEqual(1_200);
    expect(delay).toBeLessThan(6_000);
    await expectSignedOutHeader(page);
    expect(await sessionCookie(page), "the session cookie is cleared").toBeUndefined();

    await page.getByRole("link", { name: "Go to Login" }).click();
    await expect(page).toHaveURL("/login");
    await waitForHydration(page);

    const old = await signInThroughForm(page, user);
    expect(old.response.status()).toBe(401);
    await expect(toasts(page).getByText(messages.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL("/login");

    // The failed attempt spent the captcha; typing again solves a fresh one.
    const fresh = await signInThroughForm(page, { ...user, password: newPassword });
    expect(fresh.response.status()).toBe(200);
    await expect(page).toHaveURL("/dashboard");
    await expect(greeting(page, user.firstName)).toBeVisible();
  });

  test("a link the server refused (?error=INVALID_TOKEN) shows the invalid-link state", async ({ page }) => {
    await gotoHydrated(page, "/reset-password?error=INVALID_TOKEN");
    await expectInvalidLinkState(page);
  });

  test("a reset link used once shows the invalid-link state the second time", async ({
    page,
    request,
    origin,
  }) => {
    const user = await createConfirmedUser(request, origin, "reuse");
    await requestResetThroughApi(request, origin, user.email);
    const link = await resetLink(request, origin, user.email, 1);
    const newPassword = `New-pass ${Date.now()}`;

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Set a New Password" })).toBeVisible();
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("New Password", { exact: true }).fill(newPassword);
    await main.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Password Updated" })).toBeVisible();

    await page.goto(link);
    await expectInvalidLinkState(page);
  });
});

/** The reset screen's invalid-link state, then its button to /forgot-password. */
async function expectInvalidLinkState(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText(messages.invalidLink);
  await expect(toasts(page).getByText(messages.invalidLinkToast)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Reset link not valid" })).toBeVisible();
  await expect(main.getByRole("textbox")).toHaveCount(0);
  await expect(page).toHaveURL("/reset-password");
  await main.getByRole("link", { name: "Request New Reset Link" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Your Password?" })).toBeVisible();
}

test.describe("remember me", () => {
  test("ticked gives a cookie for about 30 days; unticked a cookie for this browser session only", async ({
    page,
    request,
    origin,
  }) => {
    const user = await createConfirmedUser(request, origin, "remember");

    await gotoHydrated(page, "/login");
    const remembered = await signInThroughForm(page, { ...user, rememberMe: true });
    expect(remembered.response.status()).toBe(200);
    await expect(page).toHaveURL("/dashboard");
    const long = await sessionCookie(page);
    expect(long, "a session cookie is set").toBeDefined();
    expect(long?.httpOnly).toBe(true);
    const lifetime = (long?.expires ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(29 * DAY_MS);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS + 60_000);

    // A new browser session: the cookies go (signing out is the first test's subject).
    await page.context().clearCookies();
    await gotoHydrated(page, "/login");
    expect(await sessionCookie(page)).toBeUndefined();
    const forgotten = await signInThroughForm(page, { ...user, rememberMe: false });
    expect(forgotten.response.status()).toBe(200);
    await expect(page).toHaveURL("/dashboard");
    const short = await sessionCookie(page);
    expect(short, "a session cookie is set").toBeDefined();
    expect(short?.httpOnly).toBe(true);
    expect(short?.expires, "no expiry: the cookie ends with the browser session").toBe(-1);
  });
});

test.describe("accessibility of the signed-in area", () => {
  test("/dashboard has no serious or critical axe violation", async ({ page, origin, request }) => {
    const user = await createConfirmedUser(request, origin, "axe");
    await signInThroughApi(page.request, origin, user);
    await gotoHydrated(page, "/dashboard");
    await expect(greeting(page, user.firstName)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("e-mails in the investor's language (issue 15)", () => {
  const GEORGIAN = /[\u10A0-\u10FF]/;

  test("someone who registers in Georgian gets Georgian e-mails, whatever language a later request asks in", async ({
    request,
    origin,
  }) => {
    const user = newUser("georgian-mail");
    // As the Georgian register page asks: in the page's language.
    const georgianPage = await playwrightRequest.newContext({
      baseURL: origin,
      extraHTTPHeaders: { "Accept-Language": "ka" },
    });
    try {
      await registerThroughApi(georgianPage, origin, user);
    } finally {
      await georgianPage.dispose();
    }
    const confirmation = await waitForMail(request, user.email, 0);
    expect(confirmation.subject).toMatch(GEORGIAN);
    expect(confirmation.text).toMatch(GEORGIAN);
    expect(confirmation.text).toContain(`${origin}/api/auth/verify-email`);

    // The reset is asked for by an English request: the mail still speaks the investor's language.
    await requestResetThroughApi(request, origin, user.email);
    const reset = await waitForMail(request, user.email, 1);
    expect(reset.subject).toMatch(GEORGIAN);
    expect(reset.text).toMatch(GEORGIAN);

    // An English investor's mails are unchanged.
    const english = newUser("english-mail");
    await registerThroughApi(request, origin, english);
    const englishMail = await waitForMail(request, english.email, 0);
    expect(englishMail.subject).toMatch(/^Confirm your e-mail address/);
    expect(englishMail.text).not.toMatch(GEORGIAN);
  });
});
