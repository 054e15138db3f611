/**
 * How each engine is dumped and loaded, for `npm run backup` and `npm run restore`. The embedded
 * database (PGlite) is saved as its whole data directory (a gzipped tar, PGlite's own format); a
 * PostgreSQL server with PostgreSQL's logical dump (`pg_dump --format=custom`, read back by
 * `pg_restore`), which must be on the PATH at the server's major version or newer.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync, readSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "@/server/db/client";

export type BackupKind = "pglite" | "postgres";

/** A PGlite dump is a gzip file; a custom-format pg_dump starts with "PGDMP". */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  return null;
}

export async function dumpPglite(dir: string): Promise<Buffer> {
  const pg = new PGlite(dir, pgliteOptions);
  try {
    // dumpDataDir does not wait for the database to open (it never settles if called before).
    await pg.waitReady;
    const dump = await pg.dumpDataDir("gzip");
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await pg.close();
  }
}

/** Creates the database in `dir` (empty or absent) from a dump of dumpPglite. */
export async function loadPglite(dir: string, dump: Buffer): Promise<void> {
  const pg = new PGlite(dir, { ...pgliteOptions, loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await pg.query("select 1");
  } finally {
    await pg.close();
  }
}

/**
 * libpq's environment for a DATABASE_URL: the password travels in the child's environment, never
 * on its command line, where any user of the machine could read it.
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(url.hostname) || "localhost",
    PGPORT: url.port || "5432",
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, "")),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs one of PostgreSQL's client programs; rejects with its own words when it fails. */
export function runPgTool(program: string, args: readonly string[], databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: libpqEnv(databaseUrl), stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${program} is not installed: install PostgreSQL's client programs (Debian: apt install postgresql-client), at the server's major version or newer`
            : `${program} could not start: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${program} failed (exit ${code}):\n${err.trim()}`)),
    );
  });
}
