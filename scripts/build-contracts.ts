/**
 * `npm run contracts:build`: compiles every contracts/<Name>.sol with the npm `solc` package and writes
 * contracts/artifacts/<Name>.json for the contract <Name> it defines (one contract per file, named
 * after it). The artifacts are committed (the site and the tests never compile at run time). A test
 * compiles again and compares, so a stale or orphaned artifact cannot be committed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import solc from "solc";

export const COMPILER_VERSION = "0.8.37";
const root = path.resolve(import.meta.dirname, "..");
export const contractsDir = path.join(root, "contracts");
export const artifactsDir = path.join(contractsDir, "artifacts");
export const artifactFile = (contractName: string) => path.join(artifactsDir, `${contractName}.json`);

export interface ContractArtifact {
  contractName: string;
  abi: unknown[];
  bytecode: `0x${string}`;
  compiler: string;
}

interface SolcOutput {
  errors?: { severity: "error" | "warning" | "info"; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

// Line endings are part of the source hash in the bytecode's metadata: a CRLF checkout must not change it.
const readSource = (file: string) => readFileSync(file, "utf8").replaceAll("\r\n", "\n");

/** Only OpenZeppelin is importable, and only from node_modules. */
function findImport(importPath: string): { contents: string } | { error: string } {
  if (!importPath.startsWith("@openzeppelin/contracts/") || importPath.includes("..")) {
    return { error: `import not allowed: ${importPath}` };
  }
  try {
    return { contents: readSource(path.join(root, "node_modules", importPath)) };
  } catch {
    return { error: `not found in node_modules: ${importPath}` };
  }
}

/** The names of the contracts to build: one per contracts/<Name>.sol, sorted. */
export function contractNames(): string[] {
  return readdirSync(contractsDir)
    .filter((file) => file.endsWith(".sol"))
    .map((file) => file.slice(0, -".sol".length))
    .sort();
}

/**
 * Compiles all contracts in one run. The bytecode does not depend on what else is in the run: its
 * metadata hash covers only the contract's own sources and settings (outputSelection is not one).
 */
export function compileContracts(names: readonly string[] = contractNames()): ContractArtifact[] {
  const version: string = solc.version();
  if (!version.startsWith(`${COMPILER_VERSION}+`)) {
    throw new Error(`solc ${COMPILER_VERSION} expected, found ${version}`);
  }
  const sourceOf = (name: string) => `contracts/${name}.sol`;
  const input = {
    language: "Solidity",
    sources: Object.fromEntries(
      names.map((name) => [sourceOf(name), { content: readSource(path.join(root, sourceOf(name))) }]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Pinned rather than the compiler's default, so the artifacts do not change with a solc upgrade.
      evmVersion: "cancun",
      outputSelection: Object.fromEntries(
        names.map((name) => [sourceOf(name), { [name]: ["abi", "evm.bytecode.object"] }]),
      ),
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const problems = output.errors ?? [];
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  for (const warning of problems) console.warn(warning.formattedMessage);
  return names.map((contractName) => {
    const compiled = output.contracts?.[sourceOf(contractName)]?.[contractName];
    if (!compiled?.evm.bytecode.object) {
      throw new Error(`${sourceOf(contractName)} must define a deployable contract named ${contractName}`);
    }
    return {
      contractName,
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      compiler: COMPILER_VERSION,
    };
  });
}

export function formatArtifact(artifact: ContractArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const artifact of compileContracts()) {
    const file = artifactFile(artifact.contractName);
    writeFileSync(file, formatArtifact(artifact));
    console.log(`Wrote ${path.relative(process.cwd(), file)} (${(artifact.bytecode.length - 2) / 2} bytes)`);
  }
}
