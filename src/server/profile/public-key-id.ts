import { randomInt } from "node:crypto";
import { ne, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { publicKeyIds } from "@/server/db/schema";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const PUBLIC_KEY_ID_LENGTH = 8;
/** 36^8 ≈ 2.8e12 codes: a collision is rare, several in a row mean something else is wrong. */
const MAX_ATTEMPTS = 5;

/** 8 characters A-Z0-9 from the operating system's CSPRNG; `randomInt` rejects biased draws. */
export function randomPublicKeyId(): string {
  let id = "";
  for (let i = 0; i < PUBLIC_KEY_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (e && typeof e === "object"); ) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
    if (!e) break;
  }
  return false;
}

/**
 * Gives the user a new public key ID (replacing the old one) and returns it. Uniqueness is the
 * database's unique key on key_id: a code another user holds is a unique violation and a new code
 * is drawn. Drawing the user's own current code again changes nothing (no row), and is also redrawn,
 * so a regenerated ID always differs from the previous one.
 */
export async function assignPublicKeyId(
  db: Db,
  userId: string,
  generate: () => string = randomPublicKeyId,
): Promise<string> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const keyId = generate();
    try {
      const rows = await db
        .insert(publicKeyIds)
        .values({ userId, keyId })
        .onConflictDoUpdate({
          target: publicKeyIds.userId,
          set: { keyId, createdAt: sql`now()` },
          setWhere: ne(publicKeyIds.keyId, keyId),
        })
        .returning({ keyId: publicKeyIds.keyId });
      if (rows[0]) return rows[0].keyId;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`no free public key ID after ${MAX_ATTEMPTS} attempts`);
}
