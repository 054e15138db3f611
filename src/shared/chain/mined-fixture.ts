import type { Address, Hex, Log, TransactionReceipt } from "viem";
import type { Mined } from "@/shared/chain/mined-receipt";

/** For tests: a log of `from` as a node returns it in a receipt (its block and transaction made up). */
export function receiptLog(from: Address, topics: Log["topics"], data: Hex): Log {
  return {
    address: from,
    topics,
    data,
    blockHash: `0x${"1".repeat(64)}`,
    blockNumber: 7n,
    logIndex: 0,
    transactionHash: `0x${"2".repeat(64)}`,
    transactionIndex: 0,
    removed: false,
  };
}

/** For tests: what a wallet flow reads once its transaction is mined, replaced by the wallet or not. */
export const minedWith = (
  status: "success" | "reverted",
  logs: Log[],
  replacedBy: Mined["replacedBy"] = null,
): Mined => ({ receipt: { status, logs } as unknown as TransactionReceipt, replacedBy });
