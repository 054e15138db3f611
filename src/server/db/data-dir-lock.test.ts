import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "@/server/db/data-dir-lock";

/** The pid of a process that has exited (and so cannot hold a lock). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  return Number(child.stdout.trim());
}

describe("the data folder's lock", () => {
  let dir: string;
  let lockFile: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "pxl-lock-"));
    lockFile = path.join(dir, LOCK_FILE);
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds the pid of its process until released, and refuses a second taker meanwhile", () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8")).toBe(`${process.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/stop the server first, or use DATABASE_URL/);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dir)();
  });

  it("refuses while another living process holds it", async () => {
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    children.push(holder);
    writeFileSync(lockFile, `${holder.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${holder.pid}`);
    expect(readFileSync(lockFile, "utf8")).toBe(`${holder.pid}\n`);
  });

  it("takes over the lock of a process that is gone", () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8")).toBe(`${process.pid}\n`);
    release();
  });

  it("takes over a lock naming its own pid that it does not hold (a restarted container's server is pid 1 again)", () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it("takes over an empty or unreadable lock file after a moment (its writer died before writing)", () => {
    writeFileSync(lockFile, "");
    const started = Date.now();
    lockDataDir(dir)();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("never removes a lock another process took after it", () => {
    const release = lockDataDir(dir);
    const other = 999_999_999;
    writeFileSync(lockFile, `${other}\n`);
    release();
    expect(readFileSync(lockFile, "utf8")).toBe(`${other}\n`);
  });
});
