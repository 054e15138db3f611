import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { KEY_BYTES, keyIdOf } from "@/server/kyc/kyc-key";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** iv, encrypted data key, tag. */
const WRAPPED_KEY_BYTES = IV_BYTES + KEY_BYTES + TAG_BYTES;

/** A document as the database keeps it: nothing in it is readable without the key it names. */
export interface SealedDocument {
  /** keyIdOf the key that wrapped `wrappedKey`. */
  keyId: string;
  /** The document's own data key, encrypted under the key named by keyId (iv, ciphertext, tag). */
  wrappedKey: Uint8Array;
  iv: Uint8Array;
  ciphertext: Uint8Array;
  authTag: Uint8Array;
}

/**
 * What a sealed document is bound to: the row that holds it. A ciphertext or wrapped key copied into
 * another row (another submission, another kind of document) fails authentication there.
 */
export const documentAad = (submissionId: string, kind: string) =>
  Buffer.from(`pxl kyc document v1:${submissionId}:${kind}`);

/** The key configured is not the one the document's data key was wrapped with. */
export class WrongKeyError extends Error {
  override name = "WrongKeyError";
  constructor(
    readonly documentKeyId: string,
    readonly configuredKeyId: string,
  ) {
    super(
      `the document's data key was wrapped by the key ${documentKeyId}, but KYC_ENCRYPTION_KEY is the key ` +
        `${configuredKeyId}: set the key the documents were stored or last rotated with`,
    );
  }
}

/** Authentication failed under the right key: the stored bytes were altered, or moved from another row. */
export class TamperedDocumentError extends Error {
  override name = "TamperedDocumentError";
  constructor(
    readonly part: "data key" | "document",
    which = "the document",
  ) {
    super(
      `${which}: its ${part} failed authentication (the stored bytes were altered or belong to another row)`,
    );
  }
}

function encrypt(key: Uint8Array, plaintext: Uint8Array, aad: Uint8Array) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES }).setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ciphertext, authTag: cipher.getAuthTag() };
}

function decrypt(
  key: Uint8Array,
  { iv, ciphertext, authTag }: { iv: Uint8Array; ciphertext: Uint8Array; authTag: Uint8Array },
  aad: Uint8Array,
  part: "data key" | "document",
): Buffer {
  if (iv.length !== IV_BYTES || authTag.length !== TAG_BYTES) throw new TamperedDocumentError(part);
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
    .setAAD(aad)
    .setAuthTag(authTag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new TamperedDocumentError(part);
  }
}

function wrap(masterKey: Uint8Array, dataKey: Uint8Array, aad: Uint8Array): Buffer {
  const { iv, ciphertext, authTag } = encrypt(masterKey, dataKey, aad);
  return Buffer.concat([iv, ciphertext, authTag]);
}

function unwrap(
  masterKey: Uint8Array,
  sealed: Pick<SealedDocument, "keyId" | "wrappedKey">,
  aad: Uint8Array,
) {
  const configured = keyIdOf(masterKey);
  if (sealed.keyId !== configured) throw new WrongKeyError(sealed.keyId, configured);
  const w = sealed.wrappedKey;
  if (w.length !== WRAPPED_KEY_BYTES) throw new TamperedDocumentError("data key");
  const part = (from: number, to?: number) => w.subarray(from, to);
  return decrypt(
    masterKey,
    { iv: part(0, IV_BYTES), ciphertext: part(IV_BYTES, -TAG_BYTES), authTag: part(-TAG_BYTES) },
    aad,
    "data key",
  );
}

/**
 * Encrypts a document under a data key of its own (AES-256-GCM, random 96-bit iv), and the data key
 * under the master key (KYC_ENCRYPTION_KEY), both bound to the row by `aad`. A fresh key per document
 * keeps each key far below GCM's limits, and lets rotation re-wrap 60 bytes per document instead of
 * re-encrypting it.
 */
export function sealDocument(masterKey: Uint8Array, plaintext: Uint8Array, aad: Uint8Array): SealedDocument {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    return {
      keyId: keyIdOf(masterKey),
      wrappedKey: wrap(masterKey, dataKey, aad),
      ...encrypt(dataKey, plaintext, aad),
    };
  } finally {
    dataKey.fill(0);
  }
}

/** The document's bytes; throws WrongKeyError or TamperedDocumentError, never returns unauthenticated bytes. */
export function openDocument(masterKey: Uint8Array, sealed: SealedDocument, aad: Uint8Array): Buffer {
  const dataKey = unwrap(masterKey, sealed, aad);
  try {
    return decrypt(dataKey, sealed, aad, "document");
  } finally {
    dataKey.fill(0);
  }
}

/** The same data key wrapped under `newKey`: the document itself is not touched. */
export function rewrapDataKey(
  oldKey: Uint8Array,
  newKey: Uint8Array,
  sealed: Pick<SealedDocument, "keyId" | "wrappedKey">,
  aad: Uint8Array,
): Pick<SealedDocument, "keyId" | "wrappedKey"> {
  const dataKey = unwrap(oldKey, sealed, aad);
  try {
    return { keyId: keyIdOf(newKey), wrappedKey: wrap(newKey, dataKey, aad) };
  } finally {
    dataKey.fill(0);
  }
}
