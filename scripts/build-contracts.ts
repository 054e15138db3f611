/**
 * `npm run contracts:build`: compiles contracts/MockUSDT.sol with the npm `solc` package and writes
 * contracts/artifacts/MockUSDT.json, which is committed (the site and the tests never compile at run
 * time). A test compiles again and compares, so a stale artifact cannot be committed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import solc from "solc";

export const COMPILER_VERSION = "0.8.37";
const root = path.resolve(import.meta.dirname, "..");
const source = "contracts/MockUSDT.sol";
const contractName = "MockUSDT";
export const artifactFile = path.join(root, "contracts/artifacts/MockUSDT.json");

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

export function compileMockUsdt(): ContractArtifact {
  const version: string = solc.version();
  if (!version.startsWith(`${COMPILER_VERSION}+`)) {
    throw new Error(`solc ${COMPILER_VERSION} expected, found ${version}`);
  }
  const input = {
    language: "Solidity",
    sources: { [source]: { content: readSource(path.join(root, source)) } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Pinned rather than the compiler's default, so the artifact does not change with a solc upgrade.
      evmVersion: "cancun",
      outputSelection: { [source]: { [contractName]: ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const problems = output.errors ?? [];
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  for (const warning of problems) console.warn(warning.formattedMessage);
  const compiled = output.contracts?.[source]?.[contractName];
  if (!compiled) throw new Error(`${contractName} missing from the compiler output`);
  return {
    contractName,
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
    compiler: COMPILER_VERSION,
  };
}

export function formatArtifact(artifact: ContractArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const artifact = compileMockUsdt();
  writeFileSync(artifactFile, formatArtifact(artifact));
  console.log(
    `Wrote ${path.relative(process.cwd(), artifactFile)} (${(artifact.bytecode.length - 2) / 2} bytes)`,
  );
}
