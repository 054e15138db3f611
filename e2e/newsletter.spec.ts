import { expect, type Page, test } from "@playwright/test";
import { toasts } from "./helpers";

/*
 * The server allows 5 newsletter POSTs per minute per IP for the whole run: this file sends 5
 * (three subscriptions, one seeded address, one duplicate). The invalid case never reaches the server.
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

  test("on a phone, from the tap to the answer the button says it is subscribing, and a second submit sends nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // A slow connection: the form's schema (loaded at the first focus) and the answer both take a while.
    await page.route(/\/assets\/subscribe-schema-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const posts: string[] = [];
    await page.route("**/api/newsletter", async (route) => {
      posts.push(route.request().method());
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const { email, subscribe } = await openNewsletterForm(page);
    await email.fill(uniqueEmail("phone"));
    await subscribe.click();

    const busy = page.getByRole("contentinfo").getByRole("button", { name: "Subscribing..." });
    await expect(busy).toBeDisabled();
    // A second submit while the first is under way (Enter, a double tap): ignored.
    await email.evaluate((input) => (input as HTMLInputElement).form?.requestSubmit());
    await expect(busy).toBeDisabled();
    await expect(toasts(page).getByText(/subscribed|Invalid email|failed/i)).toHaveCount(0);

    await expect(toasts(page).getByText("Successfully subscribed!")).toBeVisible();
    await expect(subscribe).toBeEnabled();
    await expect(email).toHaveValue("");
    expect(posts).toEqual(["POST"]);
    await expect(toasts(page).getByText("Already subscribed")).toHaveCount(0);
  });
});

test.describe("newsletter sign-up without the page's script", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser posts the form and lands on a page that answers; the address goes in no URL", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const address = uniqueEmail("noscript");
    await footer.getByRole("textbox", { name: "Email address" }).fill(address);
    await footer.getByRole("button", { name: "Subscribe" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Successfully subscribed!");
    await expect(page.getByText("You'll receive updates about PXL Token.")).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/api/newsletter/form?lang=en");
    const home = page.getByRole("link", { name: "Return to Home" });
    expect((await home.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    for (const url of visited) expect(decodeURIComponent(url)).not.toContain(address.split("@")[0]);
  });
});
