import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { gotoHydrated, toasts } from "./helpers";
import { createConfirmedUser, signInThroughApi } from "./support/accounts";

/**
 * The documents of the public pages that only read do not hydrate (issue 13, decision 0022): their
 * own script does what React does on the other pages. These drive that script as a reader would, on
 * a phone, where the menu lives.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const banner = (page: Page) => page.getByRole("banner");
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** Each link of `scope` named here leads to its address. */
async function expectLinks(scope: Locator, hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs)) {
    await expect(scope.getByRole("link", { name, exact: true }), name).toHaveAttribute("href", href);
  }
}

async function expectNoReact(page: Page, pathname: string) {
  const scripts: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", record);
  await gotoHydrated(page, pathname);
  page.off("request", record);
  expect(await page.evaluate(() => "__reactRouterContext" in window), pathname).toBe(false);
  const main = page.getByRole("main");
  expect(
    await main.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react"))),
    pathname,
  ).toBe(false);
  expect(
    scripts.filter((path) => /\/entry\.client-/.test(path)),
    pathname,
  ).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 }), pathname).toBeVisible();
}

test("the public pages that only read load no React: no router state, no React-owned node", async ({
  page,
}) => {
  for (const pathname of [
    "/about",
    "/roadmap",
    "/whitepaper",
    "/terms-of-service",
    "/privacy-policy",
    "/international-sale-agreement",
    "/ka/roadmap",
  ]) {
    await expectNoReact(page, pathname);
  }
  await expectNoReact(page, "/");
  // Its script ran: the figures came.
  await expect(page.getByTestId("hero-sale-card").getByText(/USDT$/).first()).toBeVisible();
  // No toaster until a toast: the script mounts the one there is with its first (landing/toast.ts).
  await expect(toasts(page)).toHaveCount(0);
});

test("a page that shows no figures asks for none: no sale read, no stream, no toast", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await gotoHydrated(page, "/about");
  // Its script has asked for the session: it ran to the end.
  await expect.poll(() => asked.includes("/api/auth/get-session")).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(asked.filter((path) => path === "/api/sale" || path.startsWith("/api/live"))).toEqual([]);
  await expect(toasts(page)).toHaveCount(0);
});

test("the page paints before it loads its script and reads: the script, the session and the figures are asked for after the first contentful paint", async ({
  page,
}) => {
  // The page's script, fetched beside the stylesheet by the parser, cost /about 0.1-0.3 s of
  // Lighthouse's LCP though nothing waited for it (decision 0029).
  const script = "page's script";
  for (const [pathname, reads] of [
    ["/", [script, "/api/auth/get-session", "/api/sale"]],
    ["/about", [script, "/api/auth/get-session"]],
  ] as const) {
    await gotoHydrated(page, pathname);
    const timings = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        reads: performance
          .getEntriesByType("resource")
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
          .filter(({ path }) => path.startsWith("/api/") || /\/static-page-[^/]*\.js$/.test(path)),
      }));
    const named = (path: string) => (path.startsWith("/api/") ? path : script);
    await expect
      .poll(async () => (await timings()).reads.map(({ path }) => named(path)), pathname)
      .toEqual(expect.arrayContaining([...reads]));
    const { paint, reads: started } = await timings();
    expect(paint, pathname).not.toBeNull();
    for (const read of started)
      expect(read.start, `${pathname}: ${read.path}`).toBeGreaterThanOrEqual(paint ?? 0);
  }
});

test("without paint timing the page still reads, a frame later: the session's links show", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "PerformanceObserver");
  });
  await gotoHydrated(page, "/about");
  await banner(page).getByRole("button", { name: "Open menu" }).click();
  await expectLinks(menu(page), { Register: "/register", Login: "/login" });
  await expect(menu(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
});

