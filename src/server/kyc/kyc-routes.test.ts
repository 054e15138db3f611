import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  encryptedPdf,
  htmlBytes,
  kycForm,
  largeJpeg,
  pdfHeadPadded,
  pngBomb,
  realJpeg,
  realPdf,
  realPng,
  withHtml,
} from "@/server/kyc/kyc-test-files";
import { exhaustUserRateLimit } from "@/server/lib/user-rate-limit-fixture";
import {
  countOf,
  createUser,
  emailFor,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { MAX_DOCUMENT_BYTES } from "@/shared/kyc/kyc-documents";
import { kycStatusSchema, todayIso } from "@/shared/kyc/kyc-schemas";

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  return todayIso(d);
};

describe.each(testEngines)("KYC submissions over the API ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);

  const signedIn = async () => {
    const email = emailFor("kyc");
    const user = await createUser(h, email);
    return { ...user, cookie: sessionCookie(await signIn(h, email)) };
  };
  const submit = (cookie: string | null, form: FormData = kycForm(), headers: Record<string, string> = {}) =>
    h.api.call("/api/kyc", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      body: form,
    });
  const status = async (cookie: string) =>
    kycStatusSchema.parse(await (await h.api.call("/api/kyc", { headers: { cookie } })).json());
  const submissionsOf = (userId: string) =>
    countOf(h, sql`select count(*) as n from kyc_submissions where user_id = ${userId}`);
  const documentsOf = (userId: string) =>
    countOf(
      h,
      sql`select count(*) as n from kyc_documents d join kyc_submissions s on s.id = d.submission_id where s.user_id = ${userId}`,
    );
  /** Encrypted documents in the database, of everyone (a refused submission must add none). */
  const storedContents = () => countOf(h, sql`select count(*) as n from kyc_document_contents`);

  it("refuses the signed-out", async () => {
    expect((await submit(null)).status).toBe(401);
    expect((await h.api.call("/api/kyc")).status).toBe(401);
    expect((await h.api.call("/api/kyc/documents/selfie")).status).toBe(401);
  });

  it("stores a submission with its four documents, encrypted in the database, and reports it pending", async () => {
    const user = await signedIn();
    expect(await status(user.cookie)).toMatchObject({ status: "not_submitted" });
    const before = await storedContents();
    const published = vi.spyOn(h.api.services.realtime.changed, "kyc");

    const response = await submit(user.cookie);
    expect(response.status).toBe(201);
    // The account stream refreshes the owner's status (and only the owner's).
    expect(published).toHaveBeenCalledExactlyOnceWith([user.id]);
    published.mockRestore();
    expect(await response.json()).toMatchObject({ status: "pending", reason: null });
    expect(await status(user.cookie)).toMatchObject({ status: "pending" });

    const documents = await rows<{
      kind: string;
      stored_name: string | null;
      content_type: string;
      size_bytes: number;
      ciphertext_bytes: number;
    }>(
      h,
      sql`select d.kind, d.stored_name, d.content_type, d.size_bytes, length(c.ciphertext) as ciphertext_bytes
          from kyc_documents d join kyc_submissions s on s.id = d.submission_id
          join kyc_document_contents c using (submission_id, kind)
          where s.user_id = ${user.id} order by d.kind`,
    );
    expect(documents.map((d) => [d.kind, d.content_type])).toEqual([
      ["id_back", "image/png"],
      ["id_front", "image/jpeg"],
      ["proof_of_address", "application/pdf"],
      ["selfie", "image/jpeg"],
    ]);
    expect(documents.find((d) => d.kind === "selfie")?.size_bytes).toBe(largeJpeg.length);
    expect(await storedContents()).toBe(before + 4);
    for (const d of documents) {
      // No file: the bytes are in the database only (GCM keeps the length).
      expect(d.stored_name).toBeNull();
      expect(Number(d.ciphertext_bytes)).toBe(Number(d.size_bytes));
    }
  });

  it("refuses a second submission while one is pending, and lets a rejected user submit again", async () => {
    const user = await signedIn();
    expect((await submit(user.cookie)).status).toBe(201);
    const second = await submit(user.cookie);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      code: "pending",
      error: "Your identity check is already under review. You can submit again only if it is rejected.",
    });
    expect(await submissionsOf(user.id)).toBe(1);

    await h.database.db.execute(
      sql`update kyc_submissions set status = 'rejected', decided_at = now(), decision_reason = 'The photo is blurred.' where user_id = ${user.id}`,
    );
    expect(await status(user.cookie)).toMatchObject({ status: "rejected", reason: "The photo is blurred." });
    expect((await submit(user.cookie)).status).toBe(201);
    expect(await status(user.cookie)).toMatchObject({ status: "pending", reason: null });
    expect(await submissionsOf(user.id)).toBe(2);

    await h.database.db.execute(
      sql`update kyc_submissions set status = 'verified', decided_at = now() where user_id = ${user.id} and status = 'pending'`,
    );
    const again = await submit(user.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "verified",
      error: "Your identity is already verified.",
    });
    expect(await submissionsOf(user.id)).toBe(2);
  });

  it("keeps one pending submission when several are sent at once, each to another instance", async () => {
    const user = await signedIn();
    const before = await storedContents();
    // Each instance has its own upload gate (one app would refuse the others as upload_in_progress).
    const instances = [h.api, h.appWith({}), h.appWith({})];
    const answers = await Promise.all(
      instances.map((api) =>
        api.call("/api/kyc", {
          method: "POST",
          headers: { Origin: TEST_ORIGIN, cookie: user.cookie },
          body: kycForm(),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const refused = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.json()));
    expect(refused.map((r) => r.code)).toEqual(["pending", "pending"]);
    expect(await submissionsOf(user.id)).toBe(1);
    expect(await documentsOf(user.id)).toBe(4);
    expect(await storedContents()).toBe(before + 4);
  });

  const refusals: Array<[string, FormData, string, string]> = [
    [
      "an HTML file named .png",
      kycForm({}, { idBack: { bytes: htmlBytes(), name: "back.png", type: "image/png" } }),
      "idBack",
      "This file is not a JPEG, PNG or PDF. Please choose an image or a PDF document.",
    ],
    [
      "an empty file",
      kycForm({}, { selfie: { bytes: new Uint8Array(0), name: "selfie.jpg", type: "image/jpeg" } }),
      "selfie",
      "This file is empty. Please choose another one.",
    ],
    [
      "a file over 10 MB",
      kycForm(
        {},
        {
          proofOfAddress: {
            bytes: pdfHeadPadded(MAX_DOCUMENT_BYTES + 1),
            name: "b.pdf",
            type: "application/pdf",
          },
        },
      ),
      "proofOfAddress",
      "This file is larger than 10 MB. Please choose a smaller one.",
    ],
    [
      "a missing document",
      kycForm({}, { idFront: null }),
      "idFront",
      "Please upload the ID document (front).",
    ],
    [
      "someone under 18",
      kycForm({ dateOfBirth: yearsAgo(18, 1) }),
      "dateOfBirth",
      "You must be at least 18 years old to take part in the sale",
    ],
    [
      "an expired document",
      kycForm({ expiryDate: yearsAgo(0, -1) }),
      "expiryDate",
      "This document has expired",
    ],
    [
      "a PNG with a page appended",
      kycForm({}, { idBack: { bytes: withHtml(realPng), name: "back.png", type: "image/png" } }),
      "idBack",
      "This file has other data attached after its end. Please upload a valid JPEG, PNG or PDF file.",
    ],
    [
      "a PDF with a page appended",
      kycForm(
        {},
        { proofOfAddress: { bytes: withHtml(realPdf), name: "bill.pdf", type: "application/pdf" } },
      ),
      "proofOfAddress",
      "This file has other data attached after its end. Please upload a valid JPEG, PNG or PDF file.",
    ],
    [
      "a truncated PNG",
      kycForm({}, { idBack: { bytes: realPng.subarray(0, -20), name: "back.png", type: "image/png" } }),
      "idBack",
      "This file is damaged or incomplete. Please upload a valid JPEG, PNG or PDF file.",
    ],
    [
      "a truncated JPEG",
      kycForm({}, { idFront: { bytes: realJpeg.subarray(0, -40), name: "front.jpg", type: "image/jpeg" } }),
      "idFront",
      "This file is damaged or incomplete. Please upload a valid JPEG, PNG or PDF file.",
    ],
    [
      "a PNG header on nothing",
      kycForm({}, { idBack: { bytes: realPng.subarray(0, 16), name: "back.png", type: "image/png" } }),
      "idBack",
      "This file is damaged or incomplete. Please upload a valid JPEG, PNG or PDF file.",
    ],
    [
      "a decompression bomb (a small PNG of 144 million pixels)",
      kycForm({}, { selfie: { bytes: pngBomb(), name: "selfie.png", type: "image/png" } }),
      "selfie",
      "This image has more than 70 megapixels. Please upload a smaller photo.",
    ],
    [
      "a PDF that does not parse",
      kycForm(
        {},
        {
          proofOfAddress: {
            bytes: new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n")),
            name: "bill.pdf",
            type: "application/pdf",
          },
        },
      ),
      "proofOfAddress",
      "This file is damaged or incomplete. Please upload a valid JPEG, PNG or PDF file.",
    ],
    [
      "an encrypted PDF",
      kycForm({}, { proofOfAddress: { bytes: encryptedPdf, name: "bill.pdf", type: "application/pdf" } }),
      "proofOfAddress",
      "This PDF is protected by a password. Please upload a PDF without one.",
    ],
    ["a missing field", kycForm({ city: null }), "city", "City is required"],
    [
      "an unknown nationality",
      kycForm({ nationality: "XX" }),
      "nationality",
      "Please choose your nationality",
    ],
  ];

  it.each(refusals)("refuses %s, storing nothing", async (_, form, field, message) => {
    const user = await signedIn();
    const before = await storedContents();
    const response = await submit(user.cookie, form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, error: message });
    expect(await submissionsOf(user.id)).toBe(0);
    expect(await storedContents()).toBe(before);
  });

  it("stores a JPEG cut at its end-of-image marker, without what a phone or an attacker appended", async () => {
    const user = await signedIn();
    const form = kycForm(
      {},
      { idFront: { bytes: withHtml(realJpeg), name: "front.jpg", type: "image/jpeg" } },
    );
    expect((await submit(user.cookie, form)).status).toBe(201);
    const response = await h.api.call("/api/kyc/documents/idFront", { headers: { cookie: user.cookie } });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(realJpeg);
  });

  it("limits submissions per user, answering 429 with Retry-After before reading the files", async () => {
    const user = await signedIn();
    await exhaustUserRateLimit(h.database.db, "kycSubmission", user.id);
    const response = await submit(user.cookie);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({
      code: "rate_limited",
      error: "Too many identity check submissions. Please try again in 60 minutes.",
    });
    expect(await submissionsOf(user.id)).toBe(0);
    // Another user is not held back.
    expect((await submit((await signedIn()).cookie)).status).toBe(201);
  });

  it("accepts someone who turns 18 today", async () => {
    const user = await signedIn();
    expect((await submit(user.cookie, kycForm({ dateOfBirth: yearsAgo(18) }))).status).toBe(201);
  });

  it("refuses a body declared bigger than four documents before reading it, but not at the API's 16 KB", async () => {
    const user = await signedIn();
    const response = await submit(user.cookie, kycForm(), { "Content-Length": String(42 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await submissionsOf(user.id)).toBe(0);
    // The valid form carries a selfie of tens of kilobytes: above the limit of the other routes.
    expect((await submit(user.cookie)).status).toBe(201);
  });

  it("writes nothing when the database fails half way through", async () => {
    const user = await signedIn();
    await h.database.db.execute(sql`create or replace function kyc_test_fail() returns trigger language plpgsql as $$
      begin
        if new.original_name = 'boom.pdf' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await h.database.db.execute(
      sql`create trigger kyc_test_fail before insert on kyc_documents for each row execute function kyc_test_fail()`,
    );
    try {
      const before = await storedContents();
      const response = await submit(
        user.cookie,
        kycForm({}, { proofOfAddress: { bytes: realPdf, name: "boom.pdf", type: "application/pdf" } }),
      );
      expect(response.status).toBe(500);
      expect(await submissionsOf(user.id)).toBe(0);
      expect(await storedContents()).toBe(before);
    } finally {
      await h.database.db.execute(sql`drop trigger kyc_test_fail on kyc_documents`);
    }
    expect((await submit(user.cookie)).status).toBe(201);
  });

  it("serves a document to its owner only, as a download of its sniffed type", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const back = realPng;
    expect(
      (
        await submit(
          owner.cookie,
          kycForm({}, { idBack: { bytes: back, name: "../../x.html", type: "text/html" } }),
        )
      ).status,
    ).toBe(201);

    const response = await h.api.call("/api/kyc/documents/idBack", { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="id-back.png"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(back);

    const foreign = await h.api.call("/api/kyc/documents/idBack", { headers: { cookie: other.cookie } });
    expect(foreign.status).toBe(404);
    const unknown = await h.api.call("/api/kyc/documents/passport", { headers: { cookie: owner.cookie } });
    expect(unknown.status).toBe(404);
  });
});
