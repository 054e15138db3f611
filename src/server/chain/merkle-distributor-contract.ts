import type { Hex } from "viem";
import artifact from "../../../contracts/artifacts/CumulativeMerkleDistributor.json";

/** The cumulative Merkle distributor's bytecode (its ABI is in src/shared/distribution/contract-abis.ts). */
// The artifact's JSON types bytecode as `string`; solc writes 0x-prefixed hex.
export const merkleDistributorBytecode = artifact.bytecode as Hex;
