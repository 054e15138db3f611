import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { serverBuildOptions } from "./server-build-options";

const root = path.resolve(import.meta.dirname, "..");
const temp = mkdtempSync(path.join(tmpdir(), "pxl-server-build-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** "@scope/name/sub" -> "@scope/name"; "name/sub" -> "name". */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

describe("the compiled server", () => {
  it("imports only node's modules and the packages under dependencies (a production install has no others)", async () => {
    const result = await build({
      ...serverBuildOptions,
      absWorkingDir: root,
      outfile: path.join(temp, "main.js"),
      sourcemap: false,
      metafile: true,
      write: false,
    });
    const output = Object.values(result.metafile.outputs)[0];
    const imported = new Set((output?.imports ?? []).filter((i) => i.external).map((i) => i.path));
    // No TypeScript source is left for node to load: the whole server is in the bundle.
    expect([...imported].filter((p) => p.startsWith(".") || p.startsWith("@/") || p.endsWith(".ts"))).toEqual(
      [],
    );
    const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const builtins = new Set(builtinModules);
    const unlisted = [...imported].filter(
      (p) => !p.startsWith("node:") && !builtins.has(p) && !(packageOf(p) in dependencies),
    );
    expect(unlisted).toEqual([]);
    expect(imported).toContain("@electric-sql/pglite");
    expect(imported).toContain("pino");
  });

  it("is not started without a build: npm start says to run npm run build, and builds nothing", () => {
    mkdirSync(path.join(temp, "app", "scripts"), { recursive: true });
    copyFileSync(path.join(root, "scripts", "start.mjs"), path.join(temp, "app", "scripts", "start.mjs"));
    const run = spawnSync(process.execPath, ["scripts/start.mjs"], {
      cwd: path.join(temp, "app"),
      encoding: "utf8",
      env: { PATH: process.env.PATH },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('run "npm run build" first');
    expect(readdirSync(path.join(temp, "app"))).toEqual(["scripts"]);
  });
});
