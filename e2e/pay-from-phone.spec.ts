import { expect, type Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { gotoHydrated, toasts } from "./helpers";
import { createConfirmedUser, loginForm, newUser, pacers, signInThroughApi, test } from "./support/accounts";

/*
 * Issue 11, items 2 and 9, at 360 px: Complete Your Purchase shows the payment as an EIP-681 QR code
 * that decodes to the token, chain, wallet and amount, with an Open in wallet link on a phone; toasts
 * start below the header and under a dialog.
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

/** Decodes the QR code drawn in the element's screenshot, with a white quiet zone added around it. */
async function decodeQr(page: Page, testId: string): Promise<string | null> {
  const shot = await page.getByTestId(testId).screenshot();
  const { data, info } = await sharp(shot)
    .extend({ top: 16, bottom: 16, left: 16, right: 16, background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test("the purchase dialog's QR code and Open in wallet link carry the EIP-681 payment request", async ({
  page,
  origin,
}) => {
  const user = await createConfirmedUser(page.request, origin, "pay-from-phone");
  await signInThroughApi(page.request, origin, user);
  const chain = (await (await page.request.get("/api/chain")).json()) as {
    chainId: number;
    usdt: string;
    saleWallet: string;
  };
  await gotoHydrated(page, "/investment");
  await page.getByLabel("USDT Amount").fill("250");
  await page.getByRole("button", { name: "Purchase PXL Tokens" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Purchase" });

  const qr = dialog.getByRole("img", { name: /^QR code: a request to pay 250\.00 USDT/ });
  await qr.scrollIntoViewIfNeeded();
  const decoded = await decodeQr(page, "payment-qr");
  expect(decoded).not.toBeNull();
  const request = new URL(decoded ?? "");
  expect(request.protocol).toBe("ethereum:");
  expect(request.pathname).toBe(`${chain.usdt}@${chain.chainId}/transfer`);
  expect(request.searchParams.get("address")).toBe(chain.saleWallet);
  expect(request.searchParams.get("uint256")).toBe("250000000");

  const open = dialog.getByRole("link", { name: "Open in wallet" });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute("href", decoded ?? "");
  expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The copy-paste route stays.
  await expect(dialog.getByTestId("purchase-wallet")).toHaveText(chain.saleWallet);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A dialog's overlay and content are at z-index 50: the toaster stays below (the next test).
  const overlayZ = await page.evaluate(() => {
    const overlay = document.querySelector('div[data-state="open"][class*="inset-0"]');
    return overlay ? Number(getComputedStyle(overlay).zIndex) : Number.NaN;
  });
  expect(overlayZ).toBe(50);
});

test("a toast starts below the header at 360 px, and under a dialog's overlay", async ({ page }) => {
  await gotoHydrated(page, "/login");
  const form = loginForm(page);
  const stranger = newUser("toast-probe");
  await form.email.fill(stranger.email);
  await form.password.fill(stranger.password);
  await expect(form.submit).toBeEnabled({ timeout: 15_000 });
  await pacers.signIn.run(() => form.submit.click());
  const toast = toasts(page).locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  if (!header) throw new Error("no header");
  // Where the toast comes to rest once it has slid in.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual(header.y + header.height);
  const z = await toasts(page)
    .locator("[data-sonner-toaster]")
    .evaluate((element) => Number(getComputedStyle(element).zIndex));
  // Above the sticky header (z-40), below a dialog's overlay and content (z-50).
  expect(z).toBeGreaterThan(40);
  expect(z).toBeLessThan(50);
});
