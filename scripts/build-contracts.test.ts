import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { artifactFile, COMPILER_VERSION, compileMockUsdt, formatArtifact } from "./build-contracts";

describe("contracts/artifacts/MockUSDT.json", () => {
  it("is what compiling contracts/MockUSDT.sol gives today (run npm run contracts:build if not)", () => {
    const compiled = compileMockUsdt();
    expect(compiled.compiler).toBe(COMPILER_VERSION);
    expect(readFileSync(artifactFile, "utf8")).toBe(formatArtifact(compiled));
  }, 120_000);
});
