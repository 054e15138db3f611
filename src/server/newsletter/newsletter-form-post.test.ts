import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { useNewsletterApi } from "@/server/test/newsletter-harness";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import type { Locale } from "@/shared/i18n/locales";
import { subscribeFormAction } from "@/shared/newsletter/subscribe-form-path";

/**
 * The footer's form as the browser sends it before the page's script has come, or with scripts off:
 * a urlencoded POST to its `action`, answered by a page (the JSON route is newsletter-routes.test.ts).
 */
describe.each(testEngines)("POST /api/newsletter/form on $engine", ({ engine }) => {
  const h = useNewsletterApi(engine);
  const { nextIp, subscribers } = h;

  /** As a browser posts the form: its fields urlencoded, from the site's own origin. */
  const postForm = (
    fields: Record<string, string>,
    { lang = "en", ip = nextIp() }: { lang?: Locale; ip?: string } = {},
  ) =>
    h.api.call(
      subscribeFormAction(lang),
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN },
        body: new URLSearchParams(fields).toString(),
      },
      ip,
    );

  const pageOf = async (response: Response) => new JSDOM(await response.text()).window.document;

  it("subscribes the address and answers a page in the form's language, with the toast's texts", async () => {
    const response = await postForm({ email: " tamar@example.ge ", website: "" }, { lang: "ka" });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self'");
    const page = await pageOf(response);
    expect(page.documentElement.lang).toBe("ka");
    expect(page.querySelector("h1")?.textContent).toBe("გამოწერა წარმატებით დასრულდა!");
    expect(page.body.textContent).toContain("თქვენ მიიღებთ სიახლეებს თემაზე: PXL Token.");
    expect(page.querySelector("a")?.getAttribute("href")).toBe("/ka");
    expect((await subscribers("tamar@example.ge")).map((row) => row.email)).toEqual(["tamar@example.ge"]);

    const again = await postForm({ email: "TAMAR@example.ge" });
    expect(again.status).toBe(409);
    const second = await pageOf(again);
    expect(second.documentElement.lang).toBe("en");
    expect(second.querySelector("h1")?.textContent).toBe("Already subscribed");
    expect(second.body.textContent).toContain("This email is already on our mailing list!");
    expect(await subscribers("tamar@example.ge")).toHaveLength(1);
  });

  it("answers a wrong address with the form again: what was typed, escaped, tied to the reason", async () => {
    const typed = `"><script>alert(1)</script>`;
    const response = await postForm({ email: typed });
    expect(response.status).toBe(400);
    const page = await pageOf(response);
    expect(page.querySelector("script")).toBeNull();
    expect(page.querySelector("h1")?.textContent).toBe("Invalid email");
    const form = page.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/newsletter/form?lang=en");
    const field = page.querySelector<HTMLInputElement>('input[name="email"]');
    expect(field?.value).toBe(typed);
    expect(field?.getAttribute("aria-invalid")).toBe("true");
    const reason = page.getElementById(field?.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Please enter a valid email address");
    expect(page.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe("Email address");
    expect(await subscribers(typed)).toEqual([]);

    // A form without the field at all gets the same words, not the library's.
    const empty = await pageOf(await postForm({}));
    expect(empty.getElementById("email-error")?.textContent).toBe("Please enter a valid email address");
  });

  it("answers a filled honeypot like a person's subscription and stores nothing", async () => {
    const response = await postForm({ email: "formbot@example.ge", website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect((await pageOf(response)).querySelector("h1")?.textContent).toBe("Successfully subscribed!");
    expect(await subscribers("formbot@example.ge")).toEqual([]);
  });

  it("shares the JSON route's limit: the sixth attempt of a minute, either way, is refused in a page", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const response = await h.api.postJson("/api/newsletter", { email: `both${i}@example.ge` }, { ip });
      expect(response.status).toBe(201);
    }
    const refused = await postForm({ email: "both5@example.ge" }, { ip });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    const page = await pageOf(refused);
    expect(page.querySelector("h1")?.textContent).toBe("Subscription failed");
    expect(page.body.textContent).toMatch(
      /Too many attempts\. Please try again in (1 minute|\d+ seconds?)\./,
    );
    expect(await subscribers("both5@example.ge")).toEqual([]);
  });

  it("refuses a JSON body with 415 and a JSON error, a foreign origin with 403, a language it lacks with 400", async () => {
    const json = await h.api.postJson("/api/newsletter/form", { email: "json@example.ge" }, { ip: nextIp() });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: "Please send the form.", code: "form_expected" });

    const foreign = await h.api.call(
      "/api/newsletter/form",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: "email=csrf-form%40example.ge",
      },
      nextIp(),
    );
    expect(foreign.status).toBe(403);

    const french = await h.api.call(
      "/api/newsletter/form?lang=fr",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN },
        body: "email=french%40example.ge",
      },
      nextIp(),
    );
    expect(french.status).toBe(400);
    for (const email of ["json@example.ge", "csrf-form@example.ge", "french@example.ge"]) {
      expect(await subscribers(email)).toEqual([]);
    }
  });
});
