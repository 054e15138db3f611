import type { AbiParameter } from "viem";
import { describe, expect, it } from "vitest";
import { merkleDistributorBytecode } from "@/server/chain/merkle-distributor-contract";
import { pxlTokenBytecode } from "@/server/chain/pxl-token-contract";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import distributorArtifact from "../../../contracts/artifacts/CumulativeMerkleDistributor.json";
import tokenArtifact from "../../../contracts/artifacts/PXLToken.json";

interface AbiEntry {
  type: string;
  name?: string;
  stateMutability?: string;
  inputs?: readonly AbiParameter[];
  outputs?: readonly AbiParameter[];
}

/** One line per ABI entry with everything viem uses from it (solc adds internalType, which it does not). */
function signature(entry: AbiEntry): string {
  const params = (list: readonly AbiParameter[] = []) =>
    list.map((p) => `${p.type}${"indexed" in p && p.indexed ? " indexed" : ""} ${p.name ?? ""}`).join(", ");
  return `${entry.type} ${entry.name ?? ""}(${params(entry.inputs)}) ${entry.stateMutability ?? ""} (${params(entry.outputs)})`;
}
const signatures = (abi: readonly AbiEntry[]) => abi.map(signature).sort();

describe("the distribution contracts in TypeScript", () => {
  it("have their artifacts' ABIs and bytecode", () => {
    expect(signatures(pxlTokenAbi)).toEqual(signatures(tokenArtifact.abi as AbiEntry[]));
    expect(signatures(merkleDistributorAbi)).toEqual(signatures(distributorArtifact.abi as AbiEntry[]));
    expect(pxlTokenBytecode).toBe(tokenArtifact.bytecode);
    expect(merkleDistributorBytecode).toBe(distributorArtifact.bytecode);
    expect(merkleDistributorBytecode).toMatch(/^0x[0-9a-f]{1000,}$/);
  });
});
