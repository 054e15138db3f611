import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pageModuleGraph } from "../bench/landing-js";
import { expectNoSidewaysScroll, gotoHydrated, toasts, waitForHydration } from "./helpers";
import { E2E_BUILD_DIR } from "./support/e2e-build";

/** Issue 13: what a page paints before and while its JavaScript runs. */

const accountPages = [
  {
    path: "/register",
    fields: ["firstName", "lastName", "email", "phone", "country", "password", "confirmPassword"],
  },
  { path: "/login", fields: ["email", "password", "rememberMe"] },
  { path: "/forgot-password", fields: ["email"] },
] as const;

test.describe("account pages paint without JavaScript", () => {
  for (const { path: pathname, fields } of accountPages) {
    test(`${pathname}'s served HTML holds its form`, async ({ request }) => {
      const answer = await request.get(pathname);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["x-robots-tag"]).toBe("noindex");
      const html = await answer.text();
      expect(html).toMatch(/<form\b/);
      for (const field of fields) expect(html, `${pathname}: field ${field}`).toContain(`name="${field}"`);
      expect(html).not.toContain('role="status" aria-live="polite"><span class="size-8 animate-spin');
    });
  }

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    // React moves a large boundary's content into a hidden <div> at the end of the document for a
    // script to move back (decision 0024): the HTML held /register's form, but nobody saw it.
    for (const { path: pathname, fields } of accountPages) {
      test(`${pathname}'s form shows`, async ({ page }) => {
        await page.goto(pathname);
        await expect(page.locator("main form")).toBeVisible();
        await expect(page.locator(`main form [name="${fields[0]}"]`)).toBeVisible();
      });
    }

    test.describe("on a 360 px phone", () => {
      test.use({ viewport: { width: 360, height: 740 } });
      for (const { path: pathname, fields } of accountPages) {
        test(`${pathname}'s form shows and fits`, async ({ page }) => {
          await page.goto(pathname);
          await expect(page.locator(`main form [name="${fields[0]}"]`)).toBeInViewport();
          await expect(page.locator('main form button[type="submit"]')).toBeVisible();
          await expectNoSidewaysScroll(page, pathname);
        });
      }
    });
  });

  test("/reset-password's served HTML is the page's own frame, checking the link", async ({ request }) => {
    const html = await (await request.get("/reset-password")).text();
    expect(html).toContain("Verifying Reset Link");
    expect(html).toContain('id="main"');
  });

  test("the account pages are not in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const pathname of ["/register", "/login", "/forgot-password", "/reset-password"]) {
      expect(sitemap).not.toContain(`${pathname}<`);
    }
  });

  test("a login page opened with a query (the confirmation link) hydrates without a mismatch", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, "/login?confirmed=1");
    await expect(page.getByRole("textbox", { name: /e-?mail/i })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test("a page's first paint waits for its content, not only the top of it that has arrived", async ({
  page,
  baseURL,
}) => {
  // Between the app and the browser: /login's HTML up to its form at once, the rest when the test says.
  // Released by the test, not by a timer: on a loaded machine the top can take seconds to be parsed.
  let sendTheRest = () => {};
  const restReleased = new Promise<void>((resolve) => {
    sendTheRest = resolve;
  });
  const proxy = createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url ?? "/", baseURL));
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
    if (req.url !== "/login") return void res.end(body);
    const html = body.toString();
    const cut = html.indexOf("<form");
    res.write(html.slice(0, cut));
    await restReleased;
    res.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  const paintEntries = (name?: string) =>
    page.evaluate(
      (entryName) =>
        entryName
          ? performance.getEntriesByName(entryName).length
          : performance.getEntriesByType("paint").length,
      name,
    );
  try {
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: "commit" });
    // The header and the card's title are parsed and styled: a browser would paint them now. Polled on
    // a timer: the default, animation frames, never comes while rendering is blocked.
    await page.waitForFunction(
      () => document.querySelector("#auth-card-title") !== null && document.styleSheets.length > 0,
      undefined,
      { polling: 50 },
    );
    await page.waitForTimeout(500);
    expect(await paintEntries()).toBe(0);
    sendTheRest();
    await expect(page.locator("main form")).toBeVisible();
    // The paint entry is queued once the frame is presented, a moment after the DOM shows the form.
    await expect.poll(() => paintEntries("first-contentful-paint")).toBe(1);
  } finally {
    sendTheRest();
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});

