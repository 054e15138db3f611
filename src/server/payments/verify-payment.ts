import {
  type Address,
  decodeEventLog,
  type Hex,
  isAddressEqual,
  isHash,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  toEventSelector,
} from "viem";
import type { Db } from "@/server/db/client";
import { ChainReorganisedError, createBlockReader } from "@/server/payments/block-time";
import { transferKind } from "@/server/payments/classify-transfer";
import { recordPayments } from "@/server/payments/payment-store";
import { type TransferLog, transferEvent } from "@/server/payments/transfer-logs";
import { lowerHex } from "@/shared/chain/hex-schemas";
import type { VerificationReason } from "@/shared/payments/verification-reasons";

export type Verification =
  | { ok: true; txHash: Hex; blockNumber: bigint; transfers: TransferLog[]; total: bigint }
  | { ok: false; reason: VerificationReason; expected?: Address; actual?: Address[] };

interface Target {
  client: PublicClient;
  chainId: number;
  usdt: Address;
  saleWallet: Address;
  /** The indexer's START_BLOCK: nothing mined before it is a payment for this sale. */
  startBlock?: bigint;
}

export interface UsdtTransfer {
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
  from: Address;
  to: Address;
  amount: bigint;
}

/**
 * The USDT Transfer logs of a mined, successful transaction, read from its receipt (never from
 * input data: that is wrong for contract wallets, relayers and reverted calls), or why there are none.
 */
export async function readUsdtTransfers(
  client: PublicClient,
  usdt: Address,
  txHash: Hex,
): Promise<
  | { ok: true; blockNumber: bigint; transfers: UsdtTransfer[] }
  | { ok: false; reason: "not_found" | "not_mined_yet" | "failed" | "not_usdt" | "unparseable" }
> {
  const receipt = await client.getTransactionReceipt({ hash: txHash }).catch(async (error: unknown) => {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    // No receipt: either the chain does not know the transaction, or it is not mined yet.
    const known = await client.getTransaction({ hash: txHash }).then(
      () => true,
      (cause: unknown) => {
        if (cause instanceof TransactionNotFoundError) return false;
        throw cause;
      },
    );
    return known ? ("not_mined_yet" as const) : ("not_found" as const);
  });
  if (receipt === "not_found" || receipt === "not_mined_yet") return { ok: false, reason: receipt };
  if (receipt.status !== "success") return { ok: false, reason: "failed" };

  const transferTopic = toEventSelector(transferEvent);
  const logs = receipt.logs.filter(
    (log) => isAddressEqual(log.address, usdt) && log.topics[0] === transferTopic,
  );
  if (logs.length === 0) return { ok: false, reason: "not_usdt" };
  const transfers: UsdtTransfer[] = [];
  for (const log of logs) {
    let decoded: { args: { from: Address; to: Address; value: bigint } };
    try {
      decoded = decodeEventLog({
        abi: [transferEvent],
        data: log.data,
        topics: log.topics,
      }) as typeof decoded;
    } catch {
      return { ok: false, reason: "unparseable" };
    }
    transfers.push({
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      from: decoded.args.from,
      to: decoded.args.to,
      amount: decoded.args.value,
    });
  }
  return { ok: true, blockNumber: receipt.blockNumber, transfers };
}

/**
 * Checks a payment by its transaction hash from the receipt: it must exist and have succeeded, and
 * the amount is the sum of the Transfer logs that the USDT contract emitted to the sale wallet from
 * elsewhere, with a value (the indexer's rule: see transferKind).
 */
export async function verifyPaymentByHash(target: Target, hash: string): Promise<Verification> {
  if (!isHash(hash)) return { ok: false, reason: "invalid_hash" };
  const txHash = lowerHex(hash);
  const read = await readUsdtTransfers(target.client, target.usdt, txHash);
  if (!read.ok) return read;
  if (target.startBlock !== undefined && read.blockNumber < target.startBlock)
    return { ok: false, reason: "before_start" };
  const kinds = read.transfers.map((t) => ({ t, kind: transferKind(t, target.saleWallet) }));
  const transfers: TransferLog[] = kinds
    .filter(({ kind }) => kind === "incoming")
    .map(({ t }) => ({ txHash, ...t }));
  if (transfers.length === 0) {
    if (kinds.some(({ kind }) => kind === "outgoing")) return { ok: false, reason: "from_sale_wallet" };
    if (kinds.some(({ kind }) => kind === "zero_value")) return { ok: false, reason: "zero_value" };
    return {
      ok: false,
      reason: "wrong_recipient",
      expected: target.saleWallet,
      actual: read.transfers.map((t) => t.to),
    };
  }
  const total = transfers.reduce((sum, t) => sum + t.amount, 0n);
  return { ok: true, txHash, blockNumber: read.blockNumber, transfers, total };
}

/** Verifies and records the payment the same way the indexer would (pending until its block is final). */
export async function verifyAndRecord(db: Db, target: Target, hash: string): Promise<Verification> {
  const result = await verifyPaymentByHash(target, hash);
  if (!result.ok) return result;
  const first = result.transfers[0];
  if (first) {
    let blockTime: Date;
    try {
      blockTime = await createBlockReader(target.client).timeOf(first.blockNumber, first.blockHash);
    } catch (error) {
      // Its block was replaced since the receipt was read: the transaction may land again elsewhere.
      if (error instanceof ChainReorganisedError) return { ok: false, reason: "not_mined_yet" };
      throw error;
    }
    await recordPayments(
      db,
      target.chainId,
      result.transfers.map((t) => ({ ...t, blockTime })),
    );
  }
  return result;
}
