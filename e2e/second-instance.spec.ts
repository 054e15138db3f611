import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { gotoHydrated } from "./helpers";
import { noindexPaths, publicRoutes } from "./public-routes";
import { E2E_BUILD_DIR } from "./support/e2e-build";
import { type SecondInstance, startSecondInstance } from "./support/second-instance";

/*
 * Issue 12, item 2: one build serves any BASE_URL. A second server, started on another port with
 * another public address (and as production, so without the demo banner) while the e2e server runs,
 * serves from the same build folder; both keep serving their own address and banner, and nothing
 * was rebuilt under the first. The second instance needs PostgreSQL (production refuses PGlite).
 */
const SECOND_PORT = 4331;
const SECOND_BASE_URL = "https://second.pxl.example";
const PLACEHOLDER_HOST = "site-url.pxl.invalid";
const BANNER = "Demo site: no real money moves here.";
const adminUrl = process.env.TEST_DATABASE_URL;

const buildFiles = ["client/index.html", "client/__spa-fallback.html", "server/main.js"].map(
  (file) => `${E2E_BUILD_DIR}/${file}`,
);
const stamps = () => buildFiles.map((file) => `${file} ${statSync(file).mtimeMs}`);

/** Every page the server fills in: the public ones, the account pages, and the shell. */
const servedPaths = [...publicRoutes.map((r) => r.path), ...noindexPaths, "/dashboard"];

function attribute(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

async function expectServes(origin: string, baseUrl: string, demo: boolean) {
  for (const path of servedPaths) {
    const answer = await fetch(`${origin}${path}`);
    expect([path, answer.status]).toEqual([path, 200]);
    const html = await answer.text();
    // The address the build was made with is never served: every occurrence was filled in.
    expect(html.includes(PLACEHOLDER_HOST), `${origin}${path} still carries ${PLACEHOLDER_HOST}`).toBe(false);
    expect(attribute(html, /<meta name="pxl-site-url" content="([^"]*)"/)).toBe(baseUrl);
    expect(attribute(html, /<meta name="pxl-demo" content="([^"]*)"/)).toBe(String(demo));
    expect([path, html.includes(BANNER)]).toEqual([path, demo]);
    if (publicRoutes.some((r) => r.path === path)) {
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseUrl}${path}`);
      expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${baseUrl}${path}`);
      expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${baseUrl}/og-image.png`);
    }
  }
}

/** The command line of the process listening on `port` (ss names it). */
function listenerCommandLine(port: number): string {
  const line = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const pid = line.match(/pid=(\d+)/)?.[1];
  if (!pid) throw new Error(`no process found listening on ${port}: ${line}`);
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
}

/** Errors the page reports (a hydration mismatch, a script the CSP refused). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("one build, two servers", () => {
  test.skip(!adminUrl, "the production instance needs PostgreSQL: set TEST_DATABASE_URL");
  let second: SecondInstance;
  let admin: pg.Client;
  const database = `pxl_e2e_second_${process.pid}`;
  let before: string[];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${database}`;
    before = stamps();
    second = await startSecondInstance({
      port: SECOND_PORT,
      baseUrl: SECOND_BASE_URL,
      databaseUrl: url.href,
    });
  });

  test.afterAll(async () => {
    await second?.stop();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  test("each serves its own address and demo flag, filled in from one unchanged build", async ({
    baseURL,
  }) => {
    const first = baseURL ?? "";
    await expectServes(first, first, true);
    await expectServes(second.origin, SECOND_BASE_URL, false);
    // Starting the second instance rebuilt nothing under the first.
    expect(stamps()).toEqual(before);
    await expectServes(first, first, true);
  });

  test("the browser reads its address and demo flag from the page it was served", async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, `${second.origin}/about`);
    await expect(page.getByRole("heading", { level: 1, name: "About Pixel Academy" })).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
    // Meta tags computed in the browser after a client-side navigation carry the served address.
    await page.getByRole("link", { name: "Roadmap" }).first().click();
    await expect(page).toHaveURL(`${second.origin}/roadmap`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SECOND_BASE_URL}/roadmap`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${SECOND_BASE_URL}/roadmap`,
    );

    await gotoHydrated(page, `${baseURL}/about`);
    await expect(page.getByText(BANNER)).toBeVisible();
    await page.getByRole("link", { name: "Roadmap" }).first().click();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/roadmap`);
    expect(errors).toEqual([]);
  });

  test("both run the compiled server with plain node, no TypeScript loader", async ({ baseURL }) => {
    const firstPort = Number(new URL(baseURL ?? "").port);
    for (const port of [firstPort, SECOND_PORT]) {
      const command = listenerCommandLine(port);
      expect(command).toMatch(/^\S*node scripts\/start\.mjs$/);
      expect(command).not.toContain("tsx");
    }
    expect(second.output()).not.toMatch(/error/i);
  });
});
