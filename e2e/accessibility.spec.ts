import { expect, test } from "@playwright/test";
import { pageHeading } from "./helpers";
import { notFoundH1, publicRoutes, unknownPath } from "./public-routes";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.describe("accessibility (axe, WCAG 2.1 A and AA)", () => {
  for (const route of publicRoutes) {
    test(`${route.path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(route.path);
      await expect(pageHeading(page)).toBeVisible();
      if (route.path === "/") {
        // Scan the tracker in its final state, not the loading one.
        await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();
      }
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("the not-found page has no serious or critical violation", async ({ page }) => {
    await page.goto(unknownPath);
    await expect(pageHeading(page)).toHaveText(notFoundH1);
    await expectNoSeriousAxeViolations(page);
  });
});
