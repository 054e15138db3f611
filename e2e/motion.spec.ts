import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

/**
 * The main element fades in (animation "page-in") when a client-side navigation shows a new page,
 * never on the document's first paint (its prerendered HTML is painted at once: issue 13), and
 * never for people who asked for less motion.
 */
const animationOfMain = (page: Page) =>
  page.getByRole("main").evaluate((main) => getComputedStyle(main).animationName);

async function navigateToAbout(page: Page) {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About", exact: true })
    .click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/about/i);
}

test.describe("page fade", () => {
  test("the document's first paint has no fade, in its HTML or after hydration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<main id="main"/);
    expect(html).not.toContain("animate-page-in");
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("main")).not.toHaveClass(/animate-page-in/);
    expect(await animationOfMain(page)).toBe("none");
  });

  test("a client-side navigation fades the new page in", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // Not from the landing page, whose document does not hydrate: its links load the next page.
    await gotoHydrated(page, "/roadmap");
    await expect(page.getByRole("main")).not.toHaveClass(/animate-page-in/);
    await navigateToAbout(page);
    await expect(page.getByRole("main")).toHaveClass(/animate-page-in/);
    expect(await animationOfMain(page)).toBe("page-in");
  });

  test("with reduced motion a client-side navigation does not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/roadmap");
    await navigateToAbout(page);
    await expect.poll(() => animationOfMain(page)).toBe("none");
  });
});
