import { expect, type Page } from "@playwright/test";
import { gotoHydrated, toasts } from "./helpers";
import {
  CAPTCHA_HEADER,
  createConfirmedUser,
  loginForm,
  pacers,
  SIGN_IN_PATH,
  signInThroughApi,
  signInThroughForm,
  solvedCaptcha,
  type TestUser,
  test,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";

/*
 * Profile Settings (issue 5 item 5) at 360 px wide, as on a small phone: the form's rules and
 * messages, a save that survives a reload, the public key ID, and changing the password.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 360, height: 780 }, screenshot: "only-on-failure" });

async function signedInAtProfile(page: Page, origin: string, label: string): Promise<TestUser> {
  const user = await createConfirmedUser(page.request, origin, label);
  await signInThroughApi(page.request, origin, user);
  await gotoHydrated(page, "/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
  return user;
}

function profileCard(page: Page) {
  const form = page.getByRole("form", { name: "Profile Information" });
  return {
    form,
    firstName: form.getByLabel("First name"),
    lastName: form.getByLabel("Last name"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel("Phone (optional)"),
    country: form.getByLabel("Country"),
    edit: page.getByRole("button", { name: "Edit Profile" }),
    save: form.getByRole("button", { name: "Save Changes" }),
    cancel: form.getByRole("button", { name: "Cancel" }),
  };
}

test("the profile form: read-only, the spec's messages, Cancel resets, a save survives a reload", async ({
  page,
  origin,
}) => {
  const user = await signedInAtProfile(page, origin, "profile-form");
  const card = profileCard(page);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign Out", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Verify Transaction" })).toBeVisible();
  await expect(card.firstName).toHaveValue(user.firstName);
  await expect(card.email).toHaveValue(user.email);
  await expect(card.firstName).not.toBeEditable();
  await expect(card.save).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await card.edit.click();
  await expect(card.firstName).toBeFocused();
  await expect(card.email).not.toBeEditable();
  await card.firstName.fill(" A ");
  await card.lastName.fill("x".repeat(51));
  await card.phone.fill("1".repeat(21));
  await card.country.fill("   ");
  await card.save.click();
  await expect(card.form.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(card.form.getByText("Last name must be less than 50 characters")).toBeVisible();
  await expect(card.form.getByText("Phone must be less than 20 characters")).toBeVisible();
  await expect(card.form.getByText("Country is required")).toBeVisible();
  await card.country.fill("z".repeat(101));
  await card.save.click();
  await expect(card.form.getByText("Country must be less than 100 characters")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await card.cancel.click();
  await expect(card.firstName).toHaveValue(user.firstName);
  await expect(card.lastName).toHaveValue(user.lastName);
  await expect(card.country).toHaveValue(user.country);
  await expect(card.firstName).not.toBeEditable();
  await expect(card.form.getByText("Country must be less than 100 characters")).toHaveCount(0);

  await card.edit.click();
  await card.firstName.fill("Mariam");
  await card.lastName.fill("Chkheidze");
  await card.phone.fill("");
  await card.country.fill("Germany");
  await card.save.click();
  await expect(toasts(page).getByText("Profile updated successfully!")).toBeVisible();
  await expect(card.firstName).not.toBeEditable();

  await page.reload();
  await expect(card.firstName).toHaveValue("Mariam");
  await expect(card.lastName).toHaveValue("Chkheidze");
  await expect(card.phone).toHaveValue("");
  await expect(card.country).toHaveValue("Germany");
  await expect(card.email).toHaveValue(user.email);
  // Nothing sticks out of a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the public key ID: 8 characters A-Z0-9, a new one on regenerate, kept across a reload", async ({
  page,
  origin,
}) => {
  await signedInAtProfile(page, origin, "public-key-id");
  const main = page.getByRole("main");
  const shown = page.getByTestId("public-key-id");
  await expect(main.getByText("You have no public key ID yet.")).toBeVisible();
  await main.getByRole("button", { name: "Generate Public Key ID" }).click();
  await expect(toasts(page).getByText("New public key ID generated successfully!")).toBeVisible();
  await expect(shown).toHaveText(/^[A-Z0-9]{8}$/);
  const first = await shown.textContent();

  await main.getByRole("button", { name: "Generate New Public Key ID" }).click();
  await expect(shown).not.toHaveText(first ?? "");
  await expect(shown).toHaveText(/^[A-Z0-9]{8}$/);
  const second = await shown.textContent();

  await page.reload();
  await expect(shown).toHaveText(second ?? "");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await main.getByRole("button", { name: "Copy Public Key ID" }).click();
  await expect(toasts(page).getByText("Public key ID copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second);
});

test("changing the password: the old one stops working, the new one signs in, other sessions end", async ({
  page,
  origin,
  playwright,
}) => {
  const user = await signedInAtProfile(page, origin, "change-password");
  const elsewhere = await playwright.request.newContext({ baseURL: origin });
  await signInThroughApi(elsewhere, origin, user);
  const sessions = page.getByRole("list", { name: "Active sessions" });
  await page.reload();
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This device")).toHaveCount(1);

  const form = page.getByRole("form", { name: "Change password" });
  const newPassword = `New-pass ${Date.now()}`;
  await form.getByLabel("Current password").fill("not the password");
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(`${newPassword}!`);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Your current password is not right.");

  await form.getByLabel("Current password").fill(user.password);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(
    toasts(page).getByText("Password changed. Your other sessions were signed out."),
  ).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");
  // The other session has ended; this browser is still signed in.
  expect(await (await elsewhere.get("/api/auth/get-session")).json()).toBeNull();
  await elsewhere.dispose();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await page.reload();
  await expect(profileCard(page).email).toHaveValue(user.email);

  await page.getByRole("main").getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/`);
  const oldRefused = await pacers.signIn.run(async () =>
    page.request.post(SIGN_IN_PATH, {
      data: { email: user.email, password: user.password, rememberMe: false },
      headers: { [CAPTCHA_HEADER]: await solvedCaptcha(origin), Origin: origin },
    }),
  );
  expect(oldRefused.status()).toBe(401);

  await gotoHydrated(page, "/login");
  await expect(loginForm(page).email).toBeVisible();
  const { response } = await signInThroughForm(page, { email: user.email, password: newPassword });
  expect(response.status()).toBe(200);
  await gotoHydrated(page, "/profile");
  await expect(profileCard(page).email).toHaveValue(user.email);
});
