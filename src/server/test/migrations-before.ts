import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "@/server/db/migrate";

/**
 * A copy of the migrations folder as it was before `tag`: the schema a live site upgrades from.
 * `remove` deletes the copy.
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "pxl-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const until = journal.entries.findIndex((e) => e.tag === tag);
  if (until < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, until) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
