import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { tokenDataFor } from "../src/shared/sale/token-data";
import { toasts } from "./helpers";

test.describe("fundraising tracker", () => {
  test("shows the progress, live, and the way to join", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();
    await expect(page.getByText("AVAILABLE", { exact: true })).toBeVisible();
    await expect(page.getByText("0.639 USDT", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Live Data", { exact: true })).toBeVisible();

    // The tracker's own Join the Sale (the hero has one too); signed out, it registers first.
    const join = page
      .getByRole("region", { name: "Fundraising tracker" })
      .getByRole("link", { name: "Join the Sale" });
    await expect(join).toHaveAttribute("href", "/register?redirectTo=%2Finvestment");
    await join.click();
    await expect(page).toHaveURL("/register?redirectTo=%2Finvestment");
  });

  test("a fresh sale (nothing raised yet) shows the sync notice", async ({ page }) => {
    // Other specs pay into the shared demo chain: a fresh sale's figures are served here.
    await page.route("**/api/live/sale", (route) => route.abort());
    await page.route("**/api/sale", (route) =>
      route.fulfill({ json: tokenDataFor(0n, new Date()), headers: { "cache-control": "no-cache" } }),
    );
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();

    const notice = page
      .getByRole("status")
      .filter({ hasText: "Data is initializing - blockchain sync in progress" });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveClass(/\bbg-(amber|yellow)-/);
    await expect(page.getByText("0.00 USDT", { exact: true }).first()).toBeVisible();
  });

  test("a failing API shows the error state and a toast", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/live/sale", (route) => route.abort());
    await page.route("**/api/sale", async (route) => {
      calls += 1;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Internal error" }),
      });
    });
    await page.goto("/");

    // React Query retries twice (about 3 s) before it gives up.
    await expect(page.getByText("Error loading fundraising data")).toBeVisible({ timeout: 15_000 });
    await expect(toasts(page).getByText("Failed to load fundraising data")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(calls).toBeGreaterThanOrEqual(1);

    // Try again, once the API answers: the figures replace the error.
    await page.unroute("**/api/sale");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();
    await expect(page.getByText("Error loading fundraising data")).toHaveCount(0);
  });
});

test.describe("fundraising tracker, live", () => {
  /** The total raised as the tracker shows it, in cents. */
  async function raisedCents(page: Page): Promise<number> {
    const text = await page
      .getByText(/^[\d,]+\.\d\d USDT$/)
      .first()
      .textContent();
    return Number((text ?? "").replace(/\D/g, ""));
  }

  test("follows a payment to the sale wallet without a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Live Data", { exact: true })).toBeVisible();
    const before = await raisedCents(page);

    execFileSync("npx", ["tsx", "scripts/demo-pay.ts", "100", "--from", "4"], {
      env: { ...process.env, DATA_DIR: ".e2e-data" },
      stdio: "pipe",
    });
    // Final after two more blocks (a block a second), then allocated and pushed: no polling involved.
    await expect.poll(() => raisedCents(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 100_00);
    await expect(page.getByText("Live Data", { exact: true })).toBeVisible();
  });

  test("says Connecting... while the live stream is unreachable, with the figures still shown", async ({
    page,
  }) => {
    await page.route("**/api/live/sale", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();
    await expect(page.getByText("Connecting...", { exact: true })).toBeVisible();
    await expect(page.getByText("Live Data", { exact: true })).toHaveCount(0);
  });
});
