/**
 * `npm run kyc:rotate-key -- --new-key-file <file> [--old-key-file <file>]`: re-wraps every identity
 * document's data key under a new KYC_ENCRYPTION_KEY, on the site's own database (the configuration
 * of `npm start`). The old key is the configured KYC_ENCRYPTION_KEY (the demo: the key generated in
 * DATA_DIR) unless --old-key-file names it. Keys are read from files, never from the command line,
 * where other users of the machine could see them. No document is re-encrypted.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { DataDirLockedError, lockDataDir } from "../src/server/db/data-dir-lock";
import { runMigrations } from "../src/server/db/migrate";
import { TamperedDocumentError, WrongKeyError } from "../src/server/kyc/document-crypto";
import { DEMO_KEY_FILE, decodeKycKey, demoKycKey, keyIdOf } from "../src/server/kyc/kyc-key";
import { rotateDocumentKey } from "../src/server/kyc/rotate-key";

const usage = `Usage: npm run kyc:rotate-key -- --new-key-file <file> [--old-key-file <file>]
  --new-key-file  the new key (32 random bytes in base64 or hex: openssl rand -base64 32 > new.key)
  --old-key-file  the key the documents are under now; default: the configured KYC_ENCRYPTION_KEY
                  (in the demo, the key generated in DATA_DIR)`;

/** A mistake of the person running the script: shown as a message, without a stack. */
class UsageError extends Error {}

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

function parseArgs(argv: readonly string[]): { newKeyFile: string; oldKeyFile: string | null } {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if ((name !== "--new-key-file" && name !== "--old-key-file") || !value || options.has(name)) {
      throw new UsageError(usage);
    }
    options.set(name, value);
  }
  const newKeyFile = options.get("--new-key-file");
  if (!newKeyFile) throw new UsageError(usage);
  return { newKeyFile, oldKeyFile: options.get("--old-key-file") ?? null };
}

function readKey(file: string, label: string): Buffer {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new UsageError(`Cannot read the ${label} key file ${file}.`);
  }
  const decoded = decodeKycKey(text);
  if (!decoded.ok) throw new UsageError(`The ${label} key in ${file} ${decoded.reason}.`);
  return decoded.key;
}

/** Runs the rotation; returns the exit code (0 done or nothing to do, 1 refused). */
export async function runRotateKey(
  argv: readonly string[],
  {
    env = process.env,
    output = console_,
  }: { env?: Record<string, string | undefined>; output?: Output } = {},
): Promise<number> {
  const { out, err } = output;
  let release = () => {};
  try {
    const args = parseArgs(argv);
    const config = loadConfig(env);
    const newKey = readKey(args.newKeyFile, "new");
    const demo = config.kycEncryptionKey === null;
    const oldKey = args.oldKeyFile
      ? readKey(args.oldKeyFile, "old")
      : (config.kycEncryptionKey ?? demoKycKey(config.dataDir));
    // The embedded database allows one process: a running server must be stopped first.
    if (config.database.kind === "pglite") release = lockDataDir(config.dataDir);
    const database = await openDatabase(config.database);
    let result: Awaited<ReturnType<typeof rotateDocumentKey>>;
    try {
      await runMigrations(database);
      result = await rotateDocumentKey(database.db, oldKey, newKey);
    } finally {
      await database.close();
    }
    if (!result.ok) {
      err(
        result.reason === "same_key"
          ? "The new key is the key the documents are already under: nothing to do."
          : `${result.documents} document(s) are under neither the old key (${keyIdOf(oldKey)}) nor the new one ` +
              `(${keyIdOf(newKey)}) but under ${result.keyIds.join(", ")}: pass the key they are under with ` +
              "--old-key-file. Nothing was changed.",
      );
      return 1;
    }
    out(
      `Re-wrapped the data keys of ${result.rewrapped} document(s) under the key ${keyIdOf(newKey)}` +
        (result.alreadyRotated > 0 ? ` (${result.alreadyRotated} already were).` : "."),
    );
    if (demo) {
      // The demo reads its key from DATA_DIR: the next start must find the new one there.
      const file = path.join(config.dataDir, DEMO_KEY_FILE);
      writeFileSync(`${file}.new`, `${newKey.toString("base64")}\n`, { mode: 0o600 });
      renameSync(`${file}.new`, file);
      out(`The demo's key in ${file} is now the new key.`);
    } else {
      out(
        "Now set KYC_ENCRYPTION_KEY to the new key on every instance and restart them: the old key " +
          "opens no document any more. Until then they refuse to serve documents (the log says why).",
      );
    }
    return 0;
  } catch (error) {
    const known =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof WrongKeyError ||
      error instanceof TamperedDocumentError;
    err(
      known
        ? `${error.message}${error instanceof UsageError ? "" : "\nNothing was changed."}`
        : String(error instanceof Error ? (error.stack ?? error) : error),
    );
    return 1;
  } finally {
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runRotateKey(process.argv.slice(2)).then((code) => process.exit(code));
}
