import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { kycDocumentContents } from "@/server/db/schema";
import { documentAad, rewrapDataKey, TamperedDocumentError } from "@/server/kyc/document-crypto";
import { keyIdOf } from "@/server/kyc/kyc-key";

export type RotationResult =
  | { ok: true; rewrapped: number; alreadyRotated: number }
  | { ok: false; reason: "same_key" }
  /** Some documents are under a key that is neither the old nor the new one: nothing was changed. */
  | { ok: false; reason: "other_keys"; keyIds: string[]; documents: number };

/**
 * Re-wraps every document's data key from `oldKey` to `newKey`, in one transaction: either every
 * document ends under the new key or none changed. The documents themselves (their ciphertexts) are
 * not touched. Documents already under the new key are skipped, so a rotation can be run again;
 * a document that fails authentication under the old key stops the whole rotation (it throws).
 */
export async function rotateDocumentKey(
  db: Db,
  oldKey: Uint8Array,
  newKey: Uint8Array,
): Promise<RotationResult> {
  const oldId = keyIdOf(oldKey);
  const newId = keyIdOf(newKey);
  if (oldId === newId) return { ok: false, reason: "same_key" };
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        submissionId: kycDocumentContents.submissionId,
        kind: kycDocumentContents.kind,
        keyId: kycDocumentContents.keyId,
        wrappedKey: kycDocumentContents.wrappedKey,
      })
      .from(kycDocumentContents)
      .for("update");
    const others = rows.filter((row) => row.keyId !== oldId && row.keyId !== newId);
    if (others.length > 0) {
      return {
        ok: false,
        reason: "other_keys",
        keyIds: [...new Set(others.map((row) => row.keyId))].sort(),
        documents: others.length,
      } as const;
    }
    let rewrapped = 0;
    for (const row of rows.filter((r) => r.keyId === oldId)) {
      const aad = documentAad(row.submissionId, row.kind);
      let wrapped: ReturnType<typeof rewrapDataKey>;
      try {
        wrapped = rewrapDataKey(oldKey, newKey, row, aad);
      } catch (error) {
        if (!(error instanceof TamperedDocumentError)) throw error;
        throw new TamperedDocumentError("data key", `the ${row.kind} of submission ${row.submissionId}`);
      }
      await tx
        .update(kycDocumentContents)
        .set(wrapped)
        .where(
          and(eq(kycDocumentContents.submissionId, row.submissionId), eq(kycDocumentContents.kind, row.kind)),
        );
      rewrapped += 1;
    }
    return { ok: true, rewrapped, alreadyRotated: rows.length - rewrapped } as const;
  });
}
