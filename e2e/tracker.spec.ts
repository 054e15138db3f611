import { expect, test } from "@playwright/test";
import { toasts } from "./helpers";

test.describe("fundraising tracker", () => {
  test("a fresh sale shows the progress, the sync notice and the way to join", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();

    const notice = page
      .getByRole("status")
      .filter({ hasText: "Data is initializing - blockchain sync in progress" });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveClass(/\bbg-(amber|yellow)-/);

    await expect(page.getByText("AVAILABLE", { exact: true })).toBeVisible();
    await expect(page.getByText("0.6390 USDT", { exact: true })).toBeVisible();
    await expect(page.getByText("Live Data", { exact: true })).toBeVisible();

    const join = page.getByRole("link", { name: "Join the Sale" });
    await expect(join).toHaveAttribute("href", "/register");
    await join.click();
    await expect(page).toHaveURL("/register");
  });

  test("a failing API shows the error state and a toast", async ({ page }) => {
    let calls = 0;
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
  });
});
