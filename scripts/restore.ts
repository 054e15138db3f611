/**
 * `npm run restore -- <file> [--replace]`: puts a backup of `npm run backup` back as the site's
 * database (the configuration of `npm start`), then checks it: the ledger reconciles, and every
 * identity document opens under the configured key. A database that holds data is replaced only
 * with --replace (PGlite: the old data directory is moved aside, not deleted). Stop the site first.
 */
import { existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { type Config, ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { DataDirLockedError, lockDataDir } from "../src/server/db/data-dir-lock";
import { runMigrations } from "../src/server/db/migrate";
import { kycDocumentContents } from "../src/server/db/schema";
import { createDocumentStore } from "../src/server/kyc/document-store";
import { DEMO_KEY_FILE, demoKycKey } from "../src/server/kyc/kyc-key";
import { reconcile } from "../src/server/ledger/reconcile";
import { formatUsdtExact } from "../src/shared/format/money";
import { type BackupKind, backupKindOf, libpqEnv, loadPglite, runPgTool } from "./backup-engines";

const usage = "Usage: npm run restore -- <backup file> [--replace]";
const engineName: Record<BackupKind, string> = {
  pglite: "the embedded database (PGlite, DATABASE_URL unset)",
  postgres: "PostgreSQL (DATABASE_URL)",
};

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): { file: string; replace: boolean } {
  const files = argv.filter((a) => a !== "--replace");
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith("--")) throw new UsageError(usage);
  return { file: path.resolve(file), replace: argv.includes("--replace") };
}

/** Restores; returns the exit code (0 restored and checked, 1 refused or failed). */
export async function runRestore(
  argv: readonly string[],
  {
    env = process.env,
    output = console_,
    now = new Date(),
  }: { env?: Record<string, string | undefined>; output?: Output; now?: Date } = {},
): Promise<number> {
  const { out, err } = output;
  let release = () => {};
  try {
    const { file, replace } = parseArgs(argv);
    const config = loadConfig(env);
    const { database } = config;
    if (!existsSync(file)) throw new UsageError(`No backup at ${file}.`);
    const kind = backupKindOf(file);
    if (!kind) throw new UsageError(`${file} is not a backup made by npm run backup.`);
    if (kind !== database.kind) {
      throw new UsageError(
        `${file} is a backup of ${engineName[kind]}, but the configuration uses ${engineName[database.kind]}.`,
      );
    }
    if (database.kind === "pglite") {
      release = lockDataDir(config.dataDir);
      if (existsSync(database.dir) && readdirSync(database.dir).length > 0) {
        if (!replace) throw new UsageError(`${database.dir} holds a database. ${refuseReplace}`);
        const aside = `${database.dir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
        renameSync(database.dir, aside);
        out(`Moved the database that was there to ${aside}.`);
      }
      await loadPglite(database.dir, readFileSync(file));
    } else {
      if ((await tablesIn(database.url)) > 0 && !replace) {
        throw new UsageError(`The database of DATABASE_URL holds tables. ${refuseReplace}`);
      }
      const dbname = libpqEnv(database.url).PGDATABASE ?? "";
      const options = ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error"];
      if (replace) options.push("--clean", "--if-exists");
      await runPgTool("pg_restore", [...options, `--dbname=${dbname}`, file], database.url);
    }
    out(`Restored ${file}.`);
    return (await checkRestored(config, output)) ? 0 : 1;
  } catch (error) {
    const known =
      error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError;
    err(known ? error.message : error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    release();
  }
}

const refuseReplace =
  "Restoring replaces everything in it: run again with --replace if that is what you want (stop the site first).";

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** The restored database, brought to this version's schema, reconciled and its documents opened. */
async function checkRestored(config: Config, { out, err }: Output): Promise<boolean> {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const ledger = await reconcile(database.db);
    const money = formatUsdtExact;
    out(
      `Ledger: ${ledger.balanced ? "reconciled" : "NOT reconciled"}: ${money(ledger.credited)} credited + ` +
        `${money(ledger.awaitingAttribution)} awaiting attribution + ${money(ledger.refundDue)} refund due + ` +
        `${money(ledger.unallocated)} not yet allocated = ${money(ledger.finalIncoming)} of final payments.`,
    );
    const key = config.kycEncryptionKey ?? demoKeyIfAny(config.dataDir);
    const documents = await database.db
      .select({ submissionId: kycDocumentContents.submissionId, kind: kycDocumentContents.kind })
      .from(kycDocumentContents);
    if (documents.length === 0) {
      out("Identity documents: none.");
      return ledger.balanced;
    }
    if (!key) {
      err(`${documents.length} identity document(s), but no KYC_ENCRYPTION_KEY to open them with: set it.`);
      return false;
    }
    const store = createDocumentStore(database.db, key);
    const unreadable: string[] = [];
    for (const { submissionId, kind } of documents) {
      try {
        await store.read(submissionId, kind);
      } catch (error) {
        unreadable.push(`${kind} of ${submissionId}: ${(error as Error).message}`);
      }
    }
    if (unreadable.length > 0) {
      err(
        `${unreadable.length} of ${documents.length} identity document(s) do not open under the configured key:`,
      );
      for (const line of unreadable.slice(0, 5)) err(`  ${line}`);
    } else {
      out(`Identity documents: all ${documents.length} open under the configured key (${store.keyId}).`);
    }
    return ledger.balanced && unreadable.length === 0;
  } finally {
    await database.close();
  }
}

/** The demo's key, only if the demo made one: a restore never invents a key. */
function demoKeyIfAny(dataDir: string): Buffer | null {
  return existsSync(path.join(dataDir, DEMO_KEY_FILE)) ? demoKycKey(dataDir) : null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runRestore(process.argv.slice(2)).then((code) => process.exit(code));
}
