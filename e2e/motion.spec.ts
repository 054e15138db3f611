import { expect, test } from "@playwright/test";

/** The main element fades in on each page (animation "page-in"), except for people who asked for less motion. */
test.describe("prefers-reduced-motion", () => {
  const animationOfMain = (page: import("@playwright/test").Page) =>
    page.getByRole("main").evaluate((main) => getComputedStyle(main).animationName);

  test("with reduced motion the page does not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await expect(page.getByRole("main")).toBeVisible();
    await expect.poll(() => animationOfMain(page)).toBe("none");
  });

  test("without it the page fades in", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/about");
    await expect(page.getByRole("main")).toBeVisible();
    await expect.poll(() => animationOfMain(page)).toBe("page-in");
  });
});
