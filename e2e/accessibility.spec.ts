import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { pageHeading } from "./helpers";
import { notFoundH1, publicRoutes, unknownPath } from "./public-routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoSeriousViolations(page: Page) {
  // Let the page's fade-in finish, so colours are measured at full opacity (endless pulses excepted).
  await page.getByRole("main").evaluate((main) =>
    Promise.all(
      main
        .getAnimations({ subtree: true })
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `${v.id} [${v.impact}] ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.map(String).join(" >> ")}`).join("\n"),
    )
    .join("\n");
  expect(serious, `axe found serious/critical violations on ${page.url()}:\n${report}`).toEqual([]);
}

test.describe("accessibility (axe, WCAG 2.1 A and AA)", () => {
  for (const route of publicRoutes) {
    test(`${route.path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(route.path);
      await expect(pageHeading(page)).toBeVisible();
      if (route.path === "/") {
        // Scan the tracker in its final state, not the loading one.
        await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();
      }
      await expectNoSeriousViolations(page);
    });
  }

  test("the not-found page has no serious or critical violation", async ({ page }) => {
    await page.goto(unknownPath);
    await expect(pageHeading(page)).toHaveText(notFoundH1);
    await expectNoSeriousViolations(page);
  });
});
