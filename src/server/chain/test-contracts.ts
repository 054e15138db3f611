import { type Hex, parseAbi } from "viem";
import payerArtifact from "../../../contracts/artifacts/TestPayer.json";
import smartWalletArtifact from "../../../contracts/artifacts/TestSmartWallet.json";

/**
 * The test-only contracts (contracts/TestPayer.sol, contracts/TestSmartWallet.sol), for chain tests of
 * payments that a contract makes. Never deployed by the site. As in mock-usdt.ts, the ABIs are written
 * out so viem knows the names and types; test-contracts.test.ts checks them against the artifacts.
 */

/** A spender contract: `pull` makes one `transferFrom(from[i], to[i], amounts[i])` per entry, in one transaction. */
export const testPayerAbi = parseAbi([
  "error LengthMismatch()",
  "error TransferFailed(uint256 index)",
  "function pull(address token, address[] from, address[] to, uint256[] amounts)",
]);
export const testPayerBytecode = payerArtifact.bytecode as Hex;

/** A one-owner EIP-1271 wallet: signatures by the owner's key are its own; the owner acts through `execute`. */
export const testSmartWalletAbi = parseAbi([
  "constructor(address owner_)",
  "error NotOwner()",
  "function execute(address target, bytes data) returns (bytes result)",
  "function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)",
  "function owner() view returns (address)",
]);
export const testSmartWalletBytecode = smartWalletArtifact.bytecode as Hex;

/** What `isValidSignature` answers for a valid signature (its own selector, per EIP-1271). */
export const EIP1271_MAGIC_VALUE = "0x1626ba7e";
