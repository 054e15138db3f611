import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Scans the page with axe (WCAG 2.1 A and AA) and fails on any serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // Let the page's fade-in finish, so colours are measured at full opacity (endless animations excepted).
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
