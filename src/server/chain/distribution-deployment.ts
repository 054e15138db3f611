import {
  type Abi,
  type Address,
  concatHex,
  encodeDeployData,
  getContractAddress,
  type Hex,
  keccak256,
  type PublicClient,
  stringToHex,
  type WalletClient,
} from "viem";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { merkleDistributorBytecode } from "@/server/chain/merkle-distributor-contract";
import { pxlTokenBytecode } from "@/server/chain/pxl-token-contract";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";

/** The on-chain side of the distribution: the PXL token and its two distributors. */
export interface DistributionContracts {
  pxlToken: Address;
  /** Pays PXL to investors, round by round. */
  pxlDistributor: Address;
  /** Pays USDT dividends to holders, period by period. */
  dividendDistributor: Address;
}

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 factory) that anvil installs at genesis: a call
 * with `salt ++ initCode` creates the contract at an address fixed by the salt and the init code alone.
 */
export const CREATE2_FACTORY: Address = "0x4e59b44847b379578588920ca78fbf26c0b4956c";
const salt = (name: string) => keccak256(stringToHex(`pxl-sale-site/${name}`));

interface Deployment {
  name: string;
  salt: Hex;
  initCode: Hex;
  address: Address;
}

function deployment(name: string, abi: Abi, bytecode: Hex, args: readonly unknown[]): Deployment {
  const initCode = encodeDeployData({ abi, bytecode, args } as Parameters<typeof encodeDeployData>[0]);
  const address = getContractAddress({
    opcode: "CREATE2",
    from: CREATE2_FACTORY,
    salt: salt(name),
    bytecode: initCode,
  });
  return { name, salt: salt(name), initCode, address };
}

/**
 * Where the demo's contracts are for a treasury and a USDT: PXL minted to the treasury, both
 * distributors owned by it. The constructor arguments are part of the init code, so the owner and the
 * token are part of the address: a contract found there is the one we would deploy.
 */
function plan(treasury: Address, usdt: Address): Deployment[] {
  const token = deployment("PXLToken", pxlTokenAbi, pxlTokenBytecode, [treasury]);
  return [
    token,
    deployment("PXLDistributor", merkleDistributorAbi, merkleDistributorBytecode, [token.address, treasury]),
    deployment("DividendDistributor", merkleDistributorAbi, merkleDistributorBytecode, [usdt, treasury]),
  ];
}

export function distributionAddresses(treasury: Address, usdt: Address): DistributionContracts {
  const [token, pxl, dividend] = plan(treasury, usdt).map((d) => d.address);
  if (!token || !pxl || !dividend) throw new Error("the distribution plan has three contracts");
  return { pxlToken: token, pxlDistributor: pxl, dividendDistributor: dividend };
}

/**
 * Deploys whichever of the three is missing (all on a fresh chain, none on a restart from a state file,
 * the rest after a start that died half-way). Addresses come from CREATE2, so they do not
 * depend on how many transactions the treasury has sent since.
 */
export async function ensureDistributionContracts(
  client: PublicClient,
  wallet: WalletClient,
  treasury: Address,
  usdt: Address,
): Promise<DistributionContracts> {
  const factoryCode = await client.getCode({ address: CREATE2_FACTORY });
  if (!factoryCode || factoryCode === "0x") {
    throw new Error(
      `the chain has no CREATE2 factory at ${CREATE2_FACTORY} (anvil installs it unless told not to)`,
    );
  }
  const missing: Deployment[] = [];
  for (const contract of plan(treasury, usdt)) {
    const code = await client.getCode({ address: contract.address });
    if (!code || code === "0x") missing.push(contract);
  }
  const account = wallet.account;
  if (!account) throw new Error("the deploying wallet has no account");
  // One after another (a distributor's constructor only stores the token's address, so order is free):
  // anvil can strand a transaction sent while its sender's previous one is being mined (anvil-receipt.ts).
  for (const contract of missing) {
    const hash = await wallet.sendTransaction({
      account,
      chain: wallet.chain ?? null,
      to: CREATE2_FACTORY,
      data: concatHex([contract.salt, contract.initCode]),
    });
    const receipt = await anvilReceipt(client, hash);
    const code = await client.getCode({ address: contract.address });
    if (receipt.status !== "success" || !code || code === "0x") {
      throw new Error(`${contract.name} deployment failed (${hash})`);
    }
  }
  return distributionAddresses(treasury, usdt);
}
