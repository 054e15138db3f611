import type { Hex } from "viem";
import artifact from "../../../contracts/artifacts/PXLToken.json";

/** The PXL token's bytecode (its ABI is in src/shared/distribution/contract-abis.ts). */
export const pxlTokenBytecode = artifact.bytecode as Hex;