test("the phone menu opens, closes with Escape, its button, a tap outside and a link, and gives the focus back", async ({
  page,
}) => {
  // Opened by both its script and its button's command, the dialog made the browser warn.
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await gotoHydrated(page, "/");
  const open = banner(page).getByRole("button", { name: "Open menu" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();
  await expect(menu(page)).toBeVisible();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  const nav = menu(page).getByRole("navigation", { name: "Mobile" });
  for (const name of ["Home", "Product", "About", "Roadmap"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expectLinks(menu(page), { Register: "/register", Login: "/login" });

  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole("button", { name: "Close menu" }).click();
  await expect(menu(page)).toBeHidden();

  // A tap on the dimmed page beside the panel.
  await open.click();
  await expect(menu(page)).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(menu(page)).toBeHidden();

  // Product: the menu closes and the page scrolls to the section, without loading again.
  await open.click();
  await nav.getByRole("link", { name: "Product", exact: true }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL("/#product");
  await expect(page.locator("#product")).toBeInViewport();

  await open.click();
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");
  expect(warnings).toEqual([]);
});

test.describe("before the page's script, or without it", () => {
  // The script comes a round trip after the first paint (decision 0029): the menu's buttons work by
  // invoker commands until then, and where scripts are off.
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens from its button and closes with its button, Escape and a tap outside", async ({
    page,
  }) => {
    await page.goto("/about");
    const open = banner(page).getByRole("button", { name: "Open menu" });
    await open.click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Roadmap", exact: true })).toBeVisible();
    await menu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menu(page)).toBeHidden();

    await open.click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu(page)).toBeHidden();
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("signed in, the header's links and every Join the Sale lead to the investor area, and the visitor's never show", async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const user = await createConfirmedUser(page.request, origin, "landing-signed-in");
    await signInThroughApi(page.request, origin, user);

    // What the header shows in every frame, from the first paint until the session is known (a frame,
    // not a change of the DOM: the parser builds the header before the stylesheet applies).
    const seen = new Set<string>();
    await page.exposeFunction("recordHeader", (text: string) => seen.add(text));
    await page.addInitScript(() => {
      const record = () => {
        const links = [...document.querySelectorAll("header a")];
        const shown = links.filter((link) => link.checkVisibility({ visibilityProperty: true }));
        const names = shown.map((link) => link.textContent?.trim());
        (window as unknown as { recordHeader: (text: string) => void }).recordHeader(names.join("|"));
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });

    await gotoHydrated(page, "/");
    await expectLinks(banner(page), { Dashboard: "/dashboard", "Invest Now": "/investment" });
    await expect(banner(page).getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await expect(banner(page).getByRole("link", { name: "Register", exact: true })).toHaveCount(0);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Register Now" })).toHaveCount(0);
    const joins = main.getByRole("link", { name: "Join the Sale" });
    await expect(joins).toHaveCount(2);
    for (const join of await joins.all()) await expect(join).toHaveAttribute("href", "/investment");
    expect([...seen].some((text) => text.includes("Dashboard"))).toBe(true);
    expect([...seen].filter((text) => /Login|Register/.test(text))).toEqual([]);

    // The other pages that do not hydrate follow the session the same way.
    seen.clear();
    await gotoHydrated(page, "/whitepaper");
    await expect(banner(page).getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    expect([...seen].filter((text) => /Login|Register/.test(text))).toEqual([]);
  });
});

test("the language links follow the reader's place: the query, and a fragment reached later", async ({
  page,
}) => {
  await gotoHydrated(page, "/terms-of-service?from=mail");
  const georgian = page.getByRole("contentinfo").getByRole("link", { name: "ქართული" });
  await expect(georgian).toHaveAttribute("href", "/ka/terms-of-service?from=mail");
  await page.evaluate(() => {
    window.location.hash = "#contents";
  });
  await expect(georgian).toHaveAttribute("href", "/ka/terms-of-service?from=mail#contents");

  // Learn More reaches the product section by replaceState, which fires no hashchange.
  await gotoHydrated(page, "/");
  await expect(georgian).toHaveAttribute("href", "/ka");
  await page.getByRole("main").getByRole("button", { name: "Learn More" }).click();
  await expect(page).toHaveURL("/#product");
  await expect(georgian).toHaveAttribute("href", "/ka#product");
});

test("signed out, Join the Sale registers first and the language link remembers Georgian", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/");
  const joins = page.getByRole("main").getByRole("link", { name: "Join the Sale" });
  await expect(joins).toHaveCount(2);
  for (const join of await joins.all()) {
    await expect(join).toHaveAttribute(
      "href",
      `/register?${new URLSearchParams({ redirectTo: "/investment" })}`,
    );
  }
  await banner(page).getByRole("button", { name: "Open menu" }).click();
  await menu(page).getByRole("link", { name: "ქართული" }).click();
  await expect(page).toHaveURL("/ka");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "pxl_locale")?.value).toBe("ka");
  await expect(page.getByRole("main").getByRole("link", { name: "შეუერთდით გაყიდვას" })).toHaveCount(2);
});
