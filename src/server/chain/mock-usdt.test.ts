import type { AbiParameter } from "viem";
import { describe, expect, it } from "vitest";
import { mockUsdtAbi, mockUsdtBytecode } from "@/server/chain/mock-usdt";
import artifact from "../../../contracts/artifacts/MockUSDT.json";

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

describe("MockUSDT in TypeScript", () => {
  it("has the artifact's ABI and bytecode", () => {
    expect(mockUsdtAbi.map(signature).sort()).toEqual((artifact.abi as AbiEntry[]).map(signature).sort());
    expect(mockUsdtBytecode).toBe(artifact.bytecode);
    expect(mockUsdtBytecode).toMatch(/^0x[0-9a-f]{1000,}$/);
  });
});