test("the investor area's served HTML is the site's frame with a spinner, not a blank page", async ({
  page,
}) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/dashboard");
  await expect(page.getByRole("banner").getByRole("link", { name: "About", exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading…");
});

/**
 * Opens a Georgian page rendered in the browser twice: with its JavaScript refused, the served HTML
 * must already be Georgian (`lang`, the status, the menu button); with it, `arrive` waits for the
 * page's answer, and every moment on the way (the document's language and the main element's words)
 * must be Georgian, never an English word from `english`.
 */
async function expectGeorgianThroughout(
  page: Page,
  pathname: string,
  arrive: () => Promise<void>,
  english: RegExp,
) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(pathname);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("ka");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("იტვირთება…");
  await expect(page.getByRole("banner").getByRole("button", { name: "მენიუს გახსნა" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.unroute(/\/assets\/.*\.js$/);

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      seen.push(`${document.documentElement.lang} ${document.querySelector("main")?.textContent ?? ""}`);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.goto(pathname);
  await arrive();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((moment) => !moment.startsWith("ka") || english.test(moment))).toEqual([]);
}

// Each was served React Router's one shell, in English, before its Georgian page.
test("the Georgian investor area paints in Georgian before its JavaScript runs, and says nothing in English after", async ({
  page,
}) => {
  // Signed out: on the way to the sign-in page.
  await expectGeorgianThroughout(
    page,
    "/ka/dashboard",
    async () => {
      await expect(page).toHaveURL(/\/ka\/login\?/);
      await expect(page.getByRole("main").getByRole("button", { name: "შესვლა", exact: true })).toBeVisible();
    },
    /Loading/,
  );
});

test("a Georgian round paints in Georgian before its JavaScript runs, and says nothing in English after", async ({
  page,
}) => {
  await expectGeorgianThroughout(
    page,
    "/ka/rounds/00000000-0000-4000-8000-000000000000",
    () => expect(page.getByRole("main")).toContainText("ამ მისამართზე გამოქვეყნებული რაუნდი არ არსებობს."),
    /Loading|round/,
  );
});

test("English pages load no Georgian web font, though they name Georgian; Georgian pages do", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  const georgianFont = (urls: string[]) => urls.filter((url) => url.includes("noto-sans-georgian"));
  for (const pathname of ["/", "/about", "/login"]) {
    await gotoHydrated(page, pathname);
    // The language switch is on the page, its name in Georgian script.
    await expect(page.getByRole("banner").getByRole("link", { name: "ქართული" }).first()).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    expect(georgianFont(fonts), pathname).toEqual([]);
  }
  await gotoHydrated(page, "/ka/about");
  await page.evaluate(() => document.fonts.ready);
  expect(georgianFont(fonts)).toHaveLength(1);
});

test("the landing page breaks no rule of its content security policy", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const answer = await gotoHydrated(page, "/");
  expect(answer?.headers()["content-security-policy"]).toContain("script-src 'self'");
  // The live figures have loaded: every script the page runs at first has run.
  await expect(page.getByText("Live Data").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("hashed assets are cached for a year, immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script).toBeDefined();
  const answer = await request.get(script ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

/** The client build the server runs (playwright.config.ts builds it first), and each of its modules' code. */
function builtClient() {
  const webRoot = `${E2E_BUILD_DIR}/client`;
  const read = (url: string) => readFileSync(path.join(webRoot, url), "utf8");
  const everyModule = readdirSync(path.join(webRoot, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => read(`/assets/${file}`));
  return { webRoot, read, everyModule };
}

/** zod's schema classes, which only its full library (not its core) defines. */
const zodSchemas = /ZodObject/;

/**
 * A build test. Each library is recognised by text its minified code keeps; each marker must be found somewhere in
 * the build (the pages that use the library), so the test cannot pass by matching nothing.
 */
/** The public pages that only read: their documents do not hydrate (decision 0022). */
const staticPages = [
  "index.html",
  "about/index.html",
  "roadmap/index.html",
  "whitepaper/index.html",
  "terms-of-service/index.html",
  "privacy-policy/index.html",
  "international-sale-agreement/index.html",
  "ka/index.html",
  "ka/about/index.html",
];

test("the public pages that only read load no React, router, wallet, form, captcha, dialog, toast or schema-library code", () => {
  const { webRoot, read, everyModule } = builtClient();
  const markers = {
    // Its document does not hydrate: its own script brings its live parts to life (issue 13).
    react: /react\.transitional\.element/,
    "react-dom": /__reactFiber\$/,
    "react router": /__reactRouterContext/,
    wagmi: /@wagmi\/core|wagmi@/,
    viem: /viem@/,
    walletconnect: /walletconnect/i,
    "react-hook-form": /shouldUnregister/,
    altcha: /altcha/i,
    // The phone menu's dialog and the toasts load when first used.
    "radix dialog": /DialogContent/,
    sonner: /data-sonner-toaster/,
    // The schemas check the API's answers and the forms: they load beside the first request or submit.
    zod: zodSchemas,
    // Not even zod's core: it is configured where zod is first imported (zod-without-eval.ts).
    "zod's configuration": /jitless/,
  };
  for (const [library, marker] of Object.entries(markers)) {
    expect(
      everyModule.some((code) => marker.test(code)),
      `${library} is in the build`,
    ).toBe(true);
  }
  for (const page of staticPages) {
    const modules = pageModuleGraph(webRoot, page).map((url) => ({ url, code: read(url) }));
    // One request: the script bundled whole, so the page never finds its imports one level at a time.
    expect(
      modules.map(({ url }) => url),
      page,
    ).toEqual([expect.stringMatching(/^\/assets\/static-page-[\w-]+\.js$/)]);
    expect(modules[0]?.code, `${page}: the script that wires the language links`).toContain(
      "data-locale-choice",
    );
    // Asked for by the page once painted, never by the parser: nothing on the page waits for it
    // (page-script-loader.ts); static-documents.spec.ts checks when it comes.
    const html = readFileSync(path.join(webRoot, page), "utf8");
    expect(html, page).not.toMatch(/<script[^>]* src=/);
    expect(html, page).toMatch(/<script type="module">[^<]*import\("\/assets\/static-page-[\w-]+\.js"\)/);
    for (const [library, marker] of Object.entries(markers)) {
      const found = modules.filter(({ code }) => marker.test(code)).map(({ url }) => url);
      expect(found, `${library} in ${page}'s modules`).toEqual([]);
    }
  }
});

test("the account pages load the schemas' library with their forms' first use, and the toasts with the first toast, not with their first paint", () => {
  const { webRoot, read, everyModule } = builtClient();
  // sonner inserts its stylesheet when its module runs: in the first modules, that lengthened the
  // task that runs them (issue 13).
  const sonner = /data-sonner-toaster/;
  expect(everyModule.some((code) => zodSchemas.test(code))).toBe(true);
  expect(everyModule.some((code) => sonner.test(code))).toBe(true);
  for (const page of ["login", "register", "forgot-password", "ka/login", "ka/register"]) {
    const modules = pageModuleGraph(webRoot, `${page}/index.html`);
    expect(modules.length, page).toBeGreaterThan(5);
    // The form library is there: the graph is the form's, not an empty page's.
    expect(
      modules.some((url) => /shouldUnregister/.test(read(url))),
      `${page}: react-hook-form`,
    ).toBe(true);
    const found = modules.filter((url) => zodSchemas.test(read(url)));
    expect(found, `zod in ${page}'s modules`).toEqual([]);
    expect(
      modules.filter((url) => sonner.test(read(url))),
      `sonner in ${page}'s modules`,
    ).toEqual([]);
  }
});

test("the account pages load React, React DOM, the router and TanStack Query in one file, and the icons in another", () => {
  const { webRoot, read } = builtClient();
  const libraries = {
    react: /react\.transitional\.element/,
    "react-dom": /__reactFiber\$/,
    "react router": /__reactRouterContext/,
    "tanstack query": /QueryClient/,
  };
  for (const page of ["login", "register", "forgot-password", "ka/login"]) {
    const modules = pageModuleGraph(webRoot, `${page}/index.html`).map((url) => ({ url, code: read(url) }));
    const holding = (marker: RegExp) => modules.filter(({ code }) => marker.test(code)).map(({ url }) => url);
    const framework = holding(libraries.react);
    expect(framework, `${page}: the file holding React`).toHaveLength(1);
    for (const [library, marker] of Object.entries(libraries)) {
      expect(holding(marker), `${page}: ${library}`).toEqual(framework);
    }
    // An icon's drawing as lucide defines it: [`path`, {d: `M20 13c0 ...`}].
    expect(holding(/\[`path`,\{d:`/), `${page}: the icons`).toHaveLength(1);
  }
});

test("what a visitor types into the sign-in form before its JavaScript runs stays, and the form checks it", async ({
  page,
}) => {
  // The sign-in page's own module is held back: until it comes, nothing on the page is hydrated.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const main = page.getByRole("main");
  const email = main.getByRole("textbox", { name: "Email" });
  const password = main.getByLabel("Password", { exact: true });
  const submit = main.getByRole("button", { name: "Sign In", exact: true });

  await page.setViewportSize({ width: 360, height: 740 });
  // Module scripts hold back DOMContentLoaded: the page is there as soon as its HTML is.
  await page.goto("/login", { waitUntil: "commit" });
  await email.fill("nino@example");
  await password.fill("correct horse");
  const formHydrated = () =>
    page.evaluate(() => {
      const form = document.querySelector("main form");
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber$"));
    });
  expect(await formHydrated(), "typed before the form hydrated").toBe(false);
  await expect(submit).toBeDisabled();

  release();
  await waitForHydration(page);
  await expect(email).toHaveValue("nino@example");
  await expect(password).toHaveValue("correct horse");
  // The form read what was typed, not its empty defaults: the address is refused as malformed.
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await expect(main.getByText("Please enter a valid email address")).toBeVisible();
  await expect(main.getByText("Email is required")).toHaveCount(0);
});

test("a login form whose checks cannot load says so and sends nothing; once they load it checks as before", async ({
  page,
}) => {
  let blocked = true;
  const blockedScripts: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const answer = await route.fetch();
    const body = await answer.text();
    if (blocked && zodSchemas.test(body)) {
      blockedScripts.push(route.request().url());
      return route.abort("internetdisconnected");
    }
    return route.fulfill({ response: answer, body });
  });
  const signIns: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/sign-in")) signIns.push(request.method());
  });
  const unavailable = "The form could not load its checks. Check your connection and try again.";
  const main = page.getByRole("main");
  const email = main.getByRole("textbox", { name: "Email" });
  const submit = main.getByRole("button", { name: "Sign In", exact: true });

  // On a phone, where a dropped connection is most likely.
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/login");
  await expect(toasts(page).getByText(unavailable)).toHaveCount(0);
  // Focusing the form starts loading its checks, which fails quietly: nothing is said before a submit.
  await email.fill("nino@example");
  await main.getByLabel("Password", { exact: true }).fill("correct horse");
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  expect(blockedScripts.length, "the checks were asked for on focus").toBeGreaterThan(0);
  await expect(toasts(page).getByText(unavailable)).toHaveCount(0);

  await submit.click();
  await expect(toasts(page).getByText(unavailable)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(main.getByText("Please enter a valid email address")).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // The connection is back: the next submit loads the checks, which refuse the address; still nothing sent.
  blocked = false;
  await submit.click();
  await expect(main.getByText("Please enter a valid email address")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  expect(signIns).toEqual([]);
});
