import { expect, test } from "@playwright/test";
import { pageHeading } from "./helpers";
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
