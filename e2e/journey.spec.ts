import { expect, type Page } from "@playwright/test";
import { gotoHydrated, toasts } from "./helpers";
import { confirmationLink, newUser, registerThroughForm, test } from "./support/accounts";

/*
 * The shorter journey on a 360 x 740 phone (issue 11 item 4): the live sale card in the hero, above
 * the fold; Join the Sale -> /register -> the confirmation link lands signed in on /investment; a
 * first dashboard says Welcome and leads with Buy PXL; the phone header keeps Invest Now and the bell.
 * No page it passes scrolls sideways.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 740 }, screenshot: "only-on-failure" });

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test("the hero's live sale card is above the fold on a 360 x 740 phone", async ({ page }) => {
  await gotoHydrated(page, "/");
  const card = page.getByRole("region", { name: "PXL private sale" });
  await expect(card.getByText(/^[\d,]+\.\d\d USDT$/)).toBeVisible();
  await expect(card.getByRole("progressbar", { name: "Private sale progress" })).toBeVisible();
  const join = card.getByRole("link", { name: "Join the Sale" });
  await expect(join).toHaveAttribute("href", "/register?redirectTo=%2Finvestment");
  const box = await card.boundingBox();
  expect(box, "the card is laid out").not.toBeNull();
  // The whole card, Join the Sale included, without scrolling.
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSidewaysScroll(page);
  console.log(
    `hero sale card: top ${Math.round(box?.y ?? 0)} px, bottom ${Math.round((box?.y ?? 0) + (box?.height ?? 0))} px`,
  );
});

test("Join the Sale -> register -> the confirmation link lands signed in on /investment; a first dashboard says Welcome and leads with Buy PXL", async ({
  page,
  request,
  origin,
}) => {
  const user = newUser("journey-phone");
  await gotoHydrated(page, "/");
  await page
    .getByRole("region", { name: "PXL private sale" })
    .getByRole("link", { name: "Join the Sale" })
    .click();
  await expect(page).toHaveURL("/register?redirectTo=%2Finvestment");
  await expectNoSidewaysScroll(page);

  const registered = await registerThroughForm(page, user);
  expect(registered.status(), await registered.text()).toBe(201);
  expect(new URL(registered.url()).searchParams.get("redirectTo")).toBe("/investment");
  await expect(toasts(page).getByText("Account created successfully!", { exact: false })).toBeVisible();
  await expect(page).toHaveURL("/login?redirectTo=%2Finvestment");
  await expect(page.getByRole("main")).toContainText(`we sent a confirmation link to ${user.email}`);
  // This run sends real mail (SMTP is configured): the server serves no outbox, and none is linked.
  await expect(page.getByRole("link", { name: "demo outbox" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The link from the real mail, opened in the same browser: confirmed, signed in, on /investment.
  await page.goto(await confirmationLink(request, origin, user.email));
  await expect(page).toHaveURL("/investment");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The phone's header bar: Invest Now and the bell, without opening the menu.
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: "Invest Now", exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: /^Notifications/ })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Open menu" })).toBeVisible();

  // A first dashboard: Welcome (not back), and Buy PXL (not Buy More PXL) first, in view.
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${user.firstName}!` })).toBeVisible();
  const buy = page.getByRole("link", { name: "Buy PXL", exact: true });
  await expect(buy).toHaveAttribute("href", "/investment");
  await expect(buy).toBeInViewport();
  await expect(page.getByRole("link", { name: "Buy More PXL" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The identity check starts from the profile: name and nationality filled in.
  await gotoHydrated(page, "/kyc");
  await expect(page.getByLabel("Full name")).toHaveValue(`${user.firstName} ${user.lastName}`);
  await expect(page.getByRole("combobox", { name: "Nationality" })).toHaveValue("Georgia");
  await expect(page.getByText("0% complete", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
