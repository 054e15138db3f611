import { expect, type Page, test as plain } from "@playwright/test";
import { expectFitsPhone, gotoHydrated, pageHeading } from "./helpers";
import { publicRoutes } from "./public-routes";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";

/*
 * Issue 15: every page in English and in Georgian. The served HTML of each language (no JavaScript),
 * the switch that keeps the page (watched while it switches), the first visit from a Georgian
 * browser, and the Georgian pages under axe and at a phone's 360 px.
 */
const GEORGIAN = /[\u10A0-\u10FF]/;
const inGeorgian = (path: string) => (path === "/" ? "/ka" : `/ka${path}`);
const accountPaths = ["/register", "/login", "/forgot-password"] as const;

/** The attributes of every `<link ...>` of a document. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)>/gi)].map(([, attrs]) =>
    Object.fromEntries(
      [...(attrs ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        (name ?? "").toLowerCase(),
        (value ?? "").replace(/&amp;/g, "&"),
      ]),
    ),
  );
}

const textOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "gi"))]
    .map(([, inner]) => (inner ?? "").replace(/<[^>]+>/g, "").trim())
    .join(" ");

plain.describe("served HTML in both languages (no JavaScript)", () => {
  for (const route of publicRoutes) {
    plain(
      `${route.path} and ${inGeorgian(route.path)}: lang, alternates, canonical, words`,
      async ({ request, baseURL }) => {
        const english = await (await request.get(route.path)).text();
        const georgianAnswer = await request.get(inGeorgian(route.path));
        expect(georgianAnswer.status()).toBe(200);
        const georgian = await georgianAnswer.text();

        expect(english).toMatch(/<html lang="en"/);
        expect(georgian).toMatch(/<html lang="ka"/);
        expect(textOf(english, "h1")).toBe(route.h1);
        expect(textOf(georgian, "h1")).toMatch(GEORGIAN);
        expect(textOf(georgian, "title")).toMatch(GEORGIAN);
        expect(textOf(english, "title")).not.toMatch(GEORGIAN);

        for (const [html, self] of [
          [english, route.path],
          [georgian, inGeorgian(route.path)],
        ] as const) {
          const all = links(html);
          const canonical = all.filter((l) => l.rel === "canonical").map((l) => l.href);
          expect(canonical).toEqual([`${baseURL}${self}`]);
          const alternates = Object.fromEntries(
            all.filter((l) => l.rel === "alternate").map((l) => [l.hreflang, l.href]),
          );
          expect(alternates).toEqual({
            en: `${baseURL}${route.path}`,
            ka: `${baseURL}${inGeorgian(route.path)}`,
            "x-default": `${baseURL}${route.path}`,
          });
        }
      },
    );
  }

  plain("the account pages' Georgian HTML holds their Georgian form", async ({ request }) => {
    for (const path of accountPaths) {
      const html = await (await request.get(inGeorgian(path))).text();
      expect(html, path).toMatch(/<html lang="ka"/);
      expect(html, path).toMatch(/<form\b/);
      expect(textOf(html, "label"), path).toMatch(GEORGIAN);
      expect(textOf(html, "button"), path).toMatch(GEORGIAN);
    }
  });

  plain(
    "the sitemap lists every public page in both languages, with alternates",
    async ({ request, baseURL }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const route of publicRoutes) {
        expect(sitemap).toContain(`<loc>${baseURL}${route.path}</loc>`);
        expect(sitemap).toContain(`<loc>${baseURL}${inGeorgian(route.path)}</loc>`);
      }
      expect(sitemap).toContain(`hreflang="ka" href="${baseURL}/ka/about"`);
    },
  );
});

/**
 * Records the h1's text each time it changes, from the first paint on, across the tab's documents
 * (a public page's language link loads the other language's document: it does not hydrate).
 */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = JSON.parse(sessionStorage.getItem("headings") ?? "[]");
    const record = () => {
      const text = document.querySelector("h1")?.textContent?.trim() ?? "";
      if (!text || seen[seen.length - 1] === text) return;
      seen.push(text);
      sessionStorage.setItem("headings", JSON.stringify(seen));
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const headingsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("headings") ?? "[]"));

