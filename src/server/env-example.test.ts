import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "@/server/config";
import { loadEnvFile } from "@/server/env-file";

/** `# NAME=value` lines of .env.example: every variable is listed commented out, at its default. */
function exampleVariables(): Map<string, string> {
  const text = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
  return new Map([...text.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1] ?? "", m[2] ?? ""]));
}

/** The default the schema gives a variable, as it would be written in an env file ("" when none). */
function schemaDefault(name: string): string {
  const parsed = envSchema.shape[name as keyof typeof envSchema.shape].safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return "";
  return Array.isArray(parsed.data) ? parsed.data.join(",") : String(parsed.data);
}

describe(".env.example", () => {
  it("lists exactly the variables the configuration reads", () => {
    expect([...exampleVariables().keys()].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("gives each variable the schema's default", () => {
    const listed = exampleVariables();
    for (const name of Object.keys(envSchema.shape)) {
      // FINALITY's default depends on the chain (the chain's tag on Arbitrum, 2 blocks on the demo chain).
      if (name === "FINALITY") continue;
      expect(listed.get(name), name).toBe(schemaDefault(name));
    }
  });
});

describe("the env file", () => {
  const folder = () => mkdtempSync(path.join(tmpdir(), "pxl-env-"));

  it("fills unset variables from .env and leaves the environment's own values alone", () => {
    const dir = folder();
    writeFileSync(path.join(dir, ".env"), "PXL_TEST_A=from-file\nPXL_TEST_B=from-file\n");
    const env: NodeJS.ProcessEnv = { PXL_TEST_B: "from-env" };
    const saved = { ...process.env };
    process.env.PXL_TEST_B = "from-env";
    try {
      expect(loadEnvFile(env, dir)).toBe(path.join(dir, ".env"));
      expect(process.env.PXL_TEST_A).toBe("from-file");
      expect(process.env.PXL_TEST_B).toBe("from-env");
    } finally {
      process.env = saved;
    }
  });

  it("reads nothing when there is no .env, and refuses an ENV_FILE that does not exist", () => {
    const dir = folder();
    expect(loadEnvFile({}, dir)).toBeNull();
    expect(() => loadEnvFile({ ENV_FILE: "missing.env" }, dir)).toThrow(/ENV_FILE names .*missing\.env/);
  });
});
