import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import type { Hex } from "viem";
import { dividendPreviewSchema } from "../src/shared/admin/dividends";
import { roundPublishingSchema } from "../src/shared/distribution/round-publishing";
import { formatDate } from "../src/shared/format/dates";
import { formatUsdtExact } from "../src/shared/format/money";
import { gotoHydrated } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import {
  demoChain,
  freshWallet,
  fundWithUsdt,
  linkWalletByApi,
  moveChainTimePast,
  usdtBalance,
  waitForFinality,
} from "./support/demo-chain";
import { signInAsOperator } from "./support/operator";
import { approveKycByApi, submitKycByApi, unlinkWalletByApi } from "./support/verified-holder";

/*
 * The H1 2026 dividend end to end (issue 14): a dividend whose record date (30 June 2026) is months
 * past. The demo chain of this run starts on 1 June 2026 (playwright.config.ts), so the investors'
 * payments are dated within H1 and the ledger counts them as held at the record date. While the chain
 * is not read past the record date the console refuses to plan it; once the chain's clock passed it
 * and the indexers read it, an operator
 * enters the period's profit and reason, previews every holder's share and the remainder, saves the
 * round and publishes it with the demo treasury; the investor claims their USDT from the dashboard's
 * dividends with a demo wallet, and their wallet on chain receives exactly their share. A holder who
 * unlinked their wallet sees the share kept for them and what to do.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PERIOD = "2026-H1";
const RECORD_DATE = new Date("2026-06-30T23:59:59.999Z");
const PROFIT_USDT = "1234567.89";
/** 10% of the profit, in micro-USDT. */
const POOL = 123_456_789_000n;
/** 1,095,000 PXL in micro-PXL: a share is floor(held x pool / supply). */
const SUPPLY_MICRO_PXL = 1_095_000n * 10n ** 6n;
const shareOf = (heldMicroPxl: bigint) => (heldMicroPxl * POOL) / SUPPLY_MICRO_PXL;

/** Nothing the page says may read as a failure. */
async function saysNothingFailed(page: Page | Locator) {
  await expect(page.getByText(/fail|went wrong|could not/i)).toHaveCount(0);
}

