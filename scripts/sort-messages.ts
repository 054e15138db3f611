import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm run i18n:sort`: each catalogue's keys in order, so that a translator reads English and Georgian
 * side by side and two changes to a catalogue merge line by line. The catalogue test asks for it.
 */
const files = ["en.json", "ka.json"].map((file) => path.join(import.meta.dirname, "..", "messages", file));
for (const full of files) {
  const { $schema, ...messages } = JSON.parse(readFileSync(full, "utf8"));
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(full, `${JSON.stringify({ $schema, ...sorted }, null, 2)}\n`);
}
// In biome's layout (plural variants on one line), which `npm run lint` checks.
execFileSync(
  path.join(import.meta.dirname, "..", "node_modules", ".bin", "biome"),
  ["format", "--write", ...files],
  {
    stdio: "ignore",
  },
);
