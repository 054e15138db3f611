import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract_signatures, user } from "@/server/db/schema";
import { validRegistration } from "@/server/test/fixtures";
import { linkIn, startSmtpSink } from "@/server/test/smtp-sink";
import { solveCaptcha } from "@/server/test/solve-captcha";
import { createTestApp, TEST_ORIGIN } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { CAPTCHA_HEADER } from "@/shared/auth/captcha";
import { legalDocumentVersions } from "@/shared/legal-versions";

describe.each(testEngines)("registration to first sign-in on $engine", ({ engine }) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpSink();
    api = createTestApp(database, { mail: { smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" } });
  });
  afterAll(async () => {
    await smtp.close();
    await database.destroy();
  });

  const withCaptcha = async () => ({ [CAPTCHA_HEADER]: await solveCaptcha(api.call) });

  it("creates the account and its signature record, mails a confirmation link, and signs in once confirmed", async () => {
    const email = "nino@example.ge";
    const mail = smtp.next(email);
    const response = await api.postJson("/api/account/register", validRegistration(email), {
      headers: await withCaptcha(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "check_email" });

    const [account] = await database.db.select().from(user).where(eq(user.email, email));
    expect(account).toMatchObject({
      firstName: "Nino",
      lastName: "Beridze",
      country: "Georgia",
      emailVerified: false,
    });
    const signatures = await database.db
      .select()
      .from(contract_signatures)
      .where(eq(contract_signatures.userId, account?.id ?? ""));
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      termsOfServiceVersion: legalDocumentVersions.termsOfService,
      saleAgreementVersion: legalDocumentVersions.saleAgreement,
      kycRequirementAcknowledged: true,
    });

    const signIn = async () =>
      api.postJson(
        "/api/auth/sign-in/email",
        { email, password: "correct horse battery", rememberMe: true },
        { headers: await withCaptcha(), ip: "198.51.100.77" },
      );
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const confirmation = await mail;
    expect(confirmation.subject).toMatch(/Confirm your e-mail/);
    expect(confirmation.html).toContain("Confirm my e-mail");
    const link = new URL(linkIn(confirmation, `${TEST_ORIGIN}/api/auth/verify-email`));
    // Opened without the registering browser's cookie: confirmed, and on to sign in.
    const confirmed = await api.call(`${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/login?confirmed=1");

    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await api.call("/api/auth/get-session", {
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(await session.json()).toMatchObject({ user: { email, firstName: "Nino" } });
  });
});
