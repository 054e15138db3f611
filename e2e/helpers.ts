import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (the prerendered HTML is there before the
 * scripts run; a click or a submit before hydration would not reach React's handlers).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** The toasts (sonner renders them in a region named "Notifications alt+T"). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** The h1 of the page, which must be the only one. */
export function pageHeading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/** The landing page's product section (the spec's #product target). */
export function productSection(page: Page) {
  return page.locator("#product");
}

/** Passes once the product section has been scrolled to the top of the viewport (below the sticky header). */
export async function expectProductSectionScrolledIntoView(page: Page) {
  const section = productSection(page);
  await expect(section).toBeInViewport();
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? Number.NaN), {
      message: "the top of #product should sit just below the sticky header",
    })
    .toBeLessThanOrEqual(120);
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? Number.NaN))
    .toBeGreaterThanOrEqual(0);
}
