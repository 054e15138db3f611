import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { user } from "@/server/db/schema";
import { unsubscribeUrl } from "@/server/newsletter/newsletter-service";
import { insertUsers } from "@/server/test/fixtures";
import { linkIn, startSmtpSink } from "@/server/test/smtp-sink";
import { createTestApp, TEST_ORIGIN } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const RESUBSCRIBE_PREFIX = `${TEST_ORIGIN}/api/newsletter/resubscribe?token=`;

/**
 * An address whose owner unsubscribed comes back only through its own mailbox. Before, anyone who
 * typed it into the footer's form subscribed it again, and announcements went to it.
 */
describe.each(testEngines)("subscribing an unsubscribed address again, on $engine", ({ engine }) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: ReturnType<typeof createTestApp>;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpSink();
    api = createTestApp(database, { mail: { smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" } });
  });
  afterAll(async () => {
    await smtp.close();
    await database.destroy();
  });

  const rowOf = async (email: string) => {
    const [row] = await queryRows<{ unsubscribed_at: Date | null; unsubscribe_token: string }>(
      database.db,
      sql`select unsubscribed_at, unsubscribe_token from newsletter_subscribers where lower(email) = lower(${email})`,
    );
    if (!row) throw new Error(`${email} is not in newsletter_subscribers`);
    return row;
  };

  const subscribeAs = (email: string, headers: Record<string, string> = {}) =>
    api.postJson("/api/newsletter", { email }, { ip: nextIp(), headers });

  /** Subscribes the address, then unsubscribes it by its own link, as its owner would. */
  async function unsubscribed(email: string) {
    expect((await subscribeAs(email)).status).toBe(201);
    const link = new URL(unsubscribeUrl(TEST_ORIGIN, (await rowOf(email)).unsubscribe_token));
    expect((await api.call(`${link.pathname}${link.search}`, { method: "POST" })).status).toBe(200);
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();
  }

  /** The link's path and query, as a browser following the mail would ask for them. */
  const pathOf = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  it("keeps the address unsubscribed and mails its owner a link; the link's page asks, its button subscribes, once", async () => {
    const email = "left@example.ge";
    await unsubscribed(email);

    const mail = smtp.next(email);
    const response = await subscribeAs("LEFT@example.ge");
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "confirmation_sent" });
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();

    const sent = await mail;
    expect(sent.subject).toBe("Subscribe again to PXL Token updates?");
    const link = linkIn(sent, RESUBSCRIBE_PREFIX);
    expect(new URL(link).searchParams.get("lang")).toBe("en");

    // Mail scanners open links: the page changes nothing, its button does.
    const page = await api.call(pathOf(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Subscribe again to PXL Token updates?</h1>");
    expect(html).toContain(">Subscribe again</button>");
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();

    const action = html.match(/action="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(action).toBe(pathOf(link));
    const done = await api.call(action, { method: "POST", headers: { Origin: TEST_ORIGIN } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You are subscribed again.");
    expect((await rowOf(email)).unsubscribed_at).toBeNull();

    const again = await api.call(action, { method: "POST", headers: { Origin: TEST_ORIGIN } });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This link has expired or was already used.");
    expect((await subscribeAs(email)).status).toBe(409);
  });

  it("refuses the button from another site: only the page the link opened may press it", async () => {
    const email = "csrf-back@example.ge";
    await unsubscribed(email);
    const mail = smtp.next(email);
    await subscribeAs(email);
    const action = pathOf(linkIn(await mail, RESUBSCRIBE_PREFIX));
    const foreign: Record<string, string>[] = [{ Origin: "https://evil.example" }, {}];
    for (const headers of foreign) {
      expect((await api.call(action, { method: "POST", headers })).status).toBe(403);
    }
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();
  });

  it("mails an address at most once in ten minutes, however many ask at once", async () => {
    const email = "flooded@example.ge";
    await unsubscribed(email);
    const first = smtp.next(email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribeAs(email)));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    await first;
    expect((await subscribeAs(email)).status).toBe(202);
    // One more mail would have arrived by now: the first took one SMTP exchange, as it would.
    const stray = smtp.next(email, 500).then(
      () => "a second mail",
      () => "none",
    );
    expect(await stray).toBe("none");
    expect(smtp.to(email)).toHaveLength(1);

    // Ten minutes on, whoever asks again makes one more mail; the first link no longer works.
    const firstLink = pathOf(linkIn(smtp.to(email)[0] ?? (await first), RESUBSCRIBE_PREFIX));
    await database.db.execute(
      sql`update newsletter_subscribers set resubscribe_sent_at = now() - interval '10 minutes'
          where lower(email) = ${email}`,
    );
    const second = smtp.next(email);
    expect((await subscribeAs(email)).status).toBe(202);
    const secondLink = pathOf(linkIn(await second, RESUBSCRIBE_PREFIX));
    expect(secondLink).not.toBe(firstLink);
    expect((await api.call(firstLink, { method: "POST", headers: { Origin: TEST_ORIGIN } })).status).toBe(
      404,
    );
    expect((await api.call(secondLink, { method: "POST", headers: { Origin: TEST_ORIGIN } })).status).toBe(
      200,
    );
  });

  it("does not bring an address back by a link older than a day", async () => {
    const email = "late@example.ge";
    await unsubscribed(email);
    const mail = smtp.next(email);
    await subscribeAs(email);
    const action = pathOf(linkIn(await mail, RESUBSCRIBE_PREFIX));
    await database.db.execute(
      sql`update newsletter_subscribers set resubscribe_sent_at = now() - interval '24 hours 1 second'
          where lower(email) = ${email}`,
    );
    const response = await api.call(action, { method: "POST", headers: { Origin: TEST_ORIGIN } });
    expect(response.status).toBe(404);
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();
  });

  it("writes to an account's owner in the account's language, to anyone else in the asker's", async () => {
    await insertUsers(database.db, ["nino"]);
    await database.db.update(user).set({ locale: "ka" }).where(eq(user.id, "nino"));
    await unsubscribed("nino@example.ge");
    const toNino = smtp.next("nino@example.ge");
    await subscribeAs("nino@example.ge", { "Accept-Language": "en" });
    const georgian = await toNino;
    expect(georgian.subject).toBe("გსურთ ხელახლა გამოიწეროთ სიახლეები თემაზე PXL Token?");
    expect(georgian.text).toContain("გამარჯობა, nino");
    const link = linkIn(georgian, RESUBSCRIBE_PREFIX);
    expect(new URL(link).searchParams.get("lang")).toBe("ka");
    expect(await (await api.call(pathOf(link))).text()).toContain('<html lang="ka">');

    await unsubscribed("stranger@example.ge");
    const toStranger = smtp.next("stranger@example.ge");
    await subscribeAs("stranger@example.ge", { "Accept-Language": "ka-GE,ka;q=0.9" });
    expect((await toStranger).subject).toBe("გსურთ ხელახლა გამოიწეროთ სიახლეები თემაზე PXL Token?");
  });

  it("says so when the mail cannot be sent, and lets the next request try again at once", async () => {
    const email = "unreachable@example.ge";
    await unsubscribed(email);
    // Nothing listens on port 1: the mail server is down.
    const down = createTestApp(database, {
      mail: { smtpUrl: "smtp://127.0.0.1:1", from: "PXL <no-reply@pxl.example>" },
    });
    const failed = await down.postJson("/api/newsletter", { email }, { ip: nextIp() });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: "mail_failed", error: "Please try again later." });

    const mail = smtp.next(email);
    expect((await subscribeAs(email)).status).toBe(202);
    expect(linkIn(await mail, RESUBSCRIBE_PREFIX)).toBeTruthy();
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();
  });
});
