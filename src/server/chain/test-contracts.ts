import { type Hex, parseAbi } from "viem";
import payerArtifact from "../../../contracts/artifacts/TestPayer.json";
import reentrantTokenArtifact from "../../../contracts/artifacts/TestReentrantToken.json";
import smartWalletArtifact from "../../../contracts/artifacts/TestSmartWallet.json";

/**
 * The test-only contracts (contracts/TestPayer.sol, contracts/TestSmartWallet.sol,
 * contracts/TestReentrantToken.sol), for chain tests of payments that a contract makes and of a hostile token. Never deployed by the site. As in mock-usdt.ts, the ABIs are written
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

/**
 * An ERC-20 that, once armed, calls `claim` again on the distributor paying it out, from inside that
 * transfer, and records whether the second claim went through.
 */
export const testReentrantTokenAbi = parseAbi([
  "constructor(uint256 supply)",
  "error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)",
  "error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)",
  "error ERC20InvalidApprover(address approver)",
  "error ERC20InvalidReceiver(address receiver)",
  "error ERC20InvalidSender(address sender)",
  "error ERC20InvalidSpender(address spender)",
  "event Approval(address indexed owner, address indexed spender, uint256 value)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function arm(address target_, address account_, uint256 cumulativeAmount_, bytes32 root_, bytes32[] proof_)",
  "function balanceOf(address account) view returns (uint256)",
  "function decimals() view returns (uint8)",
  "function name() view returns (string)",
  "function reentered() view returns (bool)",
  "function reentrySucceeded() view returns (bool)",
  "function symbol() view returns (string)",
  "function totalSupply() view returns (uint256)",
  "function transfer(address to, uint256 value) returns (bool)",
  "function transferFrom(address from, address to, uint256 value) returns (bool)",
]);
export const testReentrantTokenBytecode = reentrantTokenArtifact.bytecode as Hex;
