import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDecision } from "@/server/admin/kyc/kyc-decision";
import { withLocale } from "@/server/http/request-locale";
import { createMailer } from "@/server/mail/mailer";
import { announcementMessage, roundPublishedMessage } from "@/server/mail/operator-emails";
import { attributionDeclinedNotification } from "@/server/notifications/attribution-notifications";
import { listNotifications } from "@/server/notifications/notification-store";
import { notify, welcomeNotification } from "@/server/notifications/notify";
import { roundPublishedNotification } from "@/server/notifications/round-notifications";
import { insertUsers } from "@/server/test/fixtures";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const BASE = "https://pxl.example";
const nbsp = "\u00a0";
const realtime = { changed: { sale() {}, payments() {}, notifications() {}, kyc() {} } };

/**
 * Notifications are stored as text: each is written in its recipient's language when it is created,
 * whoever's request creates it (here an operator's, in English), and the e-mails that go with them too.
 */
describe.each(testEngines)("notices in the investor's language ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpSink();
    await insertUsers(database.db, ["nino-ka", "john-en"]);
    await database.db.execute(sql`update "user" set locale = 'ka' where id = 'nino-ka'`);
  });
  afterAll(async () => {
    await smtp.close();
    await database.destroy();
  });

  const shown = async (userId: string) =>
    (await listNotifications(database.db, userId)).notifications.map((n) => `${n.title}: ${n.message}`);

  it("tells a Georgian investor of a KYC decision in Georgian, by notification and e-mail", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" }, database.db);
    const mail = smtp.next("nino-ka@example.ge");
    const decided = {
      submissionId: "00000000-0000-4000-8000-000000000001",
      userId: "nino-ka",
      email: "nino-ka@example.ge",
      firstName: "ნინო",
      status: "rejected" as const,
      reason: "The photo is blurred",
    };
    // The operator's request speaks English; the investor reads Georgian.
    await withLocale("en", () =>
      announceDecision({ db: database.db, mailer, realtime, baseUrl: BASE }, decided),
    );

    const received = await mail;
    expect(received.subject).toBe("თქვენი ვინაობის შემოწმება ხელახლა საჭიროებს განხილვას");
    expect(received.text).toContain("გამარჯობა, ნინო!");
    expect(received.text).toContain("მიზეზი: The photo is blurred");
    expect(received.text).toContain(`ხელახლა გაგზავნა: ${BASE}/ka/kyc`);
    expect(received.text).toContain("გაქვთ კითხვები? მოგვწერეთ: invest@pixelacademy.ge.");
    expect(await shown("nino-ka")).toContain(
      "ვინაობის შემოწმება უარყოფილია: თქვენი ვინაობის შემოწმება არ დამტკიცდა. მიზეზი: The photo is blurred. შეგიძლიათ ხელახლა გამოგზავნოთ ახალი დოკუმენტებით.",
    );
  });

  it("writes each user's notice in their own language, not the request's", async () => {
    const declined = () =>
      attributionDeclinedNotification({
        id: "r1",
        txHash: `0x${"a".repeat(64)}`,
        exchange: "Binance",
        reason: "No record",
      });
    await withLocale("ka", async () => {
      await notify(database.db, realtime, "john-en", welcomeNotification);
      await notify(database.db, realtime, "john-en", declined);
    });
    await withLocale("en", () => notify(database.db, realtime, "nino-ka", welcomeNotification));

    expect(await shown("john-en")).toEqual([
      "Attribution request declined: Your request to credit the payment 0xaaaa…aaaa from Binance was declined. The reason: No record. You can send a new request with more details.",
      "Welcome to the PXL private sale: Your dashboard shows your tokens, payments and the sale's progress. We will tell you here when a payment arrives and when it is credited.",
    ]);
    expect((await shown("nino-ka")).at(0)).toBe(
      "კეთილი იყოს თქვენი მობრძანება PXL-ის დახურულ გაყიდვაზე: თქვენს პანელზე ჩანს თქვენი ტოკენები, გადახდები და გაყიდვის მიმდინარეობა. აქ შეგატყობინებთ, როცა გადახდა შემოვა და როცა ის ჩაირიცხება.",
    );
  });
});

describe("a published round, told in the holder's language", () => {
  const round = { id: "7", kind: "dividend" as const, period: "H1 2026" };

  it("writes the dividend mail and notice in Georgian for a Georgian holder, with amounts as Georgians write them", () => {
    const mail = roundPublishedMessage(
      { email: "nino@example.ge", firstName: "Nino", locale: "ka" },
      { kind: "dividend", period: "H1 2026", amount: 1_234_500_000n, claimable: true },
      BASE,
    );
    expect(mail.subject).toBe("თქვენი H1 2026 პერიოდის დივიდენდი მისაღებად მზადაა");
    expect(mail.text).toContain(`1${nbsp}234,50 USDT არის თქვენი წილი H1 2026 პერიოდის დივიდენდიდან`);
    expect(mail.text).toContain(`მიღება ჩემი პანელიდან: ${BASE}/ka/dashboard`);
    const notice = withLocale("ka", () => roundPublishedNotification(round, 1_234_500_000n));
    expect(notice.title).toBe("თქვენი H1 2026 პერიოდის დივიდენდი მისაღებად მზადაა");
    expect(notice.message).toBe(
      `1${nbsp}234,50 USDT თქვენია და შეგიძლიათ ბლოკჩეინზე მიიღოთ. მიიღეთ ის თქვენი პორტფელიდან.`,
    );
  });

  it("wraps an operator's announcement in the subscriber's language, the operator's text as written", () => {
    const mail = announcementMessage(
      { email: "nino@example.ge", firstName: "Nino", locale: "ka" },
      { title: "Dividend date", message: "Paid on 1 July.", kind: "dividend" },
      { baseUrl: BASE, unsubscribeUrl: `${BASE}/api/newsletter/unsubscribe?token=t` },
    );
    expect(mail.subject).toBe("PXL: Dividend date");
    expect(mail.text).toContain("Paid on 1 July.");
    expect(mail.text).toContain(`ჩემი პანელის გახსნა: ${BASE}/ka/dashboard`);
    expect(mail.text).toContain(
      `ამ წერილს იღებთ, რადგან გამოწერილი გაქვთ PXL ტოკენის სიახლეები. გამოწერის გაუქმება: ${BASE}/api/newsletter/unsubscribe?token=t`,
    );
  });

  it("leaves the English mail as it was", () => {
    const mail = withLocale("ka", () =>
      roundPublishedMessage(
        { email: "john@example.com", firstName: null, locale: "en" },
        { kind: "dividend", period: "H1 2026", amount: 1_234_500_000n, claimable: false },
        BASE,
      ),
    );
    expect(mail.subject).toBe("Your H1 2026 dividend is kept for you");
    expect(mail.text).toContain("Hello there,");
    expect(mail.text).toContain("1,234.50 USDT is your share of the H1 2026 dividend.");
    expect(mail.text).toContain(`Open my dashboard: ${BASE}/dashboard`);
  });
});
