import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** The embedded database's folder may be opened by one process at a time (two corrupt it silently). */
export const LOCK_FILE = "pglite.lock";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${pid}. ` +
        "Only one process may open it: stop the server first, or use DATABASE_URL (PostgreSQL). " +
        `If no such process runs, delete ${lockFile}.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string, pid: number): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Lock files this process holds. */
const heldHere = new Set<string>();

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the lock of `dataDir` for this process: a file holding its pid, created only if absent
 * (`wx`), so of two processes starting together one gets it. A lock whose process is gone (a crash,
 * a kill -9) is stale and taken over. Returns the release, which removes the file only while it is
 * still ours; it also runs when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const { pid } = process;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; !tryCreate(file, pid); attempt++) {
    const holder = readPid(file);
    // Our own pid in a lock this process does not hold is a previous run's: a container restarted
    // gives the server the same pid (often 1) again.
    const alive = holder === pid ? heldHere.has(file) : holder !== null && isAlive(holder);
    if (alive && holder !== null) throw new DataDirLockedError(file, holder);
    if (attempt >= 10) throw new Error(`Could not take the lock ${file}`);
    // An empty file is being written by a process that just created it: give it a moment.
    if (holder === null && attempt < 3) {
      pause(50);
      continue;
    }
    // Stale: remove it, unless another process took it over meanwhile, and try again.
    if (readPid(file) === holder) removeIfPresent(file);
  }
  heldHere.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off("exit", release);
    if (readPid(file) === pid) removeIfPresent(file);
  };
  process.on("exit", release);
  return release;
}
