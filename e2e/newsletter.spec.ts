import { expect, type Page, test } from "@playwright/test";
import { toasts } from "./helpers";

/*
 * The server allows 5 newsletter POSTs per minute per IP for the whole run: this file sends 3
 * (one subscription, one seeded address, one duplicate). The invalid case never reaches the server.
 */

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function openNewsletterForm(page: Page) {
  await page.goto("/");
  // The tracker's figures come from the API, so they also tell that the page is hydrated.
  await expect(page.getByRole("heading", { name: "Private Sale Progress" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
  return {
    email: footer.getByRole("textbox", { name: "Email address" }),
    subscribe: footer.getByRole("button", { name: "Subscribe" }),
  };
}

test.describe("newsletter sign-up", () => {
  test("a new address is subscribed and the field is cleared", async ({ page }) => {
    const { email, subscribe } = await openNewsletterForm(page);
    await email.fill(uniqueEmail("new"));
    await subscribe.click();

    await expect(toasts(page).getByText("Successfully subscribed!")).toBeVisible();
    await expect(toasts(page).getByText("You'll receive updates about PXL Token.")).toBeVisible();
    await expect(email).toHaveValue("");
  });

  test("an address already on the list, in another letter case, is reported as such", async ({
    page,
    request,
    baseURL,
  }) => {
    const address = uniqueEmail("dup");
    const seeded = await request.post("/api/newsletter", {
      data: { email: address },
      headers: { Origin: baseURL ?? "" },
    });
    expect(seeded.status(), await seeded.text()).toBe(201);

    const { email, subscribe } = await openNewsletterForm(page);
    const shouted = address.toUpperCase();
    await email.fill(shouted);
    await subscribe.click();

    await expect(toasts(page).getByText("Already subscribed")).toBeVisible();
    await expect(toasts(page).getByText("This email is already on our mailing list!")).toBeVisible();
    await expect(toasts(page).getByText("Successfully subscribed!")).toHaveCount(0);
    await expect(email).toHaveValue(shouted);
  });

  test("an invalid address is refused in the browser", async ({ page }) => {
    const { email, subscribe } = await openNewsletterForm(page);
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname.startsWith("/api/newsletter"))
        posts.push(req.url());
    });

    await email.fill("not-an-email");
    await subscribe.click();

    await expect(toasts(page).getByText("Invalid email")).toBeVisible();
    await expect(toasts(page).getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("not-an-email");
    expect(posts, "an invalid address must not be sent to the server").toEqual([]);
  });
});
