import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  artifactFile,
  artifactsDir,
  COMPILER_VERSION,
  compileContracts,
  contractNames,
  formatArtifact,
} from "./build-contracts";

describe("contracts/artifacts", () => {
  it("hold what compiling contracts/*.sol gives today, one per contract (run npm run contracts:build if not)", () => {
    const names = contractNames();
    expect(names).toEqual(
      expect.arrayContaining([
        "CumulativeMerkleDistributor",
        "MockUSDT",
        "PXLToken",
        "TestPayer",
        "TestReentrantToken",
        "TestSmartWallet",
      ]),
    );
    const compiled = compileContracts(names);
    expect(compiled.map((a) => a.contractName)).toEqual(names);
    for (const artifact of compiled) {
      expect(artifact.compiler).toBe(COMPILER_VERSION);
      expect(readFileSync(artifactFile(artifact.contractName), "utf8"), artifact.contractName).toBe(
        formatArtifact(artifact),
      );
    }
    // No artifact outlives its source.
    expect(readdirSync(artifactsDir).sort()).toEqual(names.map((name) => `${name}.json`));
  }, 120_000);
});
