import type { Hex } from "viem";
import artifact from "../../../contracts/artifacts/PXLToken.json";

/** The PXL token's bytecode (its ABI is in src/shared/distribution/contract-abis.ts). */
// The artifact's JSON types bytecode as `string`; solc writes 0x-prefixed hex.
export const pxlTokenBytecode = artifact.bytecode as Hex;
