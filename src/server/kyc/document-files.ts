import { createHash } from "node:crypto";
import { existsSync, readdirSync, rmdirSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { kycDocumentContents, kycDocuments } from "@/server/db/schema";
import type { DocumentStore } from "@/server/kyc/document-store";
import { log } from "@/server/lib/log";

/** Where documents were kept as files before they moved into the database (issue 12). */
export const documentFilesDir = (dataDir: string) => path.join(dataDir, "kyc-documents");

/** Arbitrary but fixed: two instances starting together move the files one after the other. */
const MOVE_LOCK_KEY = 0x5058_4c4b_5943n; // "PXLKYC"
const STORED_NAME = /^[0-9a-f]{32}$/;

type DocumentRef = { submissionId: string; kind: string; storedName: string };

export interface MoveReport {
  /** Documents now in the database whose file was removed. */
  moved: number;
  /** Rows naming a file this instance does not have (another instance's disk, or lost). */
  missing: DocumentRef[];
  /** Files whose bytes differ from the SHA-256 their row recorded: left in place, not moved. */
  mismatched: DocumentRef[];
  /** Files no row names (their submission was deleted): left in place for a person to judge. */
  unnamed: string[];
}

/**
 * Moves identity documents kept as files on this instance's disk into the database, once, at
 * start. For each row that still names a file: the file's bytes are checked against the row's
 * SHA-256, encrypted into kyc_document_contents, read back and decrypted from there, and only then
 * is the file removed and the row's name cleared. A plaintext copy left on disk would defeat the
 * encryption (anyone reading the disk reads the documents) and escape key rotation and deletion,
 * so the file goes; it goes only after its copy in the database was proven readable.
 *
 * Every step can be repeated: a start that stopped half way finishes the work on the next start
 * (a document already in the database is not stored twice; a file already removed is not needed).
 * Files no row names are never deleted: a DATA_DIR started against the wrong database must not lose them.
 */
export async function moveDocumentFilesIntoDatabase(
  database: Database,
  store: DocumentStore,
  dir: string,
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, missing: [], mismatched: [], unnamed: [] };
  await database.withAdvisoryLock(MOVE_LOCK_KEY, async () => {
    const { db } = database;
    const rows = await db
      .select({
        submissionId: kycDocuments.submissionId,
        kind: kycDocuments.kind,
        storedName: sql<string>`${kycDocuments.storedName}`,
        sha256: kycDocuments.sha256,
        inDatabase: sql<boolean>`${kycDocumentContents.submissionId} is not null`,
      })
      .from(kycDocuments)
      .leftJoin(
        kycDocumentContents,
        and(
          eq(kycDocumentContents.submissionId, kycDocuments.submissionId),
          eq(kycDocumentContents.kind, kycDocuments.kind),
        ),
      )
      .where(isNotNull(kycDocuments.storedName));

    for (const row of rows) {
      const ref = { submissionId: row.submissionId, kind: row.kind, storedName: row.storedName };
      if (!STORED_NAME.test(row.storedName))
        throw new Error(`invalid stored document name ${row.storedName}`);
      const file = path.join(dir, row.storedName);
      if (!row.inDatabase) {
        if (!existsSync(file)) {
          report.missing.push(ref);
          continue;
        }
        const bytes = await readFile(file);
        if (sha256(bytes) !== row.sha256) {
          report.mismatched.push(ref);
          continue;
        }
        const { contents } = store.seal(row.submissionId, row.kind, bytes);
        await db.insert(kycDocumentContents).values(contents).onConflictDoNothing();
      }
      const stored = await store.read(row.submissionId, row.kind);
      if (!stored.ok || sha256(stored.bytes) !== row.sha256) {
        throw new Error(
          `the database's copy of ${row.storedName} does not read back as the file: kept the file`,
        );
      }
      await rm(file, { force: true });
      await db
        .update(kycDocuments)
        .set({ storedName: null })
        .where(and(eq(kycDocuments.submissionId, row.submissionId), eq(kycDocuments.kind, row.kind)));
      report.moved += 1;
    }
    report.unnamed = existsSync(dir) ? await tidyFolder(dir, report) : [];
  });
  logReport(report, dir);
  return report;
}

/**
 * Removes the staging folder's leftovers (files of submissions that were never committed, so named
 * by no row) and the folder itself once nothing is left; returns the files no row names.
 */
async function tidyFolder(dir: string, report: MoveReport): Promise<string[]> {
  const tempDir = path.join(dir, "tmp");
  if (existsSync(tempDir)) {
    for (const name of readdirSync(tempDir)) await rm(path.join(tempDir, name), { force: true });
    rmdirSync(tempDir);
  }
  const kept = new Set([...report.missing, ...report.mismatched].map((ref) => ref.storedName));
  const left = readdirSync(dir);
  if (left.length === 0) rmdirSync(dir);
  return left.filter((name) => !kept.has(name));
}

function logReport({ moved, missing, mismatched, unnamed }: MoveReport, dir: string) {
  if (moved > 0) {
    log.info(
      `Moved ${moved} identity document(s) from ${dir} into the database (encrypted) and removed the files.`,
    );
  }
  if (missing.length > 0) {
    log.warn(
      { documents: missing },
      `${missing.length} identity document(s) are still files on another instance's disk: start that instance ` +
        "(its DATA_DIR/kyc-documents) once with this version, and they move into the database.",
    );
  }
  if (mismatched.length > 0) {
    log.error(
      { documents: mismatched },
      `${mismatched.length} identity document file(s) in ${dir} differ from the SHA-256 recorded when they were ` +
        "uploaded: left in place and not moved; they are served to no one.",
    );
  }
  if (unnamed.length > 0) {
    log.warn(
      { files: unnamed },
      `${unnamed.length} file(s) in ${dir} belong to no identity document (their submission was deleted, or ` +
        "this DATA_DIR belongs to another database): left in place; delete them once you are sure.",
    );
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
