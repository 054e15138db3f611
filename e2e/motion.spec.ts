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
    // A page that hydrates: the public pages that only read do not (decision 0022).
    const html = await (await request.get("/login")).text();
    expect(html).toMatch(/<main id="main"/);
    expect(html).not.toContain("animate-page-in");
    await gotoHydrated(page, "/login");
    await expect(page.getByRole("main")).not.toHaveClass(/animate-page-in/);
    expect(await animationOfMain(page)).toBe("none");
  });

  test("a client-side navigation fades the new page in", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // From a page that hydrates: the public pages that only read do not, and their links load the
    // next page's document.
    await gotoHydrated(page, "/login");
    await expect(page.getByRole("main")).not.toHaveClass(/animate-page-in/);
    await navigateToAbout(page);
    await expect(page.getByRole("main")).toHaveClass(/animate-page-in/);
    expect(await animationOfMain(page)).toBe("page-in");
  });

  test("with reduced motion a client-side navigation does not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/login");
    await navigateToAbout(page);
    await expect.poll(() => animationOfMain(page)).toBe("none");
  });
});
