import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AccountHarness,
  CONFIRM_LINK_PREFIX,
  captchaHeader,
  emailFor,
  followLink,
  nextIp,
  RESET_LINK_PREFIX,
  rows,
  useAccountHarness,
} from "@/server/test/account-harness";
import { validRegistration } from "@/server/test/fixtures";
import { linkIn } from "@/server/test/smtp-sink";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

const GEORGIAN = { "Accept-Language": "ka-GE,ka;q=0.9,en;q=0.8" };
const ENGLISH = { "Accept-Language": "en-US,en;q=0.9" };

/** Registers from a page in one language (the request's Accept-Language, as our pages send it). */
async function registerIn(h: AccountHarness, email: string, language: Record<string, string>) {
  const mail = h.smtp.next(email);
  const response = await h.api.postJson("/api/account/register", validRegistration(email), {
    ip: nextIp(),
    headers: { ...(await captchaHeader(h.api)), ...language },
  });
  expect(response.status).toBe(201);
  return mail;
}

async function requestResetIn(h: AccountHarness, email: string, language: Record<string, string>) {
  const mail = h.smtp.next(email);
  const response = await h.api.postJson(
    "/api/auth/request-password-reset",
    { email, redirectTo: "/reset-password" },
    { ip: nextIp(), headers: { ...(await captchaHeader(h.api)), ...language } },
  );
  expect(response.status).toBe(200);
  return mail;
}

/** Where a link of a mail leads, as a click would follow it. */
async function landing(h: AccountHarness, link: string): Promise<URL> {
  const response = await followLink(h.api, link);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "", TEST_ORIGIN);
}

/**
 * Better Auth's e-mails in the language of the account (issue 15): the user row's `locale`, stored
 * from the page they registered on, over a real SMTP server. Their links open our pages in that language.
 */
describe.each(testEngines)("account e-mails in the reader's language ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);

  it("confirms a Georgian registration in Georgian, and its link lands on the Georgian page", async () => {
    const email = emailFor("nino");
    const mail = await registerIn(h, email, GEORGIAN);
    const [stored] = await rows<{ locale: string }>(h, sql`select locale from "user" where email = ${email}`);
    expect(stored?.locale).toBe("ka");

    expect(mail.subject).toBe("დაადასტურეთ ელფოსტის მისამართი — Pixel Academy");
    expect(mail.text).toContain("გამარჯობა, Nino!");
    expect(mail.text).toContain("გმადლობთ, რომ დარეგისტრირდით PXL ტოკენის დახურულ გაყიდვაზე.");
    expect(mail.text).toContain("ბმული 24 საათის განმავლობაში მოქმედებს.");
    expect(mail.html).toContain('<html lang="ka">');
    expect(mail.text).not.toMatch(/Confirm|Hello/);
    // Opened outside the browser that registered: confirmed, and on to the Georgian login page.
    expect((await landing(h, linkIn(mail, CONFIRM_LINK_PREFIX))).pathname).toBe("/ka/login");
  });

  it("writes a Georgian user's password reset in Georgian, whatever language the request speaks", async () => {
    const email = emailFor("nino-reset");
    const confirmation = await registerIn(h, email, GEORGIAN);
    await landing(h, linkIn(confirmation, CONFIRM_LINK_PREFIX));

    const mail = await requestResetIn(h, email, ENGLISH);
    expect(mail.subject).toBe("Pixel Academy — პაროლის აღდგენა");
    expect(mail.text).toContain("ვიღაცამ მოითხოვა თქვენი ანგარიშის პაროლის აღდგენა.");
    expect(mail.text).toContain("ახალი პაროლის არჩევა: ");
    const reset = await landing(h, linkIn(mail, RESET_LINK_PREFIX));
    expect(reset.pathname).toBe("/ka/reset-password");
    expect(reset.searchParams.get("token")).toBeTruthy();
  });

  it("tells a Georgian owner of an address that they have an account, with links to the Georgian pages", async () => {
    const email = emailFor("nino-twice");
    await registerIn(h, email, GEORGIAN);
    const mail = await registerIn(h, email, ENGLISH);
    expect(mail.subject).toBe("თქვენი ანგარიში — Pixel Academy");
    expect(mail.text).toContain("თქვენ უკვე გაქვთ ანგარიში");
    expect(mail.text).toContain(`შესვლა: ${TEST_ORIGIN}/ka/login`);
    expect(mail.text).toContain(`აღადგინეთ აქ: ${TEST_ORIGIN}/ka/forgot-password`);
  });

  it("leaves an English user's e-mails as they were, even asked for from a Georgian page", async () => {
    const email = emailFor("john");
    const confirmation = await registerIn(h, email, ENGLISH);
    expect(confirmation.subject).toBe("Confirm your e-mail address for Pixel Academy");
    expect(confirmation.text).toContain("Hello Nino,");
    expect(confirmation.html).toContain('<html lang="en">');
    expect((await landing(h, linkIn(confirmation, CONFIRM_LINK_PREFIX))).pathname).toBe("/login");

    const reset = await requestResetIn(h, email, GEORGIAN);
    expect(reset.subject).toBe("Reset your Pixel Academy password");
    expect((await landing(h, linkIn(reset, RESET_LINK_PREFIX))).pathname).toBe("/reset-password");

    const again = await registerIn(h, email, GEORGIAN);
    expect(again.subject).toBe("Your Pixel Academy account");
    expect(again.text).toContain(`Sign in: ${TEST_ORIGIN}/login`);
    expect(again.text).toContain(`Reset it here: ${TEST_ORIGIN}/forgot-password`);
  });
});
