import { expect } from "@playwright/test";
import { expectNoSidewaysScroll, gotoHydrated, toasts, waitForHydration } from "./helpers";
import { confirmationLink, newUser, registerThroughForm, test } from "./support/accounts";
import { countedInteractions } from "./support/interactions";
import { jpegFile, pdfFile, pngFile } from "./support/kyc-files";

/*
 * The shorter journey on a 360 x 740 phone (issue 11 item 4): the live sale card in the hero, above
 * the fold; Join the Sale -> /register -> the confirmation link lands signed in on /investment; a
 * first dashboard says Welcome and leads with Buy PXL; the phone header keeps Invest Now and the bell.
 * No page it passes scrolls sideways. The last test walks the whole journey, from the landing page
 * to a credited payment, and counts every interaction.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 740 }, screenshot: "only-on-failure" });

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

/**
 * The target for the whole journey (issue 11: "target <= 12"). Counted, never estimated:
 * every tap, field, pick, key and file choice from the landing page to the credit.
 */
const JOURNEY_TARGET = 12;
/**
 * What the journey takes today, held so it cannot grow: 18, of which 12 are the registration form's
 * required inputs (7 fields, 4 boxes and its button: public-site-and-access.md "Registration"), which
 * the issue keeps ("keep every field and box the spec requires"). The rest is ours: Join the Sale,
 * the mail's link, the amount, the wallet, Connect and Link & Pay. Paying needs no identity check
 * (receiving PXL does), so the check is counted apart, after the credit.
 */
const JOURNEY_CEILING = 18;
/** The identity check: the spec's 7 fields and 4 documents, 3 Next and Submit, and the way there. */
const IDENTITY_CHECK_CEILING = 17;

test("from the landing page to credited with a demo wallet, every interaction counted", async ({
  page,
  request,
  origin,
}) => {
  test.setTimeout(180_000);
  const act = countedInteractions();
  const user = newUser("journey-credited");

  await gotoHydrated(page, "/");
  await act.click(
    page.getByRole("region", { name: "PXL private sale" }).getByRole("link", { name: "Join the Sale" }),
  );
  await expect(page).toHaveURL("/register?redirectTo=%2Finvestment");
  await waitForHydration(page);
  expect((await registerThroughForm(page, user, act)).status()).toBe(201);
  // The mail's link, tapped in the mail app: confirmed, signed in, on /investment.
  await act.openLink(page, await confirmationLink(request, origin, user.email));
  await expect(page).toHaveURL("/investment");
  await waitForHydration(page);

  // Pay with demo wallet 3 (no other spec pays from it or links it): it links in the same flow.
  await act.click(page.getByRole("button", { name: /^250/ }));
  const pay = page.getByRole("region", { name: "Pay with your wallet" });
  await expect(pay.getByRole("button", { name: "Connect Wallet" })).toBeVisible({ timeout: 20_000 });
  await act.select(pay.getByLabel("Wallet"), { label: "Demo wallet 3" });
  await act.click(pay.getByRole("button", { name: "Connect Wallet" }));
  await act.click(pay.getByRole("button", { name: "Link & Pay 250.00 USDT" }));
  await expect(pay.getByText("Payment Verified!")).toBeVisible({ timeout: 60_000 });
  await expect(pay.getByText(/failed/i)).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  console.log(`journey: ${act.count} interactions from landing to credited (target ${JOURNEY_TARGET})`);
  console.log(`  ${act.log.join("\n  ")}`);
  expect(act.count, "the journey's interactions").toBeLessThanOrEqual(JOURNEY_CEILING);

  // Then the identity check, from the dashboard's Verify Identity; name and nationality come from the profile.
  const check = countedInteractions();
  await check.click(page.getByRole("link", { name: "Back to Dashboard" }));
  await check.click(page.getByRole("link", { name: "Verify Identity" }));
  const main = page.getByRole("main");
  const next = main.getByRole("button", { name: "Next" });
  await expect(main.getByText("Step 1 of 4", { exact: true })).toBeVisible();
  await expect(main.getByLabel("Full name")).toHaveValue(`${user.firstName} ${user.lastName}`);
  await check.fill(main.getByLabel("Date of birth"), "1991-05-20");
  await check.click(next);
  await check.fill(main.getByLabel("Address"), "7 Chavchavadze Avenue");
  await check.fill(main.getByLabel("City"), "Tbilisi");
  await check.fill(main.getByLabel("Postal code"), "0179");
  await check.click(next);
  await check.select(main.getByLabel("Document type"), "passport");
  await check.fill(main.getByLabel("Document number"), "13AB45678");
  await check.fill(main.getByLabel("Expiry date"), `${new Date().getFullYear() + 5}-06-30`);
  await check.click(next);
  await check.setFiles(main.getByLabel("ID document (front)"), await jpegFile("front.jpg"));
  await check.setFiles(main.getByLabel("ID document (back)"), await pngFile("back.png"));
  await check.setFiles(main.getByLabel("Selfie holding your ID"), await jpegFile("selfie.jpg"));
  await check.setFiles(main.getByLabel("Proof of address"), await pdfFile("bill.pdf"));
  await check.click(main.getByRole("button", { name: "Submit for Review" }));
  await expect(main.getByText("Pending", { exact: true })).toBeVisible();
  console.log(`identity check: ${check.count} interactions after the credit`);
  expect(check.count, "the identity check's interactions").toBeLessThanOrEqual(IDENTITY_CHECK_CEILING);
});
