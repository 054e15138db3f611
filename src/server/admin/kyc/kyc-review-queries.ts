import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { kycDocuments, kycSubmissions, user } from "@/server/db/schema";
import { storedKind } from "@/server/kyc/kyc-submission";
import type { AdminKycQuery, AdminKycRow, AdminKycSubmission } from "@/shared/admin/kyc-review";
import type { KycDocumentKind } from "@/shared/kyc/kyc-documents";

/** The shape of the table's uuid: anything else names no submission (and never reaches the database). */
export const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const kindOfStored = Object.fromEntries(
  Object.entries(storedKind).map(([kind, stored]) => [stored, kind as KycDocumentKind]),
) as Record<(typeof storedKind)[KycDocumentKind], KycDocumentKind>;

/** A search term as a LIKE pattern that matches it literally (its % and _ are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

const rowColumns = {
  id: kycSubmissions.id,
  userId: kycSubmissions.userId,
  email: user.email,
  fullName: kycSubmissions.fullName,
  status: kycSubmissions.status,
  submittedAt: kycSubmissions.submittedAt,
  decidedAt: kycSubmissions.decidedAt,
  decisionReason: kycSubmissions.decisionReason,
};

type StoredRow = Omit<AdminKycRow, "submittedAt" | "decidedAt"> & {
  submittedAt: Date;
  decidedAt: Date | null;
};

function toRow(row: StoredRow): AdminKycRow {
  return {
    ...row,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The queue, filtered, sorted and paged by the database: the console never holds more than a page. */
export async function listKycSubmissions(db: Db, query: AdminKycQuery) {
  const filters: SQL[] = [];
  if (query.status !== "all") filters.push(eq(kycSubmissions.status, query.status));
  if (query.q) {
    // One arm per table, each on its trigram index: an `or` across the join would read every row.
    const pattern = containsPattern(query.q);
    filters.push(
      inArray(
        kycSubmissions.id,
        sql`(select id from kyc_submissions where full_name ilike ${pattern}
             union select k.id from kyc_submissions k join "user" u on u.id = k.user_id where u.email ilike ${pattern})`,
      ),
    );
  }
  const where = and(...filters);
  const order = query.dir === "asc" ? asc : desc;
  const sortColumns =
    query.sort === "name"
      ? [order(kycSubmissions.fullName), order(kycSubmissions.submittedAt)]
      : [order(kycSubmissions.submittedAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(kycSubmissions)
      .innerJoin(user, eq(user.id, kycSubmissions.userId))
      .where(where)
      // The id last: a stable order, so no row shows on two pages or on none. In the sort's own
      // direction, so the (submitted_at, id) index serves the queue's default order.
      .orderBy(...sortColumns, order(kycSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(kycSubmissions)
      .innerJoin(user, eq(user.id, kycSubmissions.userId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

const decider = alias(user, "decider");

/** One submission with its documents' metadata (the files are served one by one); null when unknown. */
export async function kycSubmissionDetail(db: Db, id: string): Promise<AdminKycSubmission | null> {
  if (!SUBMISSION_ID.test(id)) return null;
  const [submission] = await db
    .select({
      ...rowColumns,
      dateOfBirth: kycSubmissions.dateOfBirth,
      nationality: kycSubmissions.nationality,
      address: kycSubmissions.address,
      city: kycSubmissions.city,
      postalCode: kycSubmissions.postalCode,
      documentType: kycSubmissions.documentType,
      documentNumber: kycSubmissions.documentNumber,
      expiryDate: kycSubmissions.expiryDate,
      decidedBy: decider.email,
    })
    .from(kycSubmissions)
    .innerJoin(user, eq(user.id, kycSubmissions.userId))
    .leftJoin(decider, eq(decider.id, kycSubmissions.decidedBy))
    .where(eq(kycSubmissions.id, id));
  if (!submission) return null;
  const documents = await db
    .select({
      kind: kycDocuments.kind,
      contentType: kycDocuments.contentType,
      sizeBytes: kycDocuments.sizeBytes,
      originalName: kycDocuments.originalName,
    })
    .from(kycDocuments)
    .where(eq(kycDocuments.submissionId, id));
  const order = Object.keys(storedKind);
  return {
    ...submission,
    ...toRow(submission),
    documents: documents
      .map((d) => ({ ...d, kind: kindOfStored[d.kind] }))
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)),
  };
}
