import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { freshWallet, linkWalletByApi } from "./support/demo-chain";

/*
 * The dashboard (issue 5 item 1) at 360 px wide: the Overview of a new investor, the tabs by
 * keyboard, and the Real-time tab following a payment to the sale wallet live.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 360, height: 780 }, screenshot: "only-on-failure" });

async function signedInAtDashboard(page: Page, origin: string, label: string) {
  const user = await createConfirmedUser(page.request, origin, label);
  await signInThroughApi(page.request, origin, user);
  await gotoHydrated(page, "/dashboard");
  await expect(
    // A new investor (no PXL yet) is welcomed, not welcomed back.
    page.getByRole("heading", { level: 1, name: `Welcome, ${user.firstName}!` }),
  ).toBeVisible();
  return user;
}

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

test("a new investor sees the overview: Buy PXL first, account, KYC not submitted, zero figures", async ({
  page,
  origin,
}) => {
  const user = await signedInAtDashboard(page, origin, "dashboard");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Overview", "Portfolio", "Real-time"]);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");

  await expect(page.getByText(`${user.firstName} ${user.lastName}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Account Level")).toBeVisible();
  await expect(page.getByText("Standard", { exact: true })).toBeVisible();
  await expect(page.getByTestId("kyc-status")).toHaveText("Not submitted");
  await expect(page.getByRole("link", { name: "Complete KYC" })).toHaveAttribute("href", "/kyc");
  await expect(page.getByText(/tokens are distributed only after your identity is verified/)).toBeVisible();

  await expect(stat(page, "PXL Tokens")).toHaveText("0.00 PXL");
  await expect(stat(page, "Invested")).toHaveText("0.00 USDT");
  await expect(stat(page, "Portfolio Value")).toHaveText("0.00 USDT");
  // Nothing gained or lost: a neutral zero, neither red nor green.
  await expect(page.getByTestId("profit-loss")).toHaveText("0.00 USDT (0.00%)");
  await expect(page.getByTestId("profit-loss")).not.toHaveClass(/text-(red|emerald)-/);
  await expect(page.getByText("No transactions yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();

  const sale = (await (await page.request.get("/api/sale")).json()) as { soldOut: boolean };
  if (sale.soldOut) {
    await expect(page.getByRole("button", { name: "PXL Sold Out" })).toBeDisabled();
  } else {
    const buy = page.getByRole("link", { name: "Buy PXL", exact: true });
    await expect(buy).toHaveAttribute("href", "/investment");
    await expect(page.getByRole("link", { name: "Buy More PXL" })).toHaveCount(0);
    // First on the page's content: above the account card, in view without scrolling.
    const buyBox = await buy.boundingBox();
    const accountBox = await page.getByText("Account Level").boundingBox();
    expect(buyBox && accountBox && buyBox.y < accountBox.y).toBe(true);
    await expect(buy).toBeInViewport();
  }
  await expect(page.getByRole("link", { name: "Verify Identity" })).toHaveAttribute("href", "/kyc");
  await expect(page.getByRole("button", { name: "Verify Transaction" })).toBeVisible();

  // No sideways scrolling on a small phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeViolations(page);

  // The tabs by keyboard: arrows move and select.
  await page.getByRole("tab", { name: "Overview" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Portfolio" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Holdings over time" })).toBeVisible();
  await expect(
    page.getByText("Your holdings chart appears after your first credited payment."),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("the Real-time tab shows a payment to the sale wallet as it arrives, sender shortened", async ({
  page,
  origin,
}) => {
  await signedInAtDashboard(page, origin, "feed");
  await page.getByRole("tab", { name: "Real-time" }).click();
  await expect(page.getByRole("heading", { name: "Live Sale Feed" })).toBeVisible();
  await expect(page.getByText("Live Data", { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Latest payments to the sale wallet" })
      .or(page.getByText("No payments yet.")),
  ).toBeVisible();

  // An amount no other test pays, from a wallet nobody links in these tests.
  const cents = 100 + Math.floor(Math.random() * 9_000);
  const amount = `${Math.floor(cents / 100) + 3}.${String(cents % 100).padStart(2, "0")}`;
  const output = execFileSync("npx", ["tsx", "scripts/demo-pay.ts", amount, "--from", "3"], {
    env: { ...process.env, DATA_DIR: ".e2e-data" },
    encoding: "utf8",
  });
  const sender = /sender:\s+(0x[0-9a-fA-F]{40})/.exec(output)?.[1]?.toLowerCase();
  expect(sender).toBeTruthy();
  const short = `${sender?.slice(0, 6)}…${sender?.slice(-4)}`;

  // Seen while pending, then Verified (the word the transaction list uses); pushed by the stream (the feed does not poll while it is live).
  const item = page.getByTestId("feed-item").filter({ hasText: `${amount} USDT` });
  await expect(item).toBeVisible({ timeout: 10_000 });
  await expect(item).toContainText(`from ${short}`);
  await expect(item).not.toContainText(sender ?? "unreachable");
  await expect(item).toContainText("Verified", { timeout: 15_000 });
  await expect(item).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC/);
  await expect(page.getByText("Live Data", { exact: true })).toBeVisible();
});

test("the Real-time tab says Connection Lost while the account stream is down", async ({ page, origin }) => {
  await page.route("**/api/live/account", (route) => route.abort());
  await signedInAtDashboard(page, origin, "offline");
  await page.getByRole("tab", { name: "Real-time" }).click();
  await expect(page.getByText("Connection Lost", { exact: true })).toBeVisible();
  await expect(page.getByText("Live Data", { exact: true })).toHaveCount(0);
});

test("a payment from a linked wallet is credited on the dashboard live: figures, transaction, portfolio", async ({
  page,
  origin,
}) => {
  const wallet = await freshWallet(300_000_000n);
  await signedInAtDashboard(page, origin, "credited");
  // Linking in the browser is the wallet card's; here the wallet proof goes through the API.
  await linkWalletByApi(page.request, origin, wallet.account);
  await expect(stat(page, "Invested")).toHaveText("0.00 USDT");

  const { hash } = await wallet.pay(250_000_000n);
  const transaction = page.getByTestId("transaction").filter({ hasText: "250.00 USDT" });
  // "Processing..." may show for a moment; credited once final, pushed by the stream without a reload.
  await expect(transaction).toContainText("Verified", { timeout: 20_000 });
  await expect(transaction).toContainText("391.23 PXL at 0.639 USDT");
  await expect(stat(page, "PXL Tokens")).toHaveText("391.23 PXL");
  await expect(page.getByText("Avg. price 0.639 USDT")).toBeVisible();
  await expect(stat(page, "Invested")).toHaveText("250.00 USDT");
  await expect(stat(page, "Portfolio Value")).toHaveText("250.00 USDT");
  await expect(page.getByTestId("profit-loss")).toHaveText("0.00 USDT (0.00%)");
  await expect(page.getByTestId("profit-loss")).not.toHaveClass(/text-(red|emerald)-/);
  await expect(page.getByText("No transactions yet.")).toHaveCount(0);

  await page.getByRole("tab", { name: "Portfolio" }).click();
  await expect(page.getByText("Company ownership").locator("..")).toContainText("0.0035%");
  await expect(page.getByRole("img", { name: /1 credited payment, 391\.23 PXL now/ })).toBeVisible();
  // The demo chain has no block explorer: no link.
  await expect(page.getByRole("link", { name: /View on explorer/ })).toHaveCount(0);
  await expect(
    page.getByTestId("transaction").filter({ hasText: `${hash.slice(0, 6)}…${hash.slice(-4)}` }),
  ).toHaveCount(1);
});
