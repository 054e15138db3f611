import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  countOf,
  createUser,
  emailFor,
  expectNoMailTo,
  PASSWORD,
  register,
  requestReset,
  rows,
  signIn,
  useAccountHarness,
  usersWithEmail,
} from "@/server/test/account-harness";
import { testEngines } from "@/server/test/test-database";

/** The shape of an answer without its values: status and the JSON keys, recursively. */
async function shapeOf(response: Response) {
  const keys = (value: unknown): unknown =>
    value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys(v)]))
      : typeof value;
  return { status: response.status, keys: keys(await response.json()) };
}

describe.each(testEngines)("no answer tells whether an e-mail has an account, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  const signaturesOf = (userId: string) =>
    countOf(h, sql`select count(*) as n from contract_signatures where user_id = ${userId}`);

  describe("registration", () => {
    it("answers an existing address with the same status and body as a new one", async () => {
      const existing = await createUser(h, emailFor("taken"));
      const fresh = await register(h, emailFor("fresh"));
      const duplicate = await register(h, existing.email);
      const freshShape = await shapeOf(fresh);
      expect(freshShape).toEqual({ status: 201, keys: { status: "string" } });
      expect(await shapeOf(duplicate)).toEqual(freshShape);
    });

    it("answers an existing address byte for byte like a new one (same body, same headers)", async () => {
      const existing = await createUser(h, emailFor("taken-bytes"));
      const fresh = await register(h, emailFor("fresh-bytes"));
      const duplicate = await register(h, existing.email);
      expect(await duplicate.text()).toBe(await fresh.text());
      const headerNames = (r: Response) => [...r.headers.keys()].sort();
      expect(headerNames(duplicate)).toEqual(headerNames(fresh));
    });

    it("mails the existing owner an 'already have an account' message and no confirmation link", async () => {
      const existing = await createUser(h, emailFor("owner-mail"));
      const mailsBefore = h.smtp.to(existing.email).length;
      const notice = h.smtp.next(existing.email);
      await register(h, existing.email);
      const mail = await notice;
      expect(mail.subject).toMatch(/account/i);
      expect(mail.text).toMatch(/already has an account/);
      expect(mail.text).not.toContain("/api/auth/verify-email");
      await expectNoMailTo(h.smtp, existing.email, mailsBefore + 1);
    });

    it("creates no second account, credential or signature row, and keeps the owner's data and password", async () => {
      const existing = await createUser(h, emailFor("owner-rows"));
      const response = await register(h, existing.email, {
        body: { firstName: "Intruder", password: "another password!", confirmPassword: "another password!" },
      });
      expect(response.status).toBe(201);
      expect(await usersWithEmail(h, existing.email)).toBe(1);
      expect(await countOf(h, sql`select count(*) as n from account where user_id = ${existing.id}`)).toBe(1);
      expect(await signaturesOf(existing.id)).toBe(1);
      const [row] = await rows<{ first_name: string }>(
        h,
        sql`select first_name from "user" where id = ${existing.id}`,
      );
      expect(row?.first_name).toBe("Nino");
      expect((await signIn(h, existing.email, "another password!")).status).toBe(401);
      expect((await signIn(h, existing.email, PASSWORD)).status).toBe(200);
    });

    it("treats the same address in other letter case as the existing account", async () => {
      const existing = await createUser(h, emailFor("case"));
      const fresh = await register(h, emailFor("case-fresh"));
      const notice = h.smtp.next(existing.email);
      const duplicate = await register(h, existing.email.toUpperCase());
      expect(await shapeOf(duplicate)).toEqual(await shapeOf(fresh));
      await notice;
      expect(await usersWithEmail(h, existing.email)).toBe(1);
    });
  });

  describe("password reset request", () => {
    it("answers a known and an unknown address with the same status and body", async () => {
      const known = await createUser(h, emailFor("reset-known"));
      const forKnown = await requestReset(h, known.email);
      const forUnknown = await requestReset(h, emailFor("reset-unknown"));
      expect(forKnown.status).toBe(200);
      expect(forUnknown.status).toBe(forKnown.status);
      expect(await forUnknown.text()).toBe(await forKnown.text());
    });

    it("mails only the known address", async () => {
      const known = await createUser(h, emailFor("reset-mail-known"));
      const unknown = emailFor("reset-mail-unknown");
      const resetMail = h.smtp.next(known.email);
      await requestReset(h, known.email);
      await requestReset(h, unknown);
      expect((await resetMail).subject).toMatch(/Reset your .* password/);
      await expectNoMailTo(h.smtp, unknown);
    });

    it("answers an unconfirmed account like any other address", async () => {
      const unconfirmed = await createUser(h, emailFor("reset-unconfirmed"), { verified: false });
      const forUnconfirmed = await requestReset(h, unconfirmed.email);
      const forUnknown = await requestReset(h, emailFor("reset-unconfirmed-unknown"));
      expect(forUnconfirmed.status).toBe(forUnknown.status);
      expect(await forUnconfirmed.text()).toBe(await forUnknown.text());
    });
  });

  describe("sign-in", () => {
    it("answers a wrong password and an unknown address with the same status and body", async () => {
      const known = await createUser(h, emailFor("signin-known"));
      const wrongPassword = await signIn(h, known.email, "not the password");
      const unknown = await signIn(h, emailFor("signin-unknown"), "not the password");
      expect(wrongPassword.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual(await wrongPassword.json());
    });
  });
});
