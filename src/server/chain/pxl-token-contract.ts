import { type Hex, parseAbi } from "viem";
import artifact from "../../../contracts/artifacts/PXLToken.json";

/**
 * The PXL token (contracts/PXLToken.sol): OpenZeppelin's ERC20, 18 decimals, 1,095,000 PXL minted once
 * to the treasury given to the constructor; no mint, no owner. As in mock-usdt.ts, the ABI is written
 * out so viem knows names and types; distribution-contracts.test.ts checks it against the artifact.
 */
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

export const pxlTokenBytecode = artifact.bytecode as Hex;
