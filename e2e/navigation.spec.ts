import { expect, test } from "@playwright/test";
import { expectProductSectionScrolledIntoView, gotoHydrated, pageHeading, productSection } from "./helpers";
import { contactEmail, routeFor } from "./public-routes";

test.describe("top navigation (desktop)", () => {
  test("links point to home, about, roadmap, register and login", async ({ page }) => {
    await page.goto("/roadmap");
    const header = page.getByRole("banner");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main).toBeVisible();
    await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Product", exact: true })).toHaveAttribute(
      "href",
      "/#product",
    );
    await expect(main.getByRole("link", { name: "About", exact: true })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "Roadmap", exact: true })).toHaveAttribute(
      "href",
      "/roadmap",
    );
    await expect(header.getByRole("link", { name: "Register", exact: true })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");
  });

  test("Home, About and Roadmap open their pages", async ({ page }) => {
    await gotoHydrated(page, "/terms-of-service");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const [name, path] of [
      ["About", "/about"],
      ["Roadmap", "/roadmap"],
      ["Home", "/"],
    ] as const) {
      await main.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(pageHeading(page)).toHaveText(routeFor(path).h1);
    }
  });

  test("the current page's link is marked", async ({ page }) => {
    await gotoHydrated(page, "/roadmap");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Roadmap", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(main.getByRole("link", { name: "About", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Register and Login lead to their paths", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL("/register");
    await page.goBack();
    await expect(page).toHaveURL("/");
    await header.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/login");
  });
});

test.describe("Product link", () => {
  test("on the landing page it scrolls to the product section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(productSection(page)).not.toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Product" }).click();

    await expectProductSectionScrolledIntoView(page);
    await expect(page).toHaveURL("/#product");
    await expect(pageHeading(page)).toHaveText(routeFor("/").h1);
  });

  test("from another page it goes to /#product and the landing page scrolls there", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Product" }).click();

    await expect(page).toHaveURL("/#product");
    await expect(pageHeading(page)).toHaveText(routeFor("/").h1);
    await expectProductSectionScrolledIntoView(page);
  });

  test("Learn More in the hero scrolls to the product section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Learn More" }).click();
    await expectProductSectionScrolledIntoView(page);
  });
});

test.describe("footer", () => {
  test("navigation, legal and contact links point where they should", async ({ page }) => {
    await page.goto("/about");
    const footerNav = page.getByRole("navigation", { name: "Footer" });
    await expect(footerNav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(footerNav.getByRole("link", { name: "Product Information" })).toHaveAttribute(
      "href",
      "/#product",
    );
    await expect(footerNav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(footerNav.getByRole("link", { name: "Roadmap", exact: true })).toHaveAttribute(
      "href",
      "/roadmap",
    );

    const legal = page.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(legal.getByRole("link", { name: "International Sale Agreement" })).toHaveAttribute(
      "href",
      "/international-sale-agreement",
    );

    await expect(page.getByRole("contentinfo").getByRole("link", { name: contactEmail })).toHaveAttribute(
      "href",
      `mailto:${contactEmail}`,
    );
  });

  test("page links open their pages", async ({ page }) => {
    test.slow(); // six page changes in one test
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const [name, path] of [
      ["About", "/about"],
      ["Roadmap", "/roadmap"],
      ["Terms of Service", "/terms-of-service"],
      ["Privacy Policy", "/privacy-policy"],
      ["International Sale Agreement", "/international-sale-agreement"],
      ["Home", "/"],
    ] as const) {
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(pageHeading(page)).toHaveText(routeFor(path).h1);
    }
  });

  test("Product Information from another page goes to the product section", async ({ page }) => {
    await gotoHydrated(page, "/roadmap");
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "Product Information" })
      .click();
    await expect(page).toHaveURL("/#product");
    await expectProductSectionScrolledIntoView(page);
  });
});

test.describe("mobile menu (375 x 812)", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the desktop links are hidden and the menu opens and closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/roadmap");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const openMenu = page.getByRole("button", { name: "Open menu" });
    await expect(openMenu).toBeVisible();
    await openMenu.click();

    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const mobileNav = dialog.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Home", "Product", "About", "Roadmap"]) {
      await expect(mobileNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole("link", { name: "Register", exact: true })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(dialog.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openMenu).toBeFocused();
    await expect(page).toHaveURL("/roadmap");

    // The keyboard opens it again (the menu's code loaded on the first use stays).
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close menu" })).toBeVisible();
  });

  test("a link in the menu navigates and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/roadmap");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" }).click();

    await expect(page).toHaveURL("/about");
    await expect(dialog).toBeHidden();
    await expect(pageHeading(page)).toHaveText(routeFor("/about").h1);
  });

  test("Product in the menu closes it and scrolls to the product section", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Product" }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/#product");
    await expectProductSectionScrolledIntoView(page);
  });
});
