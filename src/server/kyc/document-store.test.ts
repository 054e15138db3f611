import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "@/server/db/client";
import { TamperedDocumentError, WrongKeyError } from "@/server/kyc/document-crypto";
import { createDocumentStore } from "@/server/kyc/document-store";
import { kycForm, realJpeg, realPdf, realPng } from "@/server/kyc/kyc-test-files";
import { log } from "@/server/lib/log";
import {
  createUser,
  emailFor,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { createTestApp, TEST_KYC_KEY, TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

type ContentRow = { kind: string; ciphertext: Uint8Array; wrapped_key: Uint8Array; key_id: string };

describe.each(testEngines)("identity documents in the database ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  /** Another instance's connection to the same database (PGlite has one process: the same one). */
  let elsewhere: Database;
  beforeAll(async () => {
    elsewhere =
      engine === "postgres" && h.database.url
        ? await openDatabase({ kind: "postgres", url: h.database.url })
        : h.database;
  });
  afterAll(async () => {
    if (elsewhere !== h.database) await elsewhere.close();
  });
  const otherInstance = (kycEncryptionKey = TEST_KYC_KEY) =>
    createTestApp(elsewhere, {}, { kycEncryptionKey });

  /** A user with a pending submission sent through `POST /api/kyc` of the first instance. */
  const submitted = async () => {
    const email = emailFor("vault");
    const user = await createUser(h, email);
    const cookie = sessionCookie(await signIn(h, email));
    const response = await h.api.call("/api/kyc", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, cookie },
      body: kycForm(),
    });
    expect(response.status).toBe(201);
    const [submission] = await rows<{ id: string }>(
      h,
      sql`select id from kyc_submissions where user_id = ${user.id}`,
    );
    return { ...user, cookie, submissionId: submission?.id ?? "" };
  };
  const download = (
    api: { call: (path: string, init?: RequestInit) => Response | Promise<Response> },
    cookie: string,
    kind = "idFront",
  ) => api.call(`/api/kyc/documents/${kind}`, { headers: { cookie } });
  const contentsOf = (submissionId: string) =>
    rows<ContentRow>(
      h,
      sql`select kind, ciphertext, wrapped_key, key_id from kyc_document_contents where submission_id = ${submissionId} order by kind`,
    );

  it("serves on one instance, byte for byte, the documents another instance stored", async () => {
    const user = await submitted();
    const other = otherInstance();
    for (const [kind, bytes] of [
      ["idFront", realJpeg],
      ["idBack", realPng],
      ["proofOfAddress", realPdf],
    ] as const) {
      const response = await download(other, user.cookie, kind);
      expect(response.status, kind).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    }
  });

  it("keeps no plaintext in the database: each document under its own data key, wrapped", async () => {
    const user = await submitted();
    const stored = await contentsOf(user.submissionId);
    const plaintext: Record<string, Uint8Array> = {
      id_front: realJpeg,
      id_back: realPng,
      proof_of_address: realPdf,
    };
    for (const row of stored.filter((r) => plaintext[r.kind])) {
      const document = Buffer.from(plaintext[row.kind] ?? []);
      const ciphertext = Buffer.from(row.ciphertext);
      expect(ciphertext.length).toBe(document.length);
      expect(ciphertext.equals(document)).toBe(false);
      // No run of 16 plaintext bytes (the file's header, its middle) appears in what is stored.
      for (const at of [0, document.length >> 1, document.length - 16]) {
        expect(ciphertext.indexOf(document.subarray(at, at + 16))).toBe(-1);
      }
      expect(row.key_id).toBe(createDocumentStore(h.database.db, TEST_KYC_KEY).keyId);
    }
    // Fresh data keys: no two documents share a wrapped key.
    expect(new Set(stored.map((r) => Buffer.from(r.wrapped_key).toString("hex"))).size).toBe(4);
  });

  it("refuses a tampered document with a clear error and serves none of it", async () => {
    const user = await submitted();
    const logged = vi.spyOn(log, "error");
    await h.database.db.execute(
      sql`update kyc_document_contents set ciphertext = set_byte(ciphertext, 100, get_byte(ciphertext, 100) # 1)
          where submission_id = ${user.submissionId} and kind = 'id_front'`,
    );
    const response = await download(h.api, user.cookie, "idFront");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error:
        "This document cannot be shown: its stored copy failed our integrity check. Please contact support.",
      code: "document_unreadable",
    });
    expect(logged.mock.calls.map((call) => call[1])).toContainEqual(
      expect.stringMatching(
        new RegExp(`the id_front of submission ${user.submissionId}: its document failed authentication`),
      ),
    );
    logged.mockRestore();
    // The others are intact.
    expect((await download(h.api, user.cookie, "idBack")).status).toBe(200);

    await h.database.db.execute(
      sql`update kyc_document_contents set wrapped_key = set_byte(wrapped_key, 20, get_byte(wrapped_key, 20) # 1)
          where submission_id = ${user.submissionId} and kind = 'id_back'`,
    );
    expect((await download(h.api, user.cookie, "idBack")).status).toBe(500);
  });

  it("refuses a document whose bytes were moved from another row (another user's, another kind)", async () => {
    const victim = await submitted();
    const attacker = await submitted();
    // The attacker's own selfie row now holds the victim's encrypted ID card, key and all.
    await h.database.db.execute(
      sql`update kyc_document_contents t set key_id = s.key_id, wrapped_key = s.wrapped_key, iv = s.iv,
            ciphertext = s.ciphertext, auth_tag = s.auth_tag
          from kyc_document_contents s
          where s.submission_id = ${victim.submissionId} and s.kind = 'id_front'
            and t.submission_id = ${attacker.submissionId} and t.kind in ('selfie', 'id_front')`,
    );
    expect((await download(h.api, attacker.cookie, "selfie")).status).toBe(500);
    expect((await download(h.api, attacker.cookie, "idFront")).status).toBe(500);
    expect((await download(h.api, victim.cookie, "idFront")).status).toBe(200);
  });

  it("refuses to serve under another key, saying which key the documents need", async () => {
    const user = await submitted();
    const otherKey = randomBytes(32);
    const response = await download(otherInstance(otherKey), user.cookie);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: "document_unreadable" });
    const store = createDocumentStore(h.database.db, otherKey);
    const read = store.read(user.submissionId, "id_front");
    await expect(read).rejects.toBeInstanceOf(WrongKeyError);
    await expect(read).rejects.toThrow(
      `the document's data key was wrapped by the key ${createDocumentStore(h.database.db, TEST_KYC_KEY).keyId}, ` +
        `but KYC_ENCRYPTION_KEY is the key ${store.keyId}`,
    );
    // Lying about the key's name does not help: the wrong key fails authentication.
    await h.database.db.execute(
      sql`update kyc_document_contents set key_id = ${store.keyId} where submission_id = ${user.submissionId}`,
    );
    await expect(store.read(user.submissionId, "id_front")).rejects.toBeInstanceOf(TamperedDocumentError);
  });
});
