import type { Hex } from "viem";
import artifact from "../../../contracts/artifacts/CumulativeMerkleDistributor.json";

/** The cumulative Merkle distributor's bytecode (its ABI is in src/shared/distribution/contract-abis.ts). */
export const merkleDistributorBytecode = artifact.bytecode as Hex;
