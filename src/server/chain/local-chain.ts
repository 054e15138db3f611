import {
  type Address,
  bytesToHex,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  type Hex,
  http,
  isAddressEqual,
} from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { startAnvil } from "@/server/chain/anvil";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import {
  type DistributionContracts,
  ensureDistributionContracts,
} from "@/server/chain/distribution-deployment";
import { mockUsdtAbi, mockUsdtBytecode } from "@/server/chain/mock-usdt";

/**
 * The demo chain (CHAIN=local): anvil with Arbitrum One's chain id, our MockUSDT, a sale wallet,
 * funded demo wallets, and the distribution contracts (PXL and its two distributors). Every account
 * is one of anvil's default-mnemonic accounts, whose keys are public: nothing here may ever hold real
 * money.
 */
export const LOCAL_CHAIN_ID = 42161;
export const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";
export const DEMO_WALLET_COUNT = 4;
/** What each demo wallet receives when the token is deployed: 1,000,000 USDT. */
export const DEMO_WALLET_USDT = 1_000_000n * 10n ** 6n;

export interface LocalWallet {
  address: Address;
  privateKey: Hex;
}

export interface LocalChain extends DistributionContracts {
  rpcUrl: string;
  chainId: number; // 42161
  usdt: Address; // MockUSDT, 6 decimals
  saleWallet: Address; // anvil account 1
  /** anvil account 0: owner of MockUSDT, and the academy's treasury (all PXL, owner of both distributors). */
  deployer: LocalWallet;
  demoWallets: LocalWallet[]; // anvil accounts 2..5, each holding 1,000,000 USDT (and anvil's ETH)
  stop(): Promise<void>;
}

const derived = new Map<number, LocalWallet>();

/** anvil's default account `index` (derivation costs ~50 ms, so each is derived once). */
export function anvilWallet(index: number): LocalWallet {
  let wallet = derived.get(index);
  if (!wallet) {
    const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
    const key = account.getHdKey().privateKey;
    if (!key) throw new Error(`no private key for anvil account ${index}`);
    wallet = { address: account.address, privateKey: bytesToHex(key) };
    derived.set(index, wallet);
  }
  return wallet;
}

/** Demo wallet n (1-based, as `npm run demo:pay -- --from n` counts) is anvil account n + 1. */
export function demoWallet(n: number): LocalWallet {
  if (!Number.isInteger(n) || n < 1 || n > DEMO_WALLET_COUNT) {
    throw new RangeError(`demo wallet ${n} does not exist (1 to ${DEMO_WALLET_COUNT})`);
  }
  return anvilWallet(n + 1);
}

export function localViemChain(rpcUrl: string, chainId: number = LOCAL_CHAIN_ID): Chain {
  return defineChain({
    id: chainId,
    name: "Local demo chain (anvil)",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * Starts anvil and makes sure MockUSDT and the distribution contracts are there. With a state file from
 * an earlier run they are already deployed and funded, and nothing is sent; with one from before the
 * distribution contracts existed, only those are deployed.
 */
export async function startLocalChain(
  options: { stateFile?: string | null; blockTimeSeconds?: number | null; startTime?: Date | null } = {},
): Promise<LocalChain> {
  const anvil = await startAnvil({
    chainId: LOCAL_CHAIN_ID,
    stateFile: options.stateFile ?? null,
    blockTimeSeconds: options.blockTimeSeconds ?? null,
    startTime: options.startTime ?? null,
  });
  try {
    const deployer = anvilWallet(0);
    const demoWallets = Array.from({ length: DEMO_WALLET_COUNT }, (_, i) => demoWallet(i + 1));
    const usdt = await ensureMockUsdt(anvil.rpcUrl, deployer, demoWallets);
    const { client, wallet } = deployerClients(anvil.rpcUrl, deployer);
    const distribution = await ensureDistributionContracts(client, wallet, deployer.address, usdt);
    return {
      ...distribution,
      rpcUrl: anvil.rpcUrl,
      chainId: LOCAL_CHAIN_ID,
      usdt,
      saleWallet: anvilWallet(1).address,
      deployer,
      demoWallets,
      stop: anvil.stop,
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

function deployerClients(rpcUrl: string, deployer: LocalWallet) {
  const chain = localViemChain(rpcUrl);
  // Setup on a busy machine can keep anvil from answering within viem's default 10 s; nothing here
  // is a user waiting, so a slow answer is better than a failed start.
  const transport = http(rpcUrl, { timeout: 60_000 });
  const client = createPublicClient({ chain, transport, pollingInterval: 50, cacheTime: 0 });
  const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(deployer.privateKey) });
  return { client, wallet };
}

/**
 * The token lives at the deployer's first CREATE address, so its address is the same on every fresh
 * chain and a restarted one finds it by looking for code there. (Exported for the test that starts
 * from a state file made before the distribution contracts existed.)
 */
export async function ensureMockUsdt(
  rpcUrl: string,
  deployer: LocalWallet,
  holders: LocalWallet[],
): Promise<Address> {
  const { client, wallet } = deployerClients(rpcUrl, deployer);
  const usdt = getContractAddress({ from: deployer.address, nonce: 0n });

  const code = await client.getCode({ address: usdt });
  if (!code || code === "0x") {
    const sent = await client.getTransactionCount({ address: deployer.address });
    if (sent !== 0) {
      throw new Error(
        `MockUSDT is not at ${usdt} although the deployer has sent ${sent} transactions: ` +
          "the chain state was not made by this site (delete the state file to start afresh)",
      );
    }
    const hash = await wallet.deployContract({ abi: mockUsdtAbi, bytecode: mockUsdtBytecode });
    const receipt = await anvilReceipt(client, hash);
    if (receipt.status !== "success" || !receipt.contractAddress) {
      throw new Error(`MockUSDT deployment failed (${hash})`);
    }
    if (!isAddressEqual(receipt.contractAddress, usdt)) {
      throw new Error(`MockUSDT deployed at ${receipt.contractAddress}, expected ${usdt}`);
    }
  }

  // Minting is decided by the supply rather than by the deployment, so a start that died between the
  // two still funds the demo wallets on the next one.
  const supply = await client.readContract({ address: usdt, abi: mockUsdtAbi, functionName: "totalSupply" });
  if (supply === 0n) {
    // One after another: anvil can strand a transaction that arrives while its sender's previous one
    // is being mined (see anvil-receipt.ts), and concurrent sends make that likelier.
    for (const holder of holders) {
      const hash = await wallet.writeContract({
        address: usdt,
        abi: mockUsdtAbi,
        functionName: "mint",
        args: [holder.address, DEMO_WALLET_USDT],
      });
      const receipt = await anvilReceipt(client, hash);
      if (receipt.status !== "success") throw new Error(`MockUSDT mint failed (${hash})`);
    }
  }
  return usdt;
}
