import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import {
  documentAad,
  openDocument,
  TamperedDocumentError,
  WrongKeyError,
} from "@/server/kyc/document-crypto";
import { createDocumentStore } from "@/server/kyc/document-store";
import { keyIdOf } from "@/server/kyc/kyc-key";
import { realJpeg } from "@/server/kyc/kyc-test-files";
import { storeTestSubmission } from "@/server/kyc/kyc-test-submission";
import { rotateDocumentKey } from "@/server/kyc/rotate-key";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

describe.each(testEngines)("rotating KYC_ENCRYPTION_KEY ($engine)", ({ engine }) => {
  let database: TestDatabase;
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const submissions: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertUsers(database.db, ["u1", "u2"]);
  });
  afterAll(() => database.destroy());
  // Each test starts from the same two submissions under the old key.
  beforeEach(async () => {
    await database.db.execute(sql`delete from kyc_submissions`);
    const store = createDocumentStore(database.db, oldKey);
    submissions.length = 0;
    for (const userId of ["u1", "u2"])
      submissions.push(await storeTestSubmission(database.db, store, userId));
  });

  const stored = () =>
    queryRows<{ submission_id: string; kind: string; key_id: string; wrapped: string; ciphertext: string }>(
      database.db,
      sql`select submission_id, kind, key_id, encode(wrapped_key, 'hex') as wrapped, md5(ciphertext) as ciphertext
          from kyc_document_contents order by submission_id, kind`,
    );

  it("re-wraps every data key under the new key, re-encrypting no document; the old key opens none", async () => {
    const before = await stored();
    expect(await rotateDocumentKey(database.db, oldKey, newKey)).toEqual({
      ok: true,
      rewrapped: 8,
      alreadyRotated: 0,
    });
    const after = await stored();
    expect(after.map((r) => r.ciphertext)).toEqual(before.map((r) => r.ciphertext));
    expect(after.every((r, i) => r.wrapped !== before[i]?.wrapped && r.key_id === keyIdOf(newKey))).toBe(
      true,
    );

    const read = await createDocumentStore(database.db, newKey).read(submissions[0] ?? "", "id_front");
    expect(read.ok && new Uint8Array(read.bytes)).toEqual(realJpeg);
    const withOld = createDocumentStore(database.db, oldKey);
    await expect(withOld.read(submissions[0] ?? "", "id_front")).rejects.toBeInstanceOf(WrongKeyError);
    // Not only refused by name: under the old key the re-wrapped data key fails authentication.
    const [row] = await database.db.query.kycDocumentContents.findMany({ limit: 1 });
    if (!row) throw new Error("no document");
    expect(() =>
      openDocument(oldKey, { ...row, keyId: keyIdOf(oldKey) }, documentAad(row.submissionId, row.kind)),
    ).toThrow(TamperedDocumentError);

    // Run again (say, after an interruption): nothing left to do.
    expect(await rotateDocumentKey(database.db, oldKey, newKey)).toEqual({
      ok: true,
      rewrapped: 0,
      alreadyRotated: 8,
    });
  });

  it("changes nothing when some documents are under a key it was not given, or the keys are the same", async () => {
    const before = await stored();
    const stranger = randomBytes(32);
    expect(await rotateDocumentKey(database.db, stranger, newKey)).toEqual({
      ok: false,
      reason: "other_keys",
      keyIds: [keyIdOf(oldKey)],
      documents: 8,
    });
    expect(await rotateDocumentKey(database.db, oldKey, oldKey)).toEqual({ ok: false, reason: "same_key" });
    expect(await stored()).toEqual(before);
  });

  it("stops at a tampered data key, naming the document, and leaves every document as it was", async () => {
    await database.db.execute(
      sql`update kyc_document_contents set wrapped_key = set_byte(wrapped_key, 30, get_byte(wrapped_key, 30) # 1)
          where submission_id = ${submissions[1] ?? ""} and kind = 'selfie'`,
    );
    const before = await stored();
    await expect(rotateDocumentKey(database.db, oldKey, newKey)).rejects.toThrow(
      `the selfie of submission ${submissions[1]}: its data key failed authentication`,
    );
    expect(await stored()).toEqual(before);
  });
});
