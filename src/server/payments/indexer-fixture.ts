import { sql } from "drizzle-orm";
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { type LocalChain, type LocalWallet, startLocalChain } from "@/server/chain/local-chain";
import { mockUsdtAbi, mockUsdtBytecode } from "@/server/chain/mock-usdt";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

/** A fresh local chain with helpers to pay, mine and read what the indexer stored. Test support only. */
export async function startPaymentsChain() {
  const chain = await startLocalChain({ stateFile: null });
  // Receipts are polled every 50 ms (viem waits 4 s by default, built for real networks).
  const client = createPublicClient({
    transport: http(chain.rpcUrl),
    cacheTime: 0,
    pollingInterval: 50,
  }) as PublicClient;
  const walletFor = (wallet: LocalWallet) =>
    createWalletClient({ account: privateKeyToAccount(wallet.privateKey), transport: http(chain.rpcUrl) });
  const rpc = (method: string, params: unknown[] = []) =>
    client.request({ method: method as never, params: params as never }) as Promise<unknown>;

  async function transfer(
    from: LocalWallet,
    to: Address,
    amount: bigint,
    token: Address = chain.usdt,
    gas?: bigint,
  ) {
    const hash = await walletFor(from).writeContract({
      address: token,
      abi: mockUsdtAbi,
      functionName: "transfer",
      args: [to, amount],
      chain: null,
      ...(gas ? { gas } : {}),
    });
    return client.waitForTransactionReceipt({ hash });
  }

  async function deployOtherToken(owner: LocalWallet): Promise<Address> {
    const hash = await walletFor(owner).deployContract({
      abi: mockUsdtAbi,
      bytecode: mockUsdtBytecode,
      chain: null,
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error("no contract address");
    await client.waitForTransactionReceipt({
      hash: await walletFor(owner).writeContract({
        address: receipt.contractAddress,
        abi: mockUsdtAbi,
        functionName: "mint",
        args: [owner.address, 1_000_000_000n],
        chain: null,
      }),
    });
    return receipt.contractAddress;
  }

  return {
    chain,
    client,
    walletFor,
    transfer,
    deployOtherToken,
    mine: (blocks = 1) => rpc("anvil_mine", [`0x${blocks.toString(16)}`]),
    rpc,
    stop: () => chain.stop(),
  };
}

export type PaymentsChain = Awaited<ReturnType<typeof startPaymentsChain>>;

export interface StoredPayment {
  tx_hash: string;
  log_index: number;
  from_address: string;
  amount: string;
  finality: string;
}

export function storedPayments(db: Db): Promise<StoredPayment[]> {
  return queryRows<StoredPayment>(
    db,
    sql`select tx_hash, log_index, from_address, amount_micro_usdt::text as amount, finality
        from payments order by block_number, log_index`,
  );
}

export type { LocalChain };
