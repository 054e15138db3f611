import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** A file written under a temporary name, waiting for its submission's transaction to commit. */
export interface StagedDocument {
  storedName: string;
  sha256: string;
  tempPath: string;
}

const STORED_NAME = /^[0-9a-f]{32}$/;
/** Temporary files older than this are leftovers of a crash between writing and committing. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Identity documents on disk, in a folder of the data directory that no route serves. Files get
 * random names (never the uploader's); a file is first written to `tmp/`, and moved beside the
 * others only once the rows that name it are committed, so a failed submission leaves nothing.
 */
export function createDocumentStore(dir: string) {
  const tempDir = path.join(dir, "tmp");
  mkdirSync(tempDir, { recursive: true, mode: 0o700 });
  sweepStaleTemp(tempDir);

  function pathOf(storedName: string): string {
    // Names come from our own rows, but a path is never built from anything else.
    if (!STORED_NAME.test(storedName)) throw new Error("invalid stored document name");
    return path.join(dir, storedName);
  }

  return {
    dir,
    async stage(bytes: Uint8Array): Promise<StagedDocument> {
      const storedName = randomBytes(16).toString("hex");
      const tempPath = path.join(tempDir, `${storedName}.part`);
      await writeFile(tempPath, bytes, { flag: "wx", mode: 0o600 });
      return { storedName, tempPath, sha256: createHash("sha256").update(bytes).digest("hex") };
    },
    /** After the commit: the staged files take their stored names. */
    async publish(staged: readonly StagedDocument[]): Promise<void> {
      for (const file of staged) await rename(file.tempPath, pathOf(file.storedName));
    },
    /** After a failure: neither the staged nor any already published file stays. */
    async discard(staged: readonly StagedDocument[]): Promise<void> {
      await Promise.all(
        staged.flatMap((file) => [
          rm(file.tempPath, { force: true }),
          rm(pathOf(file.storedName), { force: true }),
        ]),
      );
    },
    read(storedName: string): Promise<Buffer> {
      return readFile(pathOf(storedName));
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;

function sweepStaleTemp(tempDir: string) {
  const now = Date.now();
  for (const name of readdirSync(tempDir)) {
    const file = path.join(tempDir, name);
    if (now - statSync(file).mtimeMs > STALE_TEMP_MS) rmSync(file, { force: true });
  }
}
