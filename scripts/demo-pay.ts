/**
 * `npm run demo:pay -- <usdt> [--from <n>]`: pays the sale wallet of the running demo site from demo
 * wallet n (default 1), as a buyer's wallet would, and prints the transaction hash and the sender.
 */

import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type Address, createPublicClient, createWalletClient, type Hex, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { type ChainInfo, chainInfoFile, readChainInfo } from "../src/server/chain/chain-info";
import { DEMO_WALLET_COUNT, demoWallet, localViemChain } from "../src/server/chain/local-chain";
import { mockUsdtAbi } from "../src/server/chain/mock-usdt";
import { ConfigError, loadConfig } from "../src/server/config";
import { formatUsdtExact } from "../src/shared/format/money";
import { parseUnits, USDT_DECIMALS } from "../src/shared/money/units";

const usage = `Usage: npm run demo:pay -- <usdt> [--from <n>]   (n: demo wallet 1 to ${DEMO_WALLET_COUNT}, default 1)`;

/** A mistake of the person running the script: shown as a message, without a stack. */
export class DemoPayError extends Error {
  override name = "DemoPayError";
}

export interface DemoPayArgs {
  /** micro-USDT */
  amount: bigint;
  /** demo wallet number, 1-based */
  from: number;
}

export function parseDemoPayArgs(argv: string[]): DemoPayArgs {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new DemoPayError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  const [text, ...extra] = parsed.positionals;
  if (text === undefined) throw new DemoPayError(`The amount in USDT is missing.\n${usage}`);
  if (extra.length > 0) throw new DemoPayError(`Unexpected arguments: ${extra.join(" ")}\n${usage}`);
  const amount = parseUnits(text, USDT_DECIMALS);
  if (amount === null) {
    throw new DemoPayError(
      `"${text}" is not an amount of USDT (a number with up to 6 decimals, e.g. 250 or 0.5)`,
    );
  }
  if (amount === 0n) throw new DemoPayError("The amount must be more than 0 USDT");
  const fromText = parsed.values.from ?? "1";
  const from = /^\d+$/.test(fromText) ? Number(fromText) : Number.NaN;
  if (!(from >= 1 && from <= DEMO_WALLET_COUNT)) {
    throw new DemoPayError(`--from ${fromText}: there are demo wallets 1 to ${DEMO_WALLET_COUNT}`);
  }
  return { amount, from };
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    options: { from: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
}

export interface Payment {
  hash: Hex;
  sender: Address;
  blockNumber: bigint;
}

/** Sends `amount` micro-USDT from demo wallet `from` to the sale wallet and waits for the receipt. */
export async function pay({ chain, amount, from }: DemoPayArgs & { chain: ChainInfo }): Promise<Payment> {
  const viemChain = localViemChain(chain.rpcUrl, chain.chainId);
  const transport = http(chain.rpcUrl, { retryCount: 0, timeout: 5_000 });
  const client = createPublicClient({ chain: viemChain, transport, pollingInterval: 100, cacheTime: 0 });
  const account = privateKeyToAccount(demoWallet(from).privateKey);

  const chainId = await client.getChainId().catch(() => {
    throw new DemoPayError(
      `The demo chain at ${chain.rpcUrl} does not answer: start the site with npm start first`,
    );
  });
  if (chainId !== chain.chainId) {
    throw new DemoPayError(`The chain at ${chain.rpcUrl} has id ${chainId}, not ${chain.chainId}`);
  }
  const balance = await client.readContract({
    address: chain.usdt,
    abi: mockUsdtAbi,
    functionName: "balanceOf",
    args: [account.address],
  });
  if (balance < amount) {
    throw new DemoPayError(
      `Demo wallet ${from} (${account.address}) holds ${formatUsdtExact(balance)}, ` +
        `less than ${formatUsdtExact(amount)}`,
    );
  }
  const wallet = createWalletClient({ chain: viemChain, transport, account });
  const hash = await wallet.writeContract({
    address: chain.usdt,
    abi: mockUsdtAbi,
    functionName: "transfer",
    args: [chain.saleWallet, amount],
  });
  const receipt = await anvilReceipt(client, hash);
  if (receipt.status !== "success") throw new Error(`The transfer ${hash} reverted`);
  return { hash, sender: account.address, blockNumber: receipt.blockNumber };
}

async function main(argv: string[]) {
  const args = parseDemoPayArgs(argv);
  const { dataDir } = loadConfig();
  const chain = readChainInfo(dataDir);
  if (!chain) {
    throw new DemoPayError(
      `No local chain described at ${chainInfoFile(dataDir)}: start the site with npm start first`,
    );
  }
  const payment = await pay({ chain, ...args });
  console.log(`Paid ${formatUsdtExact(args.amount)} to the sale wallet ${chain.saleWallet}`);
  console.log(`transaction: ${payment.hash} (block ${payment.blockNumber})`);
  console.log(`sender:      ${payment.sender} (demo wallet ${args.from})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const known = error instanceof DemoPayError || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exit(1);
  });
}
