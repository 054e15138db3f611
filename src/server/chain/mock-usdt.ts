import { type Hex, parseAbi } from "viem";
import artifact from "../../../contracts/artifacts/MockUSDT.json";

/**
 * The demo chain's USDT (contracts/MockUSDT.sol): OpenZeppelin's ERC20 with 6 decimals and an owner-only
 * `mint`. The bytecode comes from the committed artifact. The ABI is written out here because a JSON
 * import is typed with plain strings, which would leave viem blind to function names and argument types;
 * mock-usdt.test.ts checks that it says exactly what the artifact says.
 */
export const mockUsdtAbi = parseAbi([
  "constructor()",
  "error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)",
  "error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)",
  "error ERC20InvalidApprover(address approver)",
  "error ERC20InvalidReceiver(address receiver)",
  "error ERC20InvalidSender(address sender)",
  "error ERC20InvalidSpender(address spender)",
  "error OwnableInvalidOwner(address owner)",
  "error OwnableUnauthorizedAccount(address account)",
  "event Approval(address indexed owner, address indexed spender, uint256 value)",
  "event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function balanceOf(address account) view returns (uint256)",
  "function decimals() pure returns (uint8)",
  "function mint(address to, uint256 amount)",
  "function name() view returns (string)",
  "function owner() view returns (address)",
  "function renounceOwnership()",
  "function symbol() view returns (string)",
  "function totalSupply() view returns (uint256)",
  "function transfer(address to, uint256 value) returns (bool)",
  "function transferFrom(address from, address to, uint256 value) returns (bool)",
  "function transferOwnership(address newOwner)",
]);

// The artifact's JSON types bytecode as `string`; solc writes 0x-prefixed hex.
export const mockUsdtBytecode = artifact.bytecode as Hex;
