import { expect, type Page } from "@playwright/test";
import { expectFitsPhone, gotoHydrated } from "./helpers";
import { createConfirmedUser, signInThroughApi, test } from "./support/accounts";
import { freshWallet, linkWalletByApi } from "./support/demo-chain";

/*
 * The investor area in Georgian (issue 15) at 360 px: Georgian words are longer than English ones,
 * so every screen of the money path is measured again under /ka: nothing scrolls sideways and every
 * control stays a 44 px tap target.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 360, height: 740 } });

async function fits(page: Page, where: string) {
  await expectFitsPhone(page, where);
}

test("the Georgian investor area fits a 360 px phone", async ({ page, origin }) => {
  const user = await createConfirmedUser(page.request, origin, "narrow-ka");
  await signInThroughApi(page.request, origin, user);
  const own = await freshWallet(300_000_000n);
  await linkWalletByApi(page.request, origin, own.account);
  await own.pay(250_000_000n);

  await gotoHydrated(page, "/ka/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "ka");
  await expect(page.getByRole("tab", { name: "მიმოხილვა" })).toBeVisible();
  await expect(page.getByTestId("stat-Invested")).toContainText("250,00", { timeout: 15_000 });
  await fits(page, "/ka/dashboard");
  for (const tab of ["პორტფელი", "რეალურ დროში", "მიმოხილვა"]) {
    await page.getByRole("tab", { name: tab }).click();
    await fits(page, `/ka/dashboard, ${tab}`);
  }
  await page.getByRole("button", { name: "ტრანზაქციის შემოწმება" }).first().click();
  const verify = page.getByRole("dialog", { name: "ტრანზაქციის შემოწმება" });
  await expect(verify.getByTestId("target-wallet")).toHaveText(/^0x/);
  await fits(page, "/ka/dashboard, verify dialog");
  await verify.getByRole("button", { name: "მიკუთვნების მოთხოვნა" }).click();
  await expect(verify.getByRole("button", { name: "მოთხოვნის გაგზავნა" })).toBeVisible();
  await fits(page, "/ka/dashboard, attribution request");
  await page.keyboard.press("Escape");

  await gotoHydrated(page, "/ka/investment");
  await expect(page.getByRole("heading", { level: 1, name: "საინვესტიციო ცენტრი" })).toBeVisible();
  await page.getByLabel("თანხა USDT-ში").fill("1000");
  await fits(page, "/ka/investment");
  await page.getByRole("button", { name: "PXL ტოკენების ყიდვა" }).click();
  await expect(page.getByRole("dialog", { name: "დაასრულეთ შეძენა" })).toBeVisible();
  await fits(page, "/ka/investment, purchase dialog");
});
