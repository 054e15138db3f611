import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it, vi } from "vitest";
import { user } from "@/server/db/schema";
import { tapLog } from "@/server/lib/log";
import { subscribe, unsubscribe, unsubscribeUrl } from "@/server/newsletter/newsletter-service";
import { listNotifications } from "@/server/notifications/notification-store";
import {
  type AccountHarness,
  countOf,
  createUser,
  emailFor,
  expectNoMailTo,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { insertUsers } from "@/server/test/fixtures";
import { signedInOperator } from "@/server/test/operator-fixtures";
import { linkIn } from "@/server/test/smtp-sink";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { adminAnnouncementsPageSchema, announcementResultSchema } from "@/shared/admin/announcements";

const UNSUBSCRIBE_PREFIX = `${TEST_ORIGIN}/api/newsletter/unsubscribe?token=`;

/** A real SMTP server that refuses mail to addresses containing "refused" and keeps the rest. */
async function startRefusingSmtp() {
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      callback(address.address.includes("refused") ? new Error("mailbox unavailable") : null);
    },
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Confirmed users straight in the database, with distinct addresses per test. */
async function investors<const Name extends string>(
  h: AccountHarness,
  label: string,
  names: readonly Name[],
): Promise<Record<Name, { id: string; email: string }>> {
  await insertUsers(
    h.database.db,
    names.map((name) => `${label}-${name}`),
  );
  const people = {} as Record<Name, { id: string; email: string }>;
  for (const name of names) people[name] = { id: `${label}-${name}`, email: `${label}-${name}@example.ge` };
  return people;
}

describe.each(testEngines)("announcements of the operator console ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);

  const publish = (body: unknown, cookie: string, api = h.api) =>
    api.postJson("/api/admin/announcements", body, { headers: { cookie } });
  const tokenOf = async (email: string) => {
    const [row] = await rows<{ unsubscribe_token: string }>(
      h,
      sql`select unsubscribe_token from newsletter_subscribers where lower(email) = lower(${email})`,
    );
    return row?.unsubscribe_token ?? "";
  };
  const announcementNotifications = (id: string) =>
    rows<{ user_id: string; type: string; title: string }>(
      h,
      sql`select user_id, type, title from notifications where dedupe_key = ${`announcement:${id}`} order by user_id`,
    );
  const confirmedUsers = () => countOf(h, sql`select count(*) as n from "user" where email_verified`);

  it("notifies every confirmed user once, mails active subscribers with their own unsubscribe link, one audit row", async () => {
    const operator = await signedInOperator(h);
    const { subscribed, shouting, silent, unsubscribed } = await investors(h, "ann1", [
      "subscribed",
      "shouting",
      "silent",
      "unsubscribed",
    ]);
    await h.database.db.insert(user).values({
      id: "ann1-unconfirmed",
      name: "x",
      email: "ann1-unconfirmed@example.ge",
      emailVerified: false,
      firstName: "Unconfirmed",
      lastName: "Test",
      phone: "+995 555 000 000",
      country: "Georgia",
    });
    for (const email of [
      subscribed.email,
      shouting.email.toUpperCase(),
      unsubscribed.email,
      "ann1-unconfirmed@example.ge",
      "ann1-stranger@example.ge",
    ]) {
      await subscribe(h.database.db, email, "en");
    }
    await unsubscribe(h.database.db, await tokenOf(unsubscribed.email));
    const published = vi.spyOn(h.api.services.realtime.changed, "notifications");
    const mails = [h.smtp.next(subscribed.email), h.smtp.next(shouting.email)];

    const response = await publish(
      {
        title: "Dividend for 2026",
        message: "The first dividend is paid in January.\n\nThank you!",
        kind: "dividend",
      },
      operator.cookie,
    );
    expect(response.status).toBe(201);
    const result = announcementResultSchema.parse(await response.json());
    const everyone = await confirmedUsers();
    expect(result).toMatchObject({ notified: everyone, emailed: 2 });

    const notified = await announcementNotifications(result.id);
    expect(notified).toHaveLength(everyone);
    expect(new Set(notified.map((n) => n.user_id)).size).toBe(everyone);
    expect(notified.every((n) => n.type === "dividend" && n.title === "Dividend for 2026")).toBe(true);
    expect(notified.map((n) => n.user_id)).not.toContain("ann1-unconfirmed");
    expect(published).toHaveBeenCalledTimes(1);
    expect([...(published.mock.calls[0]?.[0] ?? [])].sort()).toEqual(notified.map((n) => n.user_id).sort());
    published.mockRestore();

    const [toSubscribed, toShouting] = await Promise.all(mails);
    if (!toSubscribed || !toShouting) throw new Error("a mail is missing");
    expect(toSubscribed.subject).toBe("PXL: Dividend for 2026");
    expect(toSubscribed.text).toContain("The first dividend is paid in January.");
    expect(linkIn(toSubscribed, UNSUBSCRIBE_PREFIX)).toBe(
      unsubscribeUrl(TEST_ORIGIN, await tokenOf(subscribed.email), "en"),
    );
    expect(linkIn(toShouting, UNSUBSCRIBE_PREFIX)).toBe(
      unsubscribeUrl(TEST_ORIGIN, await tokenOf(shouting.email), "en"),
    );
    for (const email of [
      silent.email,
      unsubscribed.email,
      "ann1-unconfirmed@example.ge",
      "ann1-stranger@example.ge",
    ]) {
      await expectNoMailTo(h.smtp, email, 0);
    }

    const [stored] = await rows<{ notified_count: number; emailed_count: number; created_by: string }>(
      h,
      sql`select notified_count, emailed_count, created_by from announcements where id = ${result.id}`,
    );
    expect(stored).toEqual({ notified_count: everyone, emailed_count: 2, created_by: operator.id });
    const audit = await rows<{ actor_label: string; subject: string; details: Record<string, unknown> }>(
      h,
      sql`select actor_label, subject, details from audit_log
          where action = 'announcement_published' and details->>'announcementId' = ${result.id}`,
    );
    expect(audit).toEqual([
      {
        actor_label: operator.email,
        subject: "Dividend for 2026",
        details: { announcementId: result.id, kind: "dividend", notified: everyone },
      },
    ]);
  });

  it("keeps each user's newest 20 notifications, the announcement first", async () => {
    const operator = await signedInOperator(h);
    const { full } = await investors(h, "ann2", ["full"]);
    for (let i = 0; i < 20; i++) {
      // The oldest has a key (it must stay, emptied), the others none.
      await h.database.db.execute(sql`insert into notifications (user_id, type, title, message, dedupe_key, created_at)
        values (${full.id}, 'system', ${`old ${i}`}, 'm', ${i === 0 ? "welcome" : null}, now() - make_interval(mins => ${60 - i}))`);
    }
    const response = await publish(
      { title: "Course discount", message: "Ten percent off every course." },
      operator.cookie,
    );
    expect(response.status).toBe(201);

    const list = await listNotifications(h.database.db, full.id);
    expect(list.notifications).toHaveLength(20);
    expect(list.notifications[0]?.title).toBe("Course discount");
    const shown = await rows<{ title: string; dedupe_key: string | null }>(
      h,
      sql`select title, dedupe_key from notifications where user_id = ${full.id} order by created_at desc`,
    );
    expect(shown.filter((n) => n.title !== "")).toHaveLength(20);
    expect(shown[0]).toEqual({
      title: "Course discount",
      dedupe_key: expect.stringMatching(/^announcement:/),
    });
    // The oldest, keyed row is emptied, not deleted: its fact is never notified again.
    expect(shown.at(-1)).toEqual({ title: "", dedupe_key: "welcome" });
    expect(shown).toHaveLength(21);
  });

  it("sends to every other subscriber when one address is refused, and says how many were sent", async () => {
    const operator = await signedInOperator(h);
    const people = await investors(h, "ann3", ["first", "refused", "last"]);
    for (const person of Object.values(people)) await subscribe(h.database.db, person.email, "en");
    const smtp = await startRefusingSmtp();
    const logged: Record<string, unknown>[] = [];
    const untap = tapLog((line) => logged.push(line));
    try {
      const api = h.appWith({ mail: { smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" } });
      const response = await publish(
        { title: "Roadmap update", message: "Our new campus opens in spring." },
        operator.cookie,
        api,
      );
      expect(response.status).toBe(201);
      const result = announcementResultSchema.parse(await response.json());
      const subscribers = await countOf(
        h,
        sql`select count(*) as n from "user" u join newsletter_subscribers s on lower(s.email) = lower(u.email)
            where u.email_verified and s.unsubscribed_at is null`,
      );
      expect(result.emailed).toBe(subscribers - 1);
      expect(smtp.delivered).toEqual(expect.arrayContaining([people.first.email, people.last.email]));
      expect(smtp.delivered).not.toContain(people.refused.email);
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: `the announcement to ${people.refused.email} was not sent`,
          err: expect.objectContaining({ message: expect.any(String) }),
        }),
      );
    } finally {
      untap();
      await smtp.close();
    }
  });

  it("sends a double submit once: the same title and message published just before are not sent again", async () => {
    const operator = await signedInOperator(h);
    await investors(h, "ann-twice", ["reader"]);
    const content = { title: "Round two opens", message: "The second round opens on Monday at noon." };
    const answers = await Promise.all([publish(content, operator.cookie), publish(content, operator.cookie)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(await refused?.json()).toMatchObject({
      code: "repeated",
      error: expect.stringMatching(
        /^This announcement was already published at \d+ \w+ \d{4}, \d\d:\d\d UTC/,
      ),
    });
    const stored = await rows<{ id: string }>(
      h,
      sql`select id from announcements where title = ${content.title}`,
    );
    expect(stored).toHaveLength(1);
    // Everyone confirmed is notified once: by the one announcement stored.
    expect(await announcementNotifications(stored[0]?.id ?? "")).toHaveLength(await confirmedUsers());
    // Another message is another announcement.
    expect(
      (await publish({ ...content, message: `${content.message} Bring a friend.` }, operator.cookie)).status,
    ).toBe(201);
  });

  it("refuses an invalid announcement and anyone but an operator, storing nothing", async () => {
    const operator = await signedInOperator(h);
    const investor = await createUser(h, emailFor("investor"));
    const investorCookie = sessionCookie(await signIn(h, investor.email));
    const before = await countOf(h, sql`select count(*) as n from announcements`);

    const short = await publish({ title: "Hi", message: "A message long enough." }, operator.cookie);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: "The title must be at least 3 characters." });
    expect(
      (await publish({ title: "Title", message: "Short", kind: "system" }, operator.cookie)).status,
    ).toBe(400);
    expect(
      (await publish({ title: "Title", message: "Long enough message.", kind: "price" }, operator.cookie))
        .status,
    ).toBe(400);
    expect((await publish({ title: "Title", message: "Long enough message." }, investorCookie)).status).toBe(
      403,
    );
    expect(
      (await h.api.postJson("/api/admin/announcements", { title: "Title", message: "Long enough message." }))
        .status,
    ).toBe(401);
    expect(await countOf(h, sql`select count(*) as n from announcements`)).toBe(before);
  });

  it("lists announcements newest first, paged, with who published them", async () => {
    const operator = await signedInOperator(h);
    const titles = ["List one", "List two", "List three"];
    for (const title of titles) {
      expect((await publish({ title, message: "A message for the list." }, operator.cookie)).status).toBe(
        201,
      );
    }
    const response = await h.api.call("/api/admin/announcements?q=List&pageSize=10", {
      headers: { cookie: operator.cookie },
    });
    expect(response.status).toBe(200);
    const page = adminAnnouncementsPageSchema.parse(await response.json());
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.title)).toEqual([...titles].reverse());
    expect(page.rows[0]).toMatchObject({ createdBy: operator.email, message: "A message for the list." });
    expect(page.rows[0]?.notifiedCount).toBe(await confirmedUsers());

    const oldestFirst = adminAnnouncementsPageSchema.parse(
      await (
        await h.api.call("/api/admin/announcements?q=List&dir=asc", { headers: { cookie: operator.cookie } })
      ).json(),
    );
    expect(oldestFirst.rows.map((r) => r.title)).toEqual(titles);
  });
});
