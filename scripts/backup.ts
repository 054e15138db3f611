/**
 * `npm run backup [-- --out <file>]`: a backup of the site's database (the configuration of `npm
 * start`), identity documents included (encrypted, as they are stored). PGlite: its data directory
 * (the server must be stopped: one process at a time). PostgreSQL: a logical dump by pg_dump, taken
 * while the site runs (a consistent snapshot). The key the documents are under is not in it.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig } from "../src/server/config";
import { DataDirLockedError, lockDataDir } from "../src/server/db/data-dir-lock";
import { dumpPglite, runPgTool } from "./backup-engines";

const usage = "Usage: npm run backup [-- --out <file>]   (default: backups/pxl-<engine>-<time>.<ext>)";

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

class UsageError extends Error {}

function outArg(argv: readonly string[]): string | null {
  if (argv.length === 0) return null;
  if (argv.length === 2 && argv[0] === "--out" && argv[1]) return argv[1];
  throw new UsageError(usage);
}

/** Writes the backup; returns the exit code (0 written, 1 refused or failed). */
export async function runBackup(
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
    const given = outArg(argv);
    const config = loadConfig(env);
    const { database } = config;
    const stamp = now.toISOString().replace(/[:.]/g, "-");
    const file = path.resolve(
      given ??
        path.join(
          "backups",
          `pxl-${database.kind}-${stamp}.${database.kind === "pglite" ? "tar.gz" : "dump"}`,
        ),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    if (database.kind === "pglite") {
      // The embedded database allows one process: a running server must be stopped first.
      release = lockDataDir(config.dataDir);
      writeFileSync(file, await dumpPglite(database.dir), { flag: "wx", mode: 0o600 });
    } else {
      writeFileSync(file, "", { flag: "wx", mode: 0o600 });
      try {
        const options = ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`];
        await runPgTool("pg_dump", options, database.url);
        // Read back its table of contents: a truncated dump is found now, not on the day it is needed.
        await runPgTool("pg_restore", ["--list", file], database.url);
      } catch (error) {
        rmSync(file, { force: true });
        throw error;
      }
    }
    out(`Backup written to ${file} (${(statSync(file).size / 1024).toFixed(0)} KiB).`);
    out(
      "It holds the identity documents encrypted, but not KYC_ENCRYPTION_KEY (in the demo: " +
        `${path.join(config.dataDir, "kyc-encryption-key")}): keep a copy of the key apart from the backups, ` +
        "or the documents in them cannot be read.",
    );
    return 0;
  } catch (error) {
    const known =
      error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError;
    if (!known && (error as NodeJS.ErrnoException).code === "EEXIST") {
      err(`${(error as NodeJS.ErrnoException).path} already exists: choose another --out.`);
      return 1;
    }
    err(known ? error.message : error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBackup(process.argv.slice(2)).then((code) => process.exit(code));
}