plain.describe("the language switch", () => {
  plain("keeps the page and its place; the page never says a third thing in between", async ({ page }) => {
    await recordHeadings(page);
    await gotoHydrated(page, "/roadmap?from=switch");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "ქართული" }).click();
    await expect(page).toHaveURL(/\/ka\/roadmap\?from=switch$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ka");
    await expect(pageHeading(page)).toHaveText(GEORGIAN);
    const georgianHeading = (await pageHeading(page).textContent())?.trim() ?? "";

    // Back to English, from the footer this time.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/roadmap\?from=switch$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(pageHeading(page)).toHaveText("Roadmap");
    // Every heading shown on the way: the English one, the Georgian one, the English one again.
    expect(await headingsSeen(page)).toEqual(["Roadmap", georgianHeading, "Roadmap"]);
  });

  plain("links inside a Georgian page stay Georgian", async ({ page }) => {
    await gotoHydrated(page, "/ka");
    const nav = page.getByRole("navigation").first();
    const hrefs = await nav.getByRole("link").evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    const ours = hrefs.filter((href): href is string => Boolean(href?.startsWith("/")));
    expect(ours.length).toBeGreaterThan(2);
    for (const href of ours) expect(href, href).toMatch(/^\/ka(\/|$|#|\?)/);
  });
});

plain.describe("a first visit", () => {
  plain.use({ locale: "ka-GE" });

  plain("from a Georgian browser lands in Georgian; a chosen language sticks", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page).toHaveURL(/\/ka\/about$/);
    await expect(pageHeading(page)).toHaveText(GEORGIAN);
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The reader chose English: the browser's languages no longer decide.
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

plain.describe("Georgian pages, accessible and fit for a phone", () => {
  // A dozen pages, each hydrated and checked: over the default 30 s on a loaded two-core machine.
  plain.describe.configure({ timeout: 120_000 });

  plain("public and account pages have no serious axe violation", async ({ page }) => {
    for (const path of [...publicRoutes.map((r) => r.path), ...accountPaths]) {
      await gotoHydrated(page, inGeorgian(path));
      await expect(pageHeading(page)).toHaveText(GEORGIAN);
      await expectNoSeriousAxeViolations(page);
    }
  });

  plain.describe("at 360 px", () => {
    plain.use({ viewport: { width: 360, height: 740 } });

    plain("public and account pages, and the menu, fit", async ({ page }) => {
      for (const path of [...publicRoutes.map((r) => r.path), ...accountPaths]) {
        await gotoHydrated(page, inGeorgian(path));
        await expect(pageHeading(page)).toHaveText(GEORGIAN);
        await expectFitsPhone(page, inGeorgian(path));
      }
      await gotoHydrated(page, "/ka");
      await page.getByRole("banner").getByRole("button").last().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectFitsPhone(page, "/ka with the menu open");
    });
  });
});

test.describe("the investor area in Georgian", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.describe.configure({ timeout: 120_000 });

  test("speaks Georgian, fits a phone, and remembers the language for e-mails", async ({ page, origin }) => {
    const user = await createConfirmedUser(page.request, origin, "georgian");
    await signInThroughApi(page.request, origin, user);
    for (const path of ["/dashboard", "/investment", "/profile", "/kyc"]) {
      await gotoHydrated(page, inGeorgian(path));
      await expect(pageHeading(page)).toHaveText(GEORGIAN);
      await expect(page.locator("html")).toHaveAttribute("lang", "ka");
      await expectFitsPhone(page, inGeorgian(path));
    }
    // Using the area in Georgian made Georgian the language of their e-mails.
    await expect
      .poll(async () => {
        const session = await (await page.request.get("/api/auth/get-session")).json();
        return session?.user?.locale;
      })
      .toBe("ka");
  });
});
