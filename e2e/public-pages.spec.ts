import { expect, test } from "@playwright/test";
import { gotoHydrated, pageHeading } from "./helpers";
import { notFoundH1, publicRoutes, routeFor, unknownPath } from "./public-routes";

test.describe("public pages", () => {
  for (const route of publicRoutes) {
    test(`${route.path} shows its h1 "${route.h1}"`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(pageHeading(page)).toHaveText(route.h1);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Footer" })).toBeVisible();
    });
  }
});

test.describe("not-found page", () => {
  test("an unknown path answers 404 and offers a way home", async ({ page }) => {
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText(notFoundH1);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(pageHeading(page)).toHaveText(routeFor("/").h1);
  });
});

test.describe("the whitepaper's contents", () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`each jump link at ${viewport.width} px brings its section's heading into view, below the header`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/whitepaper");
      const contents = page.getByRole("navigation", { name: "Whitepaper sections" });
      const links = await contents.getByRole("link").all();
      expect(links.length).toBeGreaterThan(5);
      // From the last to the first, each from the top: every jump crosses sections not painted yet.
      for (const link of [...links].reverse()) {
        const id = (await link.getAttribute("href"))?.slice(1) ?? "";
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        const heading = page.locator(`#${id}-title`);
        // Smooth scrolling: wait for the page to come to rest before measuring.
        await expect
          .poll(async () => {
            const before = await page.evaluate(() => window.scrollY);
            await page.waitForTimeout(150);
            return before === (await page.evaluate(() => window.scrollY));
          })
          .toBe(true);
        const header = await page.getByRole("banner").boundingBox();
        const box = await heading.boundingBox();
        expect(box, id).not.toBeNull();
        expect(box?.y ?? -1, `${id}: below the sticky header`).toBeGreaterThanOrEqual(header?.height ?? 0);
        expect(box?.y ?? Number.POSITIVE_INFINITY, `${id}: near the top`).toBeLessThan(viewport.height / 3);
      }
    });
  }
});
