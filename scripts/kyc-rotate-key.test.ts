import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createDocumentStore } from "../src/server/kyc/document-store";
import { DEMO_KEY_FILE, demoKycKey, keyIdOf } from "../src/server/kyc/kyc-key";
import { realJpeg } from "../src/server/kyc/kyc-test-files";
import { storeTestSubmission } from "../src/server/kyc/kyc-test-submission";
import { insertUsers } from "../src/server/test/fixtures";
import { runRotateKey } from "./kyc-rotate-key";

/** The demo: an embedded database in DATA_DIR and the key the server generated beside it. */
describe("npm run kyc:rotate-key", () => {
  let dataDir: string;
  let submissionId: string;
  const keyFile = (name: string, key: Buffer, encoding: "base64" | "hex" = "base64") => {
    const file = path.join(dataDir, name);
    writeFileSync(file, `${key.toString(encoding)}\n`);
    return file;
  };
  const readWith = async (key: Buffer) => {
    const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
    try {
      return await createDocumentStore(database.db, key).read(submissionId, "id_front");
    } finally {
      await database.close();
    }
  };
  async function rotate(argv: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRotateKey(argv, {
      env: { DATA_DIR: dataDir, ...env },
      output: { out: (l) => out.push(l), err: (l) => err.push(l) },
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pxl-rotate-cli-"));
    const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
    try {
      await runMigrations(database);
      await insertUsers(database.db, ["nino"]);
      submissionId = await storeTestSubmission(
        database.db,
        createDocumentStore(database.db, demoKycKey(dataDir)),
        "nino",
      );
    } finally {
      await database.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("re-wraps the demo's documents under the new key and keeps the new key where the demo reads it", async () => {
    const oldKey = demoKycKey(dataDir);
    const newKey = randomBytes(32);
    const result = await rotate(["--new-key-file", keyFile("new.key", newKey, "hex")]);
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out).toContain(
      `Re-wrapped the data keys of 4 document(s) under the key ${keyIdOf(newKey)}.`,
    );
    expect(readFileSync(path.join(dataDir, DEMO_KEY_FILE), "utf8").trim()).toBe(newKey.toString("base64"));
    const read = await readWith(newKey);
    expect(read.ok && new Uint8Array(read.bytes)).toEqual(realJpeg);
    await expect(readWith(oldKey)).rejects.toThrow(/wrapped by the key .* but KYC_ENCRYPTION_KEY is the key/);

    // Run again (an interrupted run, a repeated command): nothing left to do, and it says so.
    const again = await rotate([
      "--new-key-file",
      keyFile("new.key", newKey),
      "--old-key-file",
      keyFile("old.key", oldKey),
    ]);
    expect(again.code).toBe(0);
    expect(again.out).toContain("Re-wrapped the data keys of 0 document(s) under the key");
    expect(again.out).toContain("(4 already were)");
  });

  it("with KYC_ENCRYPTION_KEY set, rotates from it and tells the operator to set the new one everywhere", async () => {
    const current = demoKycKey(dataDir);
    const newKey = randomBytes(32);
    const result = await rotate(["--new-key-file", keyFile("next.key", newKey)], {
      KYC_ENCRYPTION_KEY: current.toString("base64"),
    });
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      "Now set KYC_ENCRYPTION_KEY to the new key on every instance and restart them",
    );
    // The demo's file is left alone: the configuration names the key.
    expect(readFileSync(path.join(dataDir, DEMO_KEY_FILE), "utf8").trim()).toBe(current.toString("base64"));
    expect((await readWith(newKey)).ok).toBe(true);
  });

  it("refuses a wrong old key, a bad key file and a bad command, changing nothing", async () => {
    const stranger = keyFile("stranger.key", randomBytes(32));
    const wrong = await rotate([
      "--new-key-file",
      stranger,
      "--old-key-file",
      keyFile("old.key", randomBytes(32)),
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/4 document\(s\) are under neither the old key .* Nothing was changed\./);

    writeFileSync(path.join(dataDir, "short.key"), "c2hvcnQ=\n");
    const bad = await rotate(["--new-key-file", path.join(dataDir, "short.key")]);
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.err).toMatch(/The new key in .*short\.key must be 32 bytes in base64 or hex/);

    expect((await rotate([])).err).toMatch(/^Usage: npm run kyc:rotate-key -- --new-key-file <file>/);
    expect((await rotate(["--new-key-file"])).code).toBe(1);
  });
});
