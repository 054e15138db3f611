import { describe, expect, it } from "vitest";
import { unsubscribeUrl } from "@/server/newsletter/newsletter-service";
import { useNewsletterApi } from "@/server/test/newsletter-harness";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

describe.each(testEngines)("POST /api/newsletter on $engine", ({ engine }) => {
  const h = useNewsletterApi(engine);
  const { nextIp, subscribers } = h;

  it("subscribes a valid address, trimmed", async () => {
    const response = await h.api.postJson(
      "/api/newsletter",
      { email: "  ana@example.ge " },
      { ip: nextIp() },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "subscribed" });
    const rows = await subscribers("ana@example.ge");
    expect(rows.map((r) => r.email)).toEqual(["ana@example.ge"]);
    expect(rows[0]?.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("refuses an invalid address with the spec's message and stores nothing", async () => {
    const response = await h.api.postJson("/api/newsletter", { email: "not-an-email" }, { ip: nextIp() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "Please enter a valid email address",
      field: "email",
    });
    expect(await subscribers("not-an-email")).toEqual([]);
  });

  it("accepts 255 characters and refuses 256", async () => {
    const address = (length: number) => `${"a".repeat(length - "@example.ge".length)}@example.ge`;
    const ok = await h.api.postJson("/api/newsletter", { email: address(255) }, { ip: nextIp() });
    expect(ok.status).toBe(201);
    const tooLong = await h.api.postJson("/api/newsletter", { email: address(256) }, { ip: nextIp() });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: "Email must be less than 255 characters" });
    expect(await subscribers(address(256))).toEqual([]);
  });

  it("answers already_subscribed for the same address in another case, keeping one row", async () => {
    await h.api.postJson("/api/newsletter", { email: "Giorgi@Example.ge" }, { ip: nextIp() });
    const again = await h.api.postJson("/api/newsletter", { email: "giorgi@example.GE" }, { ip: nextIp() });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: "already_subscribed" });
    expect(await subscribers("giorgi@example.ge")).toHaveLength(1);
  });

  it("lets the database decide between concurrent duplicates", async () => {
    const variants = [
      "Race@Example.ge",
      "race@example.ge",
      "RACE@EXAMPLE.GE",
      "race@Example.GE",
      "rAce@example.ge",
    ];
    const responses = await Promise.all(
      variants.map((email) => h.api.postJson("/api/newsletter", { email }, { ip: nextIp() })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await subscribers("race@example.ge")).toHaveLength(1);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await h.api.postJson(
      "/api/newsletter",
      { email: "bot@example.ge", website: "http://spam.example" },
      { ip: nextIp() },
    );
    expect(response.status).toBe(201);
    expect(await subscribers("bot@example.ge")).toEqual([]);
  });

  it("limits an address to 5 attempts a minute, without touching other addresses", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await h.api.postJson("/api/newsletter", { email: `limit${i}@example.ge` }, { ip });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await subscribers("limit5@example.ge")).toEqual([]);
    const other = await h.api.postJson(
      "/api/newsletter",
      { email: "limit-other@example.ge" },
      { ip: nextIp() },
    );
    expect(other.status).toBe(201);
  });

  it("ignores a forged X-Forwarded-For when no proxy is trusted", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await h.api.postJson(
        "/api/newsletter",
        { email: `xff${i}@example.ge` },
        { ip, headers: { "X-Forwarded-For": `192.0.2.${i}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a cross-origin POST and a POST without Origin", async () => {
    const originHeaders: Record<string, string>[] = [{ Origin: "https://evil.example" }, {}];
    for (const headers of originHeaders) {
      const response = await h.api.call(
        "/api/newsletter",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: '{"email":"csrf@example.ge"}',
        },
        nextIp(),
      );
      expect(response.status).toBe(403);
    }
    expect(await subscribers("csrf@example.ge")).toEqual([]);
  });

  it("refuses a body over 16 KiB", async () => {
    const response = await h.api.postJson(
      "/api/newsletter",
      { email: "big@example.ge", website: "x".repeat(20_000) },
      { ip: nextIp() },
    );
    expect(response.status).toBe(413);
    expect(await subscribers("big@example.ge")).toEqual([]);
  });

  it("unsubscribes by token with a POST only, once; the form alone does not bring the address back", async () => {
    await h.api.postJson("/api/newsletter", { email: "leave@example.ge" }, { ip: nextIp() });
    const [row] = await subscribers("leave@example.ge");
    // The link as e-mails will carry it, so its format and the route cannot drift apart.
    const mailed = new URL(unsubscribeUrl(TEST_ORIGIN, row?.unsubscribe_token ?? "", "en"));
    expect(mailed.origin).toBe(TEST_ORIGIN);
    const link = `${mailed.pathname}${mailed.search}`;

    const page = await h.api.call(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    expect((await subscribers("leave@example.ge"))[0]?.unsubscribed_at).toBeNull();

    // Mail clients' one-click unsubscribe (RFC 8058) posts without an Origin.
    const done = await h.api.call(link, { method: "POST" });
    expect(done.status).toBe(200);
    expect((await subscribers("leave@example.ge"))[0]?.unsubscribed_at).not.toBeNull();
    expect((await h.api.call(link, { method: "POST" })).status).toBe(404);

    // Its owner's mailbox decides (newsletter-resubscribe.test.ts).
    const back = await h.api.postJson("/api/newsletter", { email: "LEAVE@example.ge" }, { ip: nextIp() });
    expect(back.status).toBe(202);
    expect(await back.json()).toEqual({ status: "confirmation_sent" });
    const rows = await subscribers("leave@example.ge");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribed_at).not.toBeNull();
  });

  it("answers in the mail's language, else the browser's; the form keeps the language, the page names it", async () => {
    await h.api.postJson("/api/newsletter", { email: "nino@example.ge" }, { ip: nextIp() });
    const [row] = await subscribers("nino@example.ge");
    const token = row?.unsubscribe_token ?? "";
    const georgian = new URL(unsubscribeUrl(TEST_ORIGIN, token, "ka"));
    expect(georgian.searchParams.get("lang")).toBe("ka");
    const link = `${georgian.pathname}${georgian.search}`;

    const page = await (await h.api.call(link)).text();
    expect(page).toContain('<html lang="ka">');
    expect(page).toContain("<h1>გსურთ სიახლეების გამოწერის გაუქმება?</h1>");
    expect(page).toContain(">გამოწერის გაუქმება</button>");
    expect(page).toMatch(/<style>[^<]*button,a\{[^}]*min-height:44px/);
    const action = page.match(/action="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBe(link);

    // The browser asks for English; the mail was Georgian: the mail's language wins.
    const done = await h.api.call(link, { method: "POST", headers: { "Accept-Language": "en" } });
    expect(done.status).toBe(200);
    const text = await done.text();
    expect(text).toContain("სიახლეებს თემაზე PXL Token აღარ მიიღებთ.");
    expect(text).toContain('<a href="/ka">მთავარ გვერდზე დაბრუნება</a>');
    const again = await h.api.call(link, { method: "POST" });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("ეს ბმული უკვე გამოყენებულია ან არასწორია.");

    // A link without the language (mailed before it had one) follows the browser's languages.
    const bare = `/api/newsletter/unsubscribe?token=${token}`;
    const asked = await (await h.api.call(bare, { headers: { "Accept-Language": "ka-GE,ka;q=0.9" } })).text();
    expect(asked).toContain('<html lang="ka">');
    const english = await (await h.api.call(bare)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("<h1>Unsubscribe from the newsletter?</h1>");
    expect(english).toContain(`action="/api/newsletter/unsubscribe?token=${token}"`);
  });

  it("refuses a language it does not have, with a 400 and no change", async () => {
    await h.api.postJson("/api/newsletter", { email: "lang@example.ge" }, { ip: nextIp() });
    const token = (await subscribers("lang@example.ge"))[0]?.unsubscribe_token ?? "";
    const response = await h.api.call(`/api/newsletter/unsubscribe?token=${token}&lang=fr`, {
      method: "POST",
    });
    expect(response.status).toBe(400);
    expect((await subscribers("lang@example.ge"))[0]?.unsubscribed_at).toBeNull();
  });
});
