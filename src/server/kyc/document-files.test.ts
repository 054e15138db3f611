import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { kycDocumentContents, kycDocuments, kycSubmissions } from "@/server/db/schema";
import { moveDocumentFilesIntoDatabase } from "@/server/kyc/document-files";
import { createDocumentStore, type StoredKind } from "@/server/kyc/document-store";
import { storedKind } from "@/server/kyc/kyc-submission";
import { validDetails, validDocuments } from "@/server/kyc/kyc-test-files";
import { insertUsers } from "@/server/test/fixtures";
import { TEST_KYC_KEY } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import type { DocumentContentType, KycDocumentKind } from "@/shared/kyc/kyc-documents";
import { kycDetailsSchema } from "@/shared/kyc/kyc-schemas";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(testEngines)(
  "moving document files of earlier versions into the database ($engine)",
  ({ engine }) => {
    let database: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      await insertUsers(database.db, ["u1", "u2"]);
    });
    afterAll(() => database.destroy());
    beforeEach(async () => {
      await database.db.execute(sql`delete from kyc_submissions`);
      dir = path.join(mkdtempSync(path.join(tmpdir(), "pxl-kyc-files-")), "kyc-documents");
      mkdirSync(path.join(dir, "tmp"), { recursive: true });
    });
    afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));
    const store = () => createDocumentStore(database.db, TEST_KYC_KEY);

    /** A submission as the previous version stored it: rows naming files, the files in `dir`. */
    async function legacySubmission(userId: string, { writeFiles = true } = {}) {
      const submissionId = randomUUID();
      await database.db
        .insert(kycSubmissions)
        .values({ id: submissionId, userId, ...kycDetailsSchema().parse(validDetails) });
      const files: Record<string, { storedName: string; bytes: Uint8Array }> = {};
      for (const [kind, file] of Object.entries(validDocuments()) as Array<
        [KycDocumentKind, { bytes: Uint8Array; type: string; name: string }]
      >) {
        const storedName = randomBytes(16).toString("hex");
        if (writeFiles) writeFileSync(path.join(dir, storedName), file.bytes);
        await database.db.insert(kycDocuments).values({
          submissionId,
          kind: storedKind[kind],
          storedName,
          originalName: file.name,
          contentType: file.type as DocumentContentType,
          sizeBytes: file.bytes.length,
          sha256: sha256(file.bytes),
        });
        files[storedKind[kind]] = { storedName, bytes: file.bytes };
      }
      return { submissionId, files };
    }
    const namedFiles = () =>
      queryRows<{ n: number }>(database.db, sql`select count(stored_name)::int as n from kyc_documents`);

    it("encrypts each file into the database, removes it once readable there, and does nothing the second time", async () => {
      const legacy = await legacySubmission("u1");
      writeFileSync(path.join(dir, "tmp", "0123.part"), "a submission that never committed");
      // Before the move, the document is named but not in the database.
      expect(await store().read(legacy.submissionId, "selfie")).toMatchObject({
        ok: false,
        reason: "not_moved",
      });

      expect(await moveDocumentFilesIntoDatabase(database, store(), dir)).toEqual({
        moved: 4,
        missing: [],
        mismatched: [],
        unnamed: [],
      });
      for (const [kind, { bytes }] of Object.entries(legacy.files)) {
        const read = await store().read(legacy.submissionId, kind as StoredKind);
        expect(read.ok && new Uint8Array(read.bytes), kind).toEqual(bytes);
      }
      expect(await namedFiles()).toEqual([{ n: 0 }]);
      // No plaintext is left: the folder (staging leftovers included) is gone.
      expect(existsSync(dir)).toBe(false);

      expect(await moveDocumentFilesIntoDatabase(database, store(), dir)).toEqual({
        moved: 0,
        missing: [],
        mismatched: [],
        unnamed: [],
      });
    });

    it("finishes a move that stopped half way (stored but not removed, removed but still named)", async () => {
      const legacy = await legacySubmission("u1");
      const selfie = legacy.files.selfie;
      const front = legacy.files.id_front;
      if (!selfie || !front) throw new Error("missing test files");
      // As if a start was stopped after storing two documents, and after removing one of their files.
      for (const kind of ["selfie", "id_front"] as const) {
        const { contents } = store().seal(
          legacy.submissionId,
          kind,
          legacy.files[kind]?.bytes ?? new Uint8Array(),
        );
        await database.db.insert(kycDocumentContents).values(contents);
      }
      rmSync(path.join(dir, selfie.storedName));

      expect((await moveDocumentFilesIntoDatabase(database, store(), dir)).moved).toBe(4);
      const read = await store().read(legacy.submissionId, "selfie");
      expect(read.ok && new Uint8Array(read.bytes)).toEqual(selfie.bytes);
      expect(await namedFiles()).toEqual([{ n: 0 }]);
      expect(existsSync(dir)).toBe(false);
    });

    it("leaves what it cannot vouch for: files of another instance, altered files, files no row names", async () => {
      const elsewhere = await legacySubmission("u1", { writeFiles: false });
      const altered = await legacySubmission("u2");
      const idBack = altered.files.id_back;
      if (!idBack) throw new Error("missing test file");
      writeFileSync(path.join(dir, idBack.storedName), "not what was uploaded");
      const stray = randomBytes(16).toString("hex");
      writeFileSync(path.join(dir, stray), "a document whose submission was deleted");

      const report = await moveDocumentFilesIntoDatabase(database, store(), dir);
      expect(report.moved).toBe(3);
      expect(report.missing.map((d) => d.kind).sort()).toEqual([
        "id_back",
        "id_front",
        "proof_of_address",
        "selfie",
      ]);
      expect(report.missing.every((d) => d.submissionId === elsewhere.submissionId)).toBe(true);
      expect(report.mismatched).toEqual([
        { submissionId: altered.submissionId, kind: "id_back", storedName: idBack.storedName },
      ]);
      expect(report.unnamed).toEqual([stray]);
      expect(readdirSync(dir).sort()).toEqual([idBack.storedName, stray].sort());
      // The altered one is not served, and stays named for a person to look into.
      expect(await store().read(altered.submissionId, "id_back")).toMatchObject({
        ok: false,
        reason: "not_moved",
      });
      const [named] = await database.db
        .select({ storedName: kycDocuments.storedName })
        .from(kycDocuments)
        .where(eq(kycDocuments.storedName, idBack.storedName));
      expect(named).toBeDefined();
    });
  },
);
