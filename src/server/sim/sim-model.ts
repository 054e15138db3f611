import type { Hex, TransactionReceipt } from "viem";
import { toEventSelector } from "viem";
import { transferEvent } from "@/server/payments/transfer-logs";
import { lowerHex } from "@/shared/chain/hex-schemas";

const TRANSFER_TOPIC = toEventSelector(transferEvent);

/** One Transfer log that the history put on chain, as the model meant it (not as anything read it). */
export interface ModelTransfer {
  txHash: Hex;
  logIndex: number;
  from: string;
  to: string;
  amount: bigint;
  token: "usdt" | "other";
  block: bigint;
}

export interface Intended {
  from: string;
  to: string;
  amount: bigint;
  token?: "usdt" | "other";
}

export const keyOf = (t: { txHash: string; logIndex: number }) => `${t.txHash.toLowerCase()}:${t.logIndex}`;

/**
 * The plain reference model of one history: what was sent on chain (and is still on the canonical
 * chain), which wallets are linked to which user, and what the operator decided.
 */
export class SimModel {
  readonly saleWallet: string;
  readonly finalityDepth: bigint;
  /** Canonical Transfer logs, by key. */
  readonly transfers = new Map<string, ModelTransfer>();
  /** Every transaction hash the history sent (reverted and reorged-away ones too): what a claim may name. */
  readonly txs: Hex[] = [];
  /** Each canonical transaction's intended transfers and block. */
  private readonly intended = new Map<string, { intended: readonly Intended[]; block: bigint }>();
  readonly links = new Map<string, string>();
  readonly everLinked = new Map<string, Set<string>>();
  readonly manual = new Map<string, string>();
  readonly refunds = new Set<string>();
  head = 0n;

  constructor(saleWallet: string, finalityDepth: bigint) {
    this.saleWallet = saleWallet.toLowerCase();
    this.finalityDepth = finalityDepth;
  }

  /**
   * Records a mined transaction: its Transfer logs (by the emitting token, in order) are the
   * intended transfers, in order. A reverted one records nothing.
   */
  recordReceipt(
    receipt: TransactionReceipt,
    intended: readonly Intended[],
    tokens: { usdt: string; other: string },
  ) {
    this.txs.push(receipt.transactionHash);
    this.intended.set(receipt.transactionHash.toLowerCase(), { intended, block: receipt.blockNumber });
    if (receipt.status !== "success") return;
    const logs = receipt.logs.filter((l) => l.topics[0] === TRANSFER_TOPIC);
    if (logs.length !== intended.length) {
      throw new Error(`harness: ${intended.length} transfers meant, ${logs.length} Transfer logs mined`);
    }
    intended.forEach((t, i) => {
      const log = logs[i];
      if (!log) return;
      const token = t.token ?? "usdt";
      if (log.address.toLowerCase() !== tokens[token].toLowerCase()) throw new Error("harness: wrong token");
      const transfer: ModelTransfer = {
        txHash: lowerHex(receipt.transactionHash),
        logIndex: log.logIndex,
        from: t.from.toLowerCase(),
        to: t.to.toLowerCase(),
        amount: t.amount,
        token,
        block: receipt.blockNumber,
      };
      this.transfers.set(keyOf(transfer), transfer);
    });
  }

  /**
   * A same-height reorg of the last `depth` blocks, which come back empty. Returns the transactions
   * it removed, oldest first (they may be sent again, and land in a later block).
   */
  reorg(depth: bigint): string[] {
    for (const [key, t] of this.transfers) if (t.block > this.head - depth) this.transfers.delete(key);
    const removed = [...this.intended].filter(([, sent]) => sent.block > this.head - depth);
    for (const [hash] of removed) this.intended.delete(hash);
    return removed.sort(([, a], [, b]) => Number(a.block - b.block)).map(([hash]) => hash);
  }

  /** What a transaction meant to transfer (while it is on the canonical chain). */
  intendedOf(txHash: string): readonly Intended[] {
    return this.intended.get(txHash.toLowerCase())?.intended ?? [];
  }

  isIncoming(t: ModelTransfer): boolean {
    return t.token === "usdt" && t.to === this.saleWallet && t.from !== this.saleWallet && t.amount > 0n;
  }

  isFinal(t: ModelTransfer): boolean {
    return t.block <= this.head - this.finalityDepth;
  }

  finalIncoming(): ModelTransfer[] {
    return [...this.transfers.values()].filter((t) => this.isIncoming(t) && this.isFinal(t));
  }

  incoming(): ModelTransfer[] {
    return [...this.transfers.values()].filter((t) => this.isIncoming(t));
  }

  link(address: string, userId: string) {
    const a = address.toLowerCase();
    this.links.set(a, userId);
    const users = this.everLinked.get(a) ?? new Set<string>();
    users.add(userId);
    this.everLinked.set(a, users);
  }

  unlink(address: string) {
    this.links.delete(address.toLowerCase());
  }
}
