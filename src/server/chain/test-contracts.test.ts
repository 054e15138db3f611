import { type Abi, toFunctionSelector } from "viem";
import { describe, expect, it } from "vitest";
import {
  EIP1271_MAGIC_VALUE,
  testPayerAbi,
  testPayerBytecode,
  testReentrantTokenAbi,
  testReentrantTokenBytecode,
  testSmartWalletAbi,
  testSmartWalletBytecode,
} from "@/server/chain/test-contracts";
import payerArtifact from "../../../contracts/artifacts/TestPayer.json";
import reentrantTokenArtifact from "../../../contracts/artifacts/TestReentrantToken.json";
import smartWalletArtifact from "../../../contracts/artifacts/TestSmartWallet.json";

/**
 * The ABI as viem reads it: solc's `internalType`, empty names and `false` flags (`anonymous`, `indexed`)
 * dropped, entries in a fixed order.
 */
function normalized(abi: Abi | unknown[]): string[] {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .filter(
            ([key, v]) =>
              key !== "internalType" &&
              !(key === "name" && v === "") &&
              !((key === "anonymous" || key === "indexed") && v === false),
          )
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, v]) => [key, strip(v)]),
      );
    }
    return value;
  };
  return abi.map((entry) => JSON.stringify(strip(entry))).sort();
}

describe("the test contracts in TypeScript", () => {
  it("have their artifacts' ABIs and bytecode", () => {
    expect(normalized(testPayerAbi)).toEqual(normalized(payerArtifact.abi));
    expect(normalized(testSmartWalletAbi)).toEqual(normalized(smartWalletArtifact.abi));
    expect(normalized(testReentrantTokenAbi)).toEqual(normalized(reentrantTokenArtifact.abi));
    expect(testPayerBytecode).toBe(payerArtifact.bytecode);
    expect(testReentrantTokenBytecode).toBe(reentrantTokenArtifact.bytecode);
    expect(testSmartWalletBytecode).toBe(smartWalletArtifact.bytecode);
    expect(testSmartWalletBytecode).toMatch(/^0x[0-9a-f]{1000,}$/);
  });

  it("name EIP-1271's magic value as the selector of isValidSignature(bytes32,bytes)", () => {
    expect(toFunctionSelector("isValidSignature(bytes32,bytes)")).toBe(EIP1271_MAGIC_VALUE);
  });
});
