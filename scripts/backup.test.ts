import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { payments, walletLinks } from "../src/server/db/schema";
import { createDocumentStore } from "../src/server/kyc/document-store";
import { demoKycKey } from "../src/server/kyc/kyc-key";
import { realJpeg, realPdf } from "../src/server/kyc/kyc-test-files";
import { storeTestSubmission } from "../src/server/kyc/kyc-test-submission";
import { allocateFinalPayments } from "../src/server/ledger/allocate";
import { type Reconciliation, reconcile } from "../src/server/ledger/reconcile";
import { insertUsers } from "../src/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "../src/server/test/test-database";
import { runBackup } from "./backup";
import { runRestore } from "./restore";

const USDT = 1_000_000n;
const wallet = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as const;

/**
 * A sale backed up, wiped and restored: the PGlite demo (its key generated in DATA_DIR) and
 * PostgreSQL (KYC_ENCRYPTION_KEY configured), through the commands an operator runs.
 */
describe.each(testEngines)("npm run backup / npm run restore ($engine)", ({ engine }) => {
  let dataDir: string;
  let postgres: TestDatabase | null = null;
  let env: Record<string, string>;
  let key: Buffer;
  let submissionId: string;
  let before: Reconciliation;

  const open = async (): Promise<Database> => {
    const database = await openDatabase(
      postgres?.url
        ? { kind: "postgres", url: postgres.url }
        : { kind: "pglite", dir: path.join(dataDir, "pglite") },
    );
    await runMigrations(database);
    return database;
  };
  async function withDb<T>(fn: (database: Database) => Promise<T>): Promise<T> {
    const database = await open();
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  }
  const capture = () => {
    const lines = { out: [] as string[], err: [] as string[] };
    return {
      lines,
      output: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) },
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pxl-backup-"));
    if (engine === "postgres") {
      postgres = await createTestDatabase("postgres");
      key = randomBytes(32);
      env = {
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url ?? "",
        KYC_ENCRYPTION_KEY: key.toString("base64"),
      };
    } else {
      key = demoKycKey(dataDir);
      env = { DATA_DIR: dataDir };
    }
    // A sale: two investors' final payments credited (one past the cap: part refund due), one
    // awaiting attribution, one still pending; an identity document.
    await withDb(async ({ db }) => {
      await insertUsers(db, ["u1", "u2"]);
      await db.insert(walletLinks).values([
        { address: wallet(1), userId: "u1" },
        { address: wallet(2), userId: "u2" },
      ]);
      const pay = (n: number, from: string, amount: bigint, finality: "final" | "pending" = "final") => ({
        chainId: 42161,
        txHash: hash(n),
        logIndex: 0,
        fromAddress: from,
        amount,
        blockNumber: BigInt(n),
        blockHash: hash(1000 + n),
        blockTime: new Date(),
        finality,
      });
      await db
        .insert(payments)
        .values([
          pay(1, wallet(1), 100_000n * USDT),
          pay(2, wallet(3), 30_000n * USDT),
          pay(3, wallet(2), 25_000n * USDT),
          pay(4, wallet(2), 5n * USDT, "pending"),
        ]);
      await allocateFinalPayments(db);
      submissionId = await storeTestSubmission(db, createDocumentStore(db, key), "u1");
      before = await reconcile(db);
    });
  });
  afterAll(async () => {
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("backs up a sale, and restores it after a wipe: the ledger reconciled, the documents readable", async () => {
    expect(before).toMatchObject({
      balanced: true,
      credited: 110_000n * USDT,
      awaitingAttribution: 30_000n * USDT,
      refundDue: 15_000n * USDT,
    });
    const file = path.join(dataDir, "backups", `sale.${engine === "pglite" ? "tar.gz" : "dump"}`);
    const backup = capture();
    expect(
      await runBackup(["--out", file], { env, output: backup.output }),
      backup.lines.err.join("\n"),
    ).toBe(0);
    expect(backup.lines.out[0]).toMatch(new RegExp(`^Backup written to ${file} \\(\\d+ KiB\\)\\.$`));
    expect(backup.lines.out[1]).toMatch(/not KYC_ENCRYPTION_KEY/);
    // A second backup never overwrites the first.
    const again = capture();
    expect(await runBackup(["--out", file], { env, output: again.output })).toBe(1);
    expect(again.lines.err).toEqual([`${file} already exists: choose another --out.`]);

    // A database that holds data is replaced only when asked.
    const refused = capture();
    expect(await runRestore([file], { env, output: refused.output })).toBe(1);
    expect(refused.lines.err.join()).toMatch(/Restoring replaces everything in it: run again with --replace/);

    // The wipe: the database is gone (the key is configuration, kept apart).
    if (postgres) {
      await withDb(async ({ db }) => {
        await db.execute(sql`drop schema public cascade`);
        await db.execute(sql`drop schema drizzle cascade`);
        await db.execute(sql`create schema public`);
      });
    } else {
      rmSync(path.join(dataDir, "pglite"), { recursive: true });
    }

    const restore = capture();
    expect(await runRestore([file], { env, output: restore.output }), restore.lines.err.join("\n")).toBe(0);
    expect(restore.lines.out).toContain(`Restored ${file}.`);
    expect(restore.lines.out.join("\n")).toMatch(/Ledger: reconciled: 110,000(\.0+)? USDT credited/);
    expect(restore.lines.out.join("\n")).toMatch(/Identity documents: all 4 open under the configured key/);
    await withDb(async ({ db }) => {
      expect(await reconcile(db)).toEqual(before);
      const store = createDocumentStore(db, key);
      for (const [kind, bytes] of [
        ["id_front", realJpeg],
        ["proof_of_address", realPdf],
      ] as const) {
        const read = await store.read(submissionId, kind);
        expect(read.ok && new Uint8Array(read.bytes), kind).toEqual(bytes);
      }
    });

    // Over a database with data, with --replace (PGlite: the old one moved aside, not deleted).
    const replaced = capture();
    expect(
      await runRestore([file, "--replace"], { env, output: replaced.output }),
      replaced.lines.err.join(),
    ).toBe(0);
    if (!postgres)
      expect(readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-"))).toBe(true);
    await withDb(async ({ db }) => expect(await reconcile(db)).toEqual(before));
    // PGlite opens its database a few times here, at a few seconds each on a busy machine.
  }, 180_000);

  it("refuses a backup of the other engine, and a file that is no backup", async () => {
    const other = path.join(dataDir, engine === "pglite" ? "other.dump" : "other.tar.gz");
    writeFileSync(other, engine === "pglite" ? "PGDMP..." : Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    const wrongEngine = capture();
    expect(await runRestore([other, "--replace"], { env, output: wrongEngine.output })).toBe(1);
    expect(wrongEngine.lines.err.join()).toMatch(/is a backup of .*, but the configuration uses /);
    writeFileSync(other, "hello");
    const notBackup = capture();
    expect(await runRestore([other], { env, output: notBackup.output })).toBe(1);
    expect(notBackup.lines.err).toEqual([`${other} is not a backup made by npm run backup.`]);
    expect(existsSync(path.join(dataDir, "pglite")) || postgres !== null).toBe(true);
  });
});
