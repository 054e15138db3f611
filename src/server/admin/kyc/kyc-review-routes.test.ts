import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycForm, validDocuments } from "@/server/kyc/kyc-test-files";
import {
  countOf,
  createUser,
  emailFor,
  expectNoMailTo,
  nextIp,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { insertUsers } from "@/server/test/fixtures";
import { signedInOperator } from "@/server/test/operator-fixtures";
import { readSse } from "@/server/test/sse-reader";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { adminKycPageSchema, adminKycSubmissionSchema } from "@/shared/admin/kyc-review";
import { kycStatusSchema } from "@/shared/kyc/kyc-schemas";
import { liveEvents, livePaths } from "@/shared/realtime/live-events";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const sizes = Object.fromEntries(
  Object.entries(validDocuments()).map(([kind, file]) => [kind, file.bytes.length]),
) as Record<keyof ReturnType<typeof validDocuments>, number>;

describe.each(testEngines)("the KYC review of the operator console ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  beforeAll(() => h.api.services.realtime.start());
  afterAll(() => h.api.services.realtime.stop());

  const signedIn = async (label: string) => {
    const user = await createUser(h, emailFor(label));
    return { ...user, cookie: sessionCookie(await signIn(h, user.email)) };
  };
  /** An investor who sent the identity check, and the id of that submission. */
  const investorWithSubmission = async (fullName = "Nino Beridze") => {
    const investor = await signedIn("investor");
    const sent = await h.api.call("/api/kyc", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, cookie: investor.cookie },
      body: kycForm({ fullName }),
    });
    expect(sent.status).toBe(201);
    return { ...investor, submissionId: await pendingSubmissionOf(investor.id) };
  };
  const pendingSubmissionOf = async (userId: string) => {
    const [row] = await rows<{ id: string }>(
      h,
      sql`select id from kyc_submissions where user_id = ${userId} and status = 'pending'`,
    );
    if (!row) throw new Error("no pending submission");
    return row.id;
  };
  const get = (path: string, cookie?: string) => h.api.call(path, { headers: cookie ? { cookie } : {} });
  const decide = (id: string, body: unknown, cookie?: string) =>
    h.api.postJson(`/api/admin/kyc/${id}/decision`, body, { headers: cookie ? { cookie } : {} });
  const kycStatus = async (cookie: string) =>
    kycStatusSchema.parse(await (await get("/api/kyc", cookie)).json());
  const notificationsOf = async (cookie: string) =>
    (
      (await (await get("/api/notifications", cookie)).json()) as {
        notifications: Array<{ title: string; message: string }>;
      }
    ).notifications;
  const auditRows = (submissionId: string) =>
    rows<{ action: string; actor_label: string; subject: string; details: Record<string, unknown> }>(
      h,
      sql`select action, actor_label, subject, details from audit_log
          where action in ('kyc_approved', 'kyc_rejected') and details->>'submissionId' = ${submissionId}`,
    );

  it("serves a submission and its documents to operators only, never cached", async () => {
    const investor = await investorWithSubmission();
    const other = await signedIn("other");
    const operator = await signedInOperator(h);
    const { submissionId: id } = investor;
    const paths = ["/api/admin/kyc", `/api/admin/kyc/${id}`, `/api/admin/kyc/${id}/documents/idFront`];

    for (const path of paths) {
      expect((await get(path)).status).toBe(401);
      const refused = await get(path, other.cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: "This page is for operators only." });
      // The owner of the documents is no operator either.
      expect((await get(path, investor.cookie)).status).toBe(403);
    }
    expect((await decide(id, { decision: "verified" }, other.cookie)).status).toBe(403);
    expect(await kycStatus(investor.cookie)).toMatchObject({ status: "pending" });

    const detail = await get(`/api/admin/kyc/${id}`, operator.cookie);
    expect(detail.status).toBe(200);
    expect(detail.headers.get("cache-control")).toBe("no-store");
    const submission = adminKycSubmissionSchema.parse(await detail.json());
    expect(submission).toMatchObject({
      id,
      userId: investor.id,
      email: investor.email,
      fullName: "Nino Beridze",
      status: "pending",
      decidedAt: null,
      decidedBy: null,
      nationality: "GE",
      documentType: "passport",
      documentNumber: "AB1234567",
      expiryDate: "2035-01-31",
    });
    expect(submission.documents).toEqual([
      { kind: "idFront", contentType: "image/jpeg", sizeBytes: sizes.idFront, originalName: "front.jpg" },
      { kind: "idBack", contentType: "image/png", sizeBytes: sizes.idBack, originalName: "back.png" },
      { kind: "selfie", contentType: "image/jpeg", sizeBytes: sizes.selfie, originalName: "selfie.jpeg" },
      {
        kind: "proofOfAddress",
        contentType: "application/pdf",
        sizeBytes: sizes.proofOfAddress,
        originalName: "bill.pdf",
      },
    ]);

    for (const [kind, type] of [
      ["idFront", "image/jpeg"],
      ["proofOfAddress", "application/pdf"],
    ] as const) {
      const document = await get(`/api/admin/kyc/${id}/documents/${kind}`, operator.cookie);
      expect(document.status).toBe(200);
      expect(document.headers.get("content-type")).toBe(type);
      expect(document.headers.get("cache-control")).toBe("no-store");
      expect(document.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect((await document.arrayBuffer()).byteLength).toBe(sizes[kind]);
    }
  });

  it("answers 404 for an unknown or malformed submission, and for an unknown document", async () => {
    const operator = await signedInOperator(h);
    for (const id of [UNKNOWN_ID, "not-a-uuid", "1' or '1'='1"]) {
      const encoded = encodeURIComponent(id);
      expect((await get(`/api/admin/kyc/${encoded}`, operator.cookie)).status).toBe(404);
      expect((await get(`/api/admin/kyc/${encoded}/documents/idFront`, operator.cookie)).status).toBe(404);
      expect((await decide(encoded, { decision: "verified" }, operator.cookie)).status).toBe(404);
    }
    const { submissionId } = await investorWithSubmission();
    expect((await get(`/api/admin/kyc/${submissionId}/documents/passport`, operator.cookie)).status).toBe(
      404,
    );
  });

  it("lists the queue oldest pending first, filters by status, searches name or e-mail, pages in the database", async () => {
    const operator = await signedInOperator(h);
    const tag = `queue${Date.now().toString(36)}`;
    const ids = Array.from({ length: 12 }, (_, i) => `${tag}-${String(i).padStart(2, "0")}`);
    await insertUsers(h.database.db, ids);
    for (const [i, userId] of ids.entries()) {
      const status = i === 11 ? "verified" : "pending";
      await h.database.db.execute(sql`
        insert into kyc_submissions (user_id, status, full_name, date_of_birth, nationality, address, city,
          postal_code, document_type, document_number, expiry_date, submitted_at)
        values (${userId}, ${status}, ${`Queue ${tag} ${String.fromCharCode(97 + ((i * 5) % 12))}`}, '1990-01-01',
          'GE', 'Street 1', 'Tbilisi', '0108', 'passport', 'X1', '2035-01-01',
          now() - make_interval(hours => ${100 - i}))`);
    }
    const page = async (query: string) => {
      const response = await get(`/api/admin/kyc?${query}`, operator.cookie);
      expect(response.status).toBe(200);
      return adminKycPageSchema.parse(await response.json());
    };
    const userIdsOf = (p: { rows: Array<{ userId: string }> }) => p.rows.map((r) => r.userId);

    const first = await page(`q=${tag}&pageSize=10`);
    expect(first.total).toBe(11);
    expect(userIdsOf(first)).toEqual(ids.slice(0, 10));
    expect(first.rows.every((r) => r.status === "pending")).toBe(true);
    const second = await page(`q=${tag}&pageSize=10&page=2`);
    expect(userIdsOf(second)).toEqual([ids[10]]);

    expect(userIdsOf(await page(`q=${tag}&status=verified`))).toEqual([ids[11]]);
    expect((await page(`q=${tag}&status=all&pageSize=25`)).total).toBe(12);
    expect((await page(`q=${tag}&status=rejected`)).total).toBe(0);
    // Search by e-mail, case-insensitive; a % is a character, not a wildcard.
    expect(userIdsOf(await page(`q=${encodeURIComponent(`${ids[3]}@EXAMPLE.ge`)}`))).toEqual([ids[3]]);
    expect((await page(`q=${encodeURIComponent(`${tag}%`)}`)).total).toBe(0);
    // By the name alone (no e-mail has the space): "Queue <tag> f" is the second investor's.
    expect(userIdsOf(await page(`q=${encodeURIComponent(`${tag} F`)}`))).toEqual([ids[1]]);

    const byName = await page(`q=${tag}&status=all&sort=name&dir=desc&pageSize=25`);
    const names = byName.rows.map((r) => r.fullName);
    expect(names).toEqual([...names].sort().reverse());

    const invalid = await get("/api/admin/kyc?pageSize=7", operator.cookie);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: "Page size must be 10, 25, 50 or 100." });
  });

  it("approves: the submission is verified, the investor is mailed, notified and told live, one audit row", async () => {
    const investor = await investorWithSubmission();
    const operator = await signedInOperator(h);
    const live = await h.api.call(livePaths.account, { headers: { cookie: investor.cookie } }, nextIp());
    const events = readSse(live);
    expect((await events.next()).event).toBe(liveEvents.sale);
    const mail = h.smtp.next(investor.email);

    const response = await decide(investor.submissionId, { decision: "verified" }, operator.cookie);
    expect(response.status).toBe(200);
    expect(adminKycSubmissionSchema.parse(await response.json())).toMatchObject({
      status: "verified",
      decidedBy: operator.email,
      decisionReason: null,
    });
    expect((await events.nextOf(liveEvents.kyc)).data).toBe("{}");
    await events.close();

    expect(await kycStatus(investor.cookie)).toMatchObject({ status: "verified", reason: null });
    expect((await mail).subject).toBe("Your identity is verified");
    expect(await notificationsOf(investor.cookie)).toContainEqual(
      expect.objectContaining({ title: "Identity verified" }),
    );
    const [decided] = await rows<{ decided_by: string; decided_at: Date | null }>(
      h,
      sql`select decided_by, decided_at from kyc_submissions where id = ${investor.submissionId}`,
    );
    expect(decided?.decided_by).toBe(operator.id);
    expect(decided?.decided_at).not.toBeNull();
    expect(await auditRows(investor.submissionId)).toEqual([
      {
        action: "kyc_approved",
        actor_label: operator.email,
        subject: investor.email,
        details: { submissionId: investor.submissionId, reason: null },
      },
    ]);
  });

  it("refuses an operator's decision on their own identity check; another operator decides it", async () => {
    const operator = await signedInOperator(h);
    const sent = await h.api.call("/api/kyc", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, cookie: operator.cookie },
      body: kycForm({ fullName: "Giorgi Operator" }),
    });
    expect(sent.status).toBe(201);
    const submissionId = await pendingSubmissionOf(operator.id);
    const own = await decide(submissionId, { decision: "verified" }, operator.cookie);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({
      error: "You cannot decide your own identity check: another operator must.",
    });
    expect(await kycStatus(operator.cookie)).toMatchObject({ status: "pending" });
    expect(await auditRows(submissionId)).toEqual([]);

    const colleague = await signedInOperator(h);
    expect((await decide(submissionId, { decision: "verified" }, colleague.cookie)).status).toBe(200);
    expect(await kycStatus(operator.cookie)).toMatchObject({ status: "verified" });
  });

  it("refuses a rejection without a reason and changes nothing", async () => {
    const investor = await investorWithSubmission();
    const operator = await signedInOperator(h);
    for (const body of [
      { decision: "rejected" },
      { decision: "rejected", reason: "   " },
      { decision: "rejected", reason: "blurry" },
      { decision: "maybe", reason: "Not sure about this one." },
    ]) {
      const refused = await decide(investor.submissionId, body, operator.cookie);
      expect(refused.status).toBe(400);
    }
    const tooShort = await decide(
      investor.submissionId,
      { decision: "rejected", reason: "" },
      operator.cookie,
    );
    expect(await tooShort.json()).toMatchObject({
      error: "Tell the investor why, in at least 10 characters.",
    });

    expect(await kycStatus(investor.cookie)).toMatchObject({ status: "pending" });
    expect(await auditRows(investor.submissionId)).toEqual([]);
    expect(await notificationsOf(investor.cookie)).toEqual([]);
    await expectNoMailTo(h.smtp, investor.email, 1); // the confirmation mail only
  });

  it("rejects with a reason the investor reads, and the investor can submit again", async () => {
    const investor = await investorWithSubmission();
    const operator = await signedInOperator(h);
    const mail = h.smtp.next(investor.email);
    const reason = "The photo of the passport is blurred";

    const response = await decide(investor.submissionId, { decision: "rejected", reason }, operator.cookie);
    expect(response.status).toBe(200);
    expect(await kycStatus(investor.cookie)).toMatchObject({ status: "rejected", reason });

    const received = await mail;
    expect(received.text).toContain(`The reason: ${reason}`);
    expect(received.text).toContain(`Submit again: ${TEST_ORIGIN}/kyc\n`);
    expect(await notificationsOf(investor.cookie)).toContainEqual(
      expect.objectContaining({
        title: "Identity check rejected",
        message: `Your identity check was not approved. The reason: ${reason}. You can submit it again with new documents.`,
      }),
    );
    expect((await auditRows(investor.submissionId)).map((r) => [r.action, r.details.reason])).toEqual([
      ["kyc_rejected", reason],
    ]);

    const again = await h.api.call("/api/kyc", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, cookie: investor.cookie },
      body: kycForm(),
    });
    expect(again.status).toBe(201);
    expect(await kycStatus(investor.cookie)).toMatchObject({ status: "pending" });
  });

  it("decides a submission once: a second decision is refused, and of two at once exactly one wins", async () => {
    const operator = await signedInOperator(h);
    const colleague = await signedInOperator(h);
    const decidedOnce = await investorWithSubmission();
    expect((await decide(decidedOnce.submissionId, { decision: "verified" }, operator.cookie)).status).toBe(
      200,
    );
    for (const body of [
      { decision: "verified" },
      { decision: "rejected", reason: "Changed my mind about it." },
    ]) {
      const again = await decide(decidedOnce.submissionId, body, colleague.cookie);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: "This submission was already decided." });
    }
    expect(await kycStatus(decidedOnce.cookie)).toMatchObject({ status: "verified" });

    const raced = await investorWithSubmission();
    const answers = await Promise.all([
      decide(raced.submissionId, { decision: "verified" }, operator.cookie),
      decide(
        raced.submissionId,
        { decision: "rejected", reason: "The selfie does not match." },
        colleague.cookie,
      ),
      decide(raced.submissionId, { decision: "verified" }, colleague.cookie),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const audit = await auditRows(raced.submissionId);
    expect(audit).toHaveLength(1);
    const [status] = await rows<{ status: string }>(
      h,
      sql`select status from kyc_submissions where id = ${raced.submissionId}`,
    );
    expect(audit[0]?.action).toBe(status?.status === "verified" ? "kyc_approved" : "kyc_rejected");
    expect(
      await countOf(
        h,
        sql`select count(*) as n from notifications where dedupe_key = ${`kyc:${raced.submissionId}`}`,
      ),
    ).toBe(1);
    // The confirmation mail, then exactly one decision mail.
    await expectNoMailTo(h.smtp, raced.email, 2);
  });
});
