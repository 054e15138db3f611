import { type Hex, parseAbi } from "viem";
import artifact from "../../../contracts/artifacts/CumulativeMerkleDistributor.json";

/**
 * The cumulative Merkle distributor (contracts/CumulativeMerkleDistributor.sol), deployed once for PXL
 * and once for USDT dividends. `claim(account, cumulativeAmount, expectedRoot, proof)` pays `account`
 * its cumulative amount minus what it has claimed; the owner publishes roots with `setMerkleRoot`.
 * The ABI is written out for viem's types; distribution-contracts.test.ts checks it against the artifact.
 */
export const merkleDistributorAbi = parseAbi([
  "constructor(address token_, address initialOwner)",
  "error InvalidProof()",
  "error NoRootYet()",
  "error NotCurrentRoot(bytes32 expectedRoot, bytes32 currentRoot)",
  "error NothingToClaim(address account, uint256 cumulativeAmount, uint256 alreadyClaimed)",
  "error OwnableInvalidOwner(address owner)",
  "error OwnableUnauthorizedAccount(address account)",
  "error RenounceOwnershipDisabled()",
  "error SafeERC20FailedOperation(address token)",
  "error ZeroAccount()",
  "error ZeroRoot()",
  "error ZeroTokenAddress()",
  "event Claimed(address indexed account, uint256 amount, uint256 cumulativeAmount)",
  "event MerkleRootUpdated(bytes32 previousRoot, bytes32 newRoot)",
  "event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)",
  "event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)",
  "function acceptOwnership()",
  "function claim(address account, uint256 cumulativeAmount, bytes32 expectedRoot, bytes32[] proof)",
  "function cumulativeClaimed(address account) view returns (uint256 amount)",
  "function merkleRoot() view returns (bytes32)",
  "function owner() view returns (address)",
  "function pendingOwner() view returns (address)",
  "function renounceOwnership() pure",
  "function setMerkleRoot(bytes32 newRoot)",
  "function token() view returns (address)",
  "function transferOwnership(address newOwner)",
]);

export const merkleDistributorBytecode = artifact.bytecode as Hex;
