import { parseAbi } from "viem";

/*
 * The ABIs of our distribution contracts, shared by the server (deployment, verification, indexing)
 * and the browser (publishing a root, claiming). Written out so viem knows names and types;
 * src/server/chain/distribution-contracts.test.ts checks them against the compiled artifacts.
 */

/**
 * The cumulative Merkle distributor (contracts/CumulativeMerkleDistributor.sol), deployed once for PXL
 * and once for USDT dividends. `claim(account, cumulativeAmount, expectedRoot, proof)` pays `account`
 * its cumulative amount minus what it has claimed; the owner publishes roots with `setMerkleRoot`.
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
  "error RootChanged(bytes32 expectedRoot, bytes32 currentRoot)",
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
  "function setMerkleRoot(bytes32 newRoot, bytes32 expectedCurrentRoot)",
  "function token() view returns (address)",
  "function transferOwnership(address newOwner)",
]);

/** The PXL token (contracts/PXLToken.sol): OpenZeppelin's ERC20, 18 decimals, fixed supply. */
export const pxlTokenAbi = parseAbi([
  "constructor(address treasury)",
  "error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)",
  "error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)",
  "error ERC20InvalidApprover(address approver)",
  "error ERC20InvalidReceiver(address receiver)",
  "error ERC20InvalidSender(address sender)",
  "error ERC20InvalidSpender(address spender)",
  "event Approval(address indexed owner, address indexed spender, uint256 value)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "function TOTAL_SUPPLY() view returns (uint256)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function balanceOf(address account) view returns (uint256)",
  "function decimals() view returns (uint8)",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function totalSupply() view returns (uint256)",
  "function transfer(address to, uint256 value) returns (bool)",
  "function transferFrom(address from, address to, uint256 value) returns (bool)",
]);
