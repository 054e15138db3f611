import { sql } from "drizzle-orm";
import {
  type Address,
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { anvilWallet, type LocalChain, type LocalWallet, startLocalChain } from "@/server/chain/local-chain";
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
    return anvilReceipt(client, hash);
  }

  /** A USDT transfer signed but not sent: sending the same bytes again after a reorg re-mines the same transaction. */
  async function signedTransfer(from: LocalWallet, to: Address, amount: bigint): Promise<Hex> {
    const wallet = walletFor(from);
    const request = await wallet.prepareTransactionRequest({
      to: chain.usdt,
      data: encodeFunctionData({ abi: mockUsdtAbi, functionName: "transfer", args: [to, amount] }),
      chain: null,
    });
    return wallet.signTransaction({ ...request, chain: null } as never);
  }

  async function sendRaw(serialized: Hex) {
    const hash = await client.sendRawTransaction({ serializedTransaction: serialized });
    return anvilReceipt(client, hash);
  }

  /** `spender` moves `amount` from `owner` to `to`: needs no allowance at all when the amount is 0. */
  async function transferFrom(spender: LocalWallet, owner: Address, to: Address, amount: bigint) {
    const hash = await walletFor(spender).writeContract({
      address: chain.usdt,
      abi: mockUsdtAbi,
      functionName: "transferFrom",
      args: [owner, to, amount],
      chain: null,
    });
    return anvilReceipt(client, hash);
  }

  /** New USDT printed by the token's owner: a Transfer log from the zero address. */
  async function mint(to: Address, amount: bigint) {
    const hash = await walletFor(chain.deployer).writeContract({
      address: chain.usdt,
      abi: mockUsdtAbi,
      functionName: "mint",
      args: [to, amount],
      chain: null,
    });
    return anvilReceipt(client, hash);
  }

  /**
   * Makes the USDT contract itself emit one raw log (any topics, any data) in a mined transaction, as
   * a token with a bug or a provider returning garbage would show it: its code is swapped for a log
   * emitter for that one transaction, then put back (balances live in storage, which is untouched).
   */
  async function emitFromUsdt(sender: LocalWallet, topics: readonly Hex[], data: Hex = "0x") {
    const original = await client.getCode({ address: chain.usdt });
    if (!original) throw new Error("no USDT code");
    await rpc("anvil_setCode", [chain.usdt, logEmitterCode(topics.length)]);
    try {
      const hash = await walletFor(sender).sendTransaction({
        to: chain.usdt,
        data: concatHex([...topics, data]),
        gas: 100_000n,
        chain: null,
      });
      return await anvilReceipt(client, hash);
    } finally {
      await rpc("anvil_setCode", [chain.usdt, original]);
    }
  }

  async function deployOtherToken(owner: LocalWallet): Promise<Address> {
    const hash = await walletFor(owner).deployContract({
      abi: mockUsdtAbi,
      bytecode: mockUsdtBytecode,
      chain: null,
    });
    const receipt = await anvilReceipt(client, hash);
    if (!receipt.contractAddress) throw new Error("no contract address");
    await anvilReceipt(
      client,
      await walletFor(owner).writeContract({
        address: receipt.contractAddress,
        abi: mockUsdtAbi,
        functionName: "mint",
        args: [owner.address, 1_000_000_000n],
        chain: null,
      }),
    );
    return receipt.contractAddress;
  }

  return {
    chain,
    client,
    walletFor,
    transfer,
    signedTransfer,
    sendRaw,
    transferFrom,
    mint,
    emitFromUsdt,
    /** The sale wallet's key (anvil's account 1, public): it sends refunds and treasury moves in tests. */
    saleWalletKey: anvilWallet(1),
    deployOtherToken,
    mine: (blocks = 1) => rpc("anvil_mine", [`0x${blocks.toString(16)}`]),
    rpc,
    stop: () => chain.stop(),
  };
}

/**
 * EVM code that emits LOG<n> with the first n 32-byte words of the call data as topics and the rest
 * as data, then stops.
 */
function logEmitterCode(topicCount: number): Hex {
  if (topicCount < 0 || topicCount > 4) throw new RangeError("a log has 0 to 4 topics");
  const byte = (n: number) => n.toString(16).padStart(2, "0");
  const words = 32 * topicCount;
  let code = `60${byte(words)}3603` + `8060${byte(words)}600037`; // size = calldatasize - words; copy data to memory 0
  for (let i = topicCount - 1; i >= 0; i--) code += `60${byte(32 * i)}35`; // topic i = calldata word i
  code += `${byte(0x80 + topicCount)}6000${byte(0xa0 + topicCount)}00`; // LOGn(0, size, topics...); STOP
  return `0x${code}`;
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

export interface StoredOutgoing {
  tx_hash: string;
  log_index: number;
  to_address: string;
  amount: string;
  finality: string;
}

export function storedOutgoing(db: Db): Promise<StoredOutgoing[]> {
  return queryRows<StoredOutgoing>(
    db,
    sql`select tx_hash, log_index, to_address, amount_micro_usdt::text as amount, finality
        from outgoing_transfers order by block_number, log_index`,
  );
}

export interface StoredSkipped {
  tx_hash: string;
  log_index: number;
  from_address: string | null;
  to_address: string | null;
  amount: string | null;
  reason: string;
  detail: string | null;
}

export function storedSkipped(db: Db): Promise<StoredSkipped[]> {
  return queryRows<StoredSkipped>(
    db,
    sql`select tx_hash, log_index, from_address, to_address, amount_micro_usdt::text as amount, reason, detail
        from skipped_transfers order by block_number, log_index`,
  );
}

export interface StoredLedgerEvent {
  type: string;
  tx_hash: string;
  log_index: number;
  payload: Record<string, unknown>;
}

export function storedLedgerEvents(db: Db): Promise<StoredLedgerEvent[]> {
  return queryRows<StoredLedgerEvent>(
    db,
    sql`select type, tx_hash, log_index, payload from ledger_events order by id`,
  );
}

export type { LocalChain };