async function creditedMicroPxl(page: Page): Promise<bigint> {
  let credited = 0n;
  await expect
    .poll(
      async () => {
        const mine = (await (await page.request.get("/api/distribution/mine")).json()) as {
          pxl: { creditedMicroPxl: string };
        };
        credited = BigInt(mine.pxl.creditedMicroPxl);
        return credited;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0n);
  return credited;
}

/** A signed-in investor who paid `usdt` micro-USDT from a fresh wallet of their own, linked, and submitted KYC. */
async function payingInvestor(page: Page, origin: string, label: string, usdt: bigint) {
  const user = await createConfirmedUser(page.request, origin, label);
  await signInThroughApi(page.request, origin, user);
  const wallet = await freshWallet(usdt + 50_000_000n);
  await linkWalletByApi(page.request, origin, wallet.account);
  const { blockNumber } = await wallet.pay(usdt);
  await waitForFinality(blockNumber);
  // The chain dates the payment within H1 2026: the run's chain starts on 1 June 2026.
  const block = await demoChain().client.getBlock({ blockNumber });
  expect(Number(block.timestamp) * 1000).toBeLessThanOrEqual(RECORD_DATE.getTime());
  await submitKycByApi(page.request, origin, `${user.firstName} ${user.lastName}`);
  return { user, wallet, held: await creditedMicroPxl(page) };
}

async function operatorPage(browser: Browser, origin: string) {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await signInAsOperator(page, origin);
  return page;
}

async function dividendsOf(page: Page) {
  await gotoHydrated(page, "/dashboard");
  await page.getByRole("tab", { name: "Portfolio" }).click();
  return page.getByRole("region", { name: "Dividends" });
}

test("an H1 2026 dividend with a past record date is published and claimed", async ({
  page,
  browser,
  origin,
}) => {
  // The investor paid 250 USDT in June 2026; a second holder paid 100 USDT, then unlinked their wallet.
  const investor = await payingInvestor(page, origin, "dividend", 250_000_000n);
  const second = await (await browser.newContext({ baseURL: origin })).newPage();
  const holder = await payingInvestor(second, origin, "dividend-kept", 100_000_000n);
  await unlinkWalletByApi(second.request, origin, holder.wallet.account.address);

  const desk = await operatorPage(browser, origin);
  for (const { user } of [investor, holder]) await approveKycByApi(desk.request, origin, user.email);

  // The console: the period, its profit and the reason; the preview shows each share and the remainder.
  await gotoHydrated(desk, "/admin/dividends");
  const form = desk.getByRole("form", { name: "Dividend of a half-year" });
  await form.getByLabel("Period").fill(PERIOD);
  await form.getByLabel("Profit (USDT)").fill(PROFIT_USDT);
  const reason = "H1 2026 accounts approved by the board, decision BD-2026-07 (e2e).";
  await form.getByLabel("Reason").fill(reason);
  await form.getByRole("button", { name: "Preview" }).click();

  // The chain's clock is still in June: the indexers have not read past the record date, so a payment
  // of 30 June evening could be missing. The console refuses and says why.
  await expect(desk.getByRole("alert").filter({ hasText: "No preview." })).toContainText(
    new RegExp(
      "The chain is read through \\d{1,2} Jun 2026, [\\d:]+ UTC; the H1 2026 record date is 30 Jun 2026, 23:59:59 UTC\\. " +
        "The dividend can be planned once the payments (and PXL transfers )?are read past it\\.",
    ),
    { timeout: 20_000 },
  );

  // Time passes: the chain reaches July, its blocks become final and the indexers read them.
  await moveChainTimePast(RECORD_DATE);
  await expect
    .poll(
      async () => {
        const health = (await (await desk.request.get("/healthz")).json()) as {
          indexers: Array<{ finalThroughTime: string | null }>;
        };
        return health.indexers.every(
          (i) => i.finalThroughTime !== null && new Date(i.finalThroughTime) > RECORD_DATE,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await form.getByRole("button", { name: "Preview" }).click();

  const totals = desk.getByLabel(`Totals of the ${PERIOD} dividend`);
  await expect(totals).toContainText(`Pool (10%)${formatUsdtExact(POOL)}`, { timeout: 20_000 });
  await expect(totals).toContainText(`Record date${formatDate(RECORD_DATE)}`);
  // What the console shows is what the server computes: the shares and the remainder make the pool.
  const preview = dividendPreviewSchema.parse(
    await (
      await desk.request.post("/api/admin/dividends/preview", {
        headers: { Origin: origin },
        data: { period: PERIOD, profit: PROFIT_USDT, reason },
      })
    ).json(),
  );
  const { sharesMicroUsdt, remainderMicroUsdt } = preview.totals;
  expect(BigInt(sharesMicroUsdt) + BigInt(remainderMicroUsdt)).toBe(POOL);
  await expect(totals).toContainText(
    `Remainder (stays with the academy)${formatUsdtExact(remainderMicroUsdt)}`,
  );

  const share = shareOf(investor.held);
  const keptShare = shareOf(holder.held);
  expect(share).toBeGreaterThan(0n);
  const rows = desk.getByRole("table", { name: "Holders' shares" }).getByRole("row");
  const search = desk.getByPlaceholder("Name, e-mail or account");
  await search.fill(investor.user.email);
  await expect(rows.filter({ hasText: investor.user.email })).toContainText(formatUsdtExact(share));
  await expect(rows.filter({ hasText: investor.user.email })).toContainText("Yes");
  await search.fill(holder.user.email);
  await expect(rows.filter({ hasText: holder.user.email })).toContainText(formatUsdtExact(keptShare));
  await expect(rows.filter({ hasText: holder.user.email })).toContainText("Waits: Link a wallet");
  await saysNothingFailed(desk.getByRole("main"));

  await form.getByRole("button", { name: "Save as draft" }).click();
  await expect(desk.getByText(/^Draft saved: /)).toBeVisible();

  // Publishing: the treasury funds the distributor with what the root lets holders claim, then signs setRoot.
  await desk
    .getByRole("button", { name: new RegExp(`^Publish the ${PERIOD} dividend of `) })
    .first()
    .click();
  const dialog = desk.getByRole("dialog");
  await expect(dialog.getByText("Root to publish")).toBeVisible({ timeout: 20_000 });
  const list = (await (await desk.request.get("/api/admin/dividends/rounds")).json()) as {
    rounds: Array<{ id: string; period: string | null; status: string }>;
  };
  const round = list.rounds.find((r) => r.period === PERIOD && r.status === "draft");
  expect(round).toBeDefined();
  const publishing = roundPublishingSchema.parse(
    await (await desk.request.get(`/api/admin/dividends/rounds/${round?.id}/publishing`)).json(),
  );
  await fundWithUsdt(publishing.distributor as Hex, BigInt(publishing.shortfall));

  await dialog
    .getByLabel("Wallet", { exact: true })
    .selectOption({ label: "Demo treasury (distributors' owner)" });
  await dialog.getByRole("button", { name: "Connect Wallet" }).click();
  const check = dialog.getByRole("button", { name: "Check the balance again" });
  if (await check.isVisible()) await check.click();
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(dialog.getByText("Published: holders can claim this round now.")).toBeVisible({
    timeout: 30_000,
  });
  await saysNothingFailed(dialog);

  // The investor's dividends: the H1 share, claimable; any wallet may send the claim, the USDT go to theirs.
  const dividends = await dividendsOf(page);
  const h1 = dividends.getByTestId("dividend").filter({ hasText: PERIOD });
  await expect(h1).toContainText(formatUsdtExact(share), { timeout: 20_000 });
  await expect(h1).toContainText(`Holdings on ${formatDate(RECORD_DATE)}`);
  await expect(h1).toContainText("Claimable");
  const before = await usdtBalance(investor.wallet.account.address);
  await dividends.getByLabel("Wallet", { exact: true }).selectOption({ label: "Demo wallet 1" });
  await dividends.getByRole("button", { name: "Connect Wallet" }).click();
  await expect(dividends.getByTestId("claim-on-behalf")).toContainText(investor.wallet.account.address);
  await dividends.getByRole("button", { name: `Claim ${formatUsdtExact(share)}` }).click();
  await expect(dividends.getByText("Claimed!")).toBeVisible({ timeout: 30_000 });
  await expect(h1).toContainText("Claimed", { timeout: 20_000 });
  await saysNothingFailed(dividends);

  // On chain: the investor's wallet received exactly their share.
  expect((await usdtBalance(investor.wallet.account.address)) - before).toBe(share);

  // The holder without a wallet: the share is theirs and kept, and the page says what to do.
  const kept = await dividendsOf(second);
  const keptH1 = kept.getByTestId("dividend").filter({ hasText: PERIOD });
  await expect(keptH1).toContainText(formatUsdtExact(keptShare), { timeout: 20_000 });
  await expect(
    keptH1.getByRole("link", { name: "Link a wallet in your profile to receive it" }),
  ).toBeVisible();
  await expect(kept.getByRole("button", { name: /^Claim / })).toHaveCount(0);
  await saysNothingFailed(kept);
  await second
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await expect(
    second
      .getByRole("dialog", { name: "Notifications" })
      .getByText(`Your ${PERIOD} dividend is kept for you`),
  ).toBeVisible();

  await second.context().close();
  await desk.context().close();
});
