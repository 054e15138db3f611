import { expect, test } from "@playwright/test";
import { gotoHydrated, pageHeading } from "./helpers";
import { expectNoSeriousAxeViolations } from "./support/axe";

/*
 * axe (WCAG 2.1 A and AA) on the account screens a signed-out visitor sees, each in its form state:
 * before the form is touched, and with the captcha widget loaded (it loads when the person first
 * turns to the form). /dashboard needs a sign-in: it is scanned in accounts.spec.ts.
 */
const screens = [
  { path: "/register", h1: "Create Your Account", captcha: true },
  { path: "/login", h1: "Sign In", captcha: true },
  { path: "/forgot-password", h1: "Forgot Your Password?", captcha: true },
  // A token (fake: it is checked on submit) gives the set-new-password form.
  { path: "/reset-password?token=x", h1: "Set a New Password", captcha: false },
] as const;

test.describe("accessibility of the account screens (axe, WCAG 2.1 A and AA)", () => {
  for (const screen of screens) {
    test(`${screen.path} has no serious or critical violation`, async ({ page }) => {
      await gotoHydrated(page, screen.path);
      await expect(pageHeading(page)).toHaveText(screen.h1);
      if (screen.captcha) {
        // The widget's box: "I'm not a robot", or already "Verified" (solving starts on focus).
        const widgetBox = page.getByRole("group", { name: "Human check" }).getByRole("checkbox");
        await expect(
          page.getByText("The human check appears when you start filling in the form."),
        ).toBeVisible();
        await expect(widgetBox).toHaveCount(0);
        await expectNoSeriousAxeViolations(page);
        await page.getByRole("textbox").first().focus();
        await expect(widgetBox).toBeVisible();
      } else {
        await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
      }
      await expectNoSeriousAxeViolations(page);
    });
  }
});
