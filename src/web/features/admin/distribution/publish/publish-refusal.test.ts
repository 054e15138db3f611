import { ContractFunctionRevertedError, encodeErrorResult, zeroHash } from "viem";
import { describe, expect, it } from "vitest";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { refusalMessage } from "./publish-wallet";

const OWNER = "0x00000000000000000000000000000000000000aa";

/** The error viem raises when simulating setMerkleRoot meets the distributor's revert `errorName`. */
function reverted(errorName: "RootChanged" | "ZeroRoot", args: readonly unknown[]) {
  const data = encodeErrorResult({ abi: merkleDistributorAbi, errorName, args } as never);
  return new ContractFunctionRevertedError({
    abi: merkleDistributorAbi,
    data,
    functionName: "setMerkleRoot",
  });
}

describe("the console's words for a refused setMerkleRoot", () => {
  const wallet = () => "the wallet's words";

  it("says a root published since this round was read, so nothing was set", () => {
    const root = `0x${"11".repeat(32)}` as const;
    expect(refusalMessage(reverted("RootChanged", [zeroHash, root]), OWNER, wallet)).toBe(
      "Another root was set on the distributor since this round was read, so nothing was set. Close this and open the rounds again.",
    );
  });

  it("keeps the other refusals, and the wallet's words for the rest", () => {
    expect(refusalMessage(reverted("ZeroRoot", []), OWNER, wallet)).toBe(
      "The round's root is empty: save the round again.",
    );
    expect(refusalMessage(new Error("user rejected"), OWNER, wallet)).toBe("the wallet's words");
  });
});
