import { BlockNotFoundError, type PublicClient } from "viem";

export interface BlockSummary {
  hash: string;
  time: Date;
}

/** The block at a height changed between two reads: a reorg is under way, and the caller should try again. */
export class ChainReorganisedError extends Error {
  override name = "ChainReorganisedError";
  constructor(blockNumber: bigint) {
    super(`the chain reorganised at block ${blockNumber} while it was being read; trying again`);
  }
}

/**
 * Blocks read by number, at most once each per `BlockReader` (one indexer tick, one verification).
 * By number, not by hash: every source serves it (Etherscan's API has no block by hash), and one
 * read gives both a log's block time and whether its block is still the canonical one.
 */
export function createBlockReader(client: PublicClient) {
  const blocks = new Map<bigint, Promise<BlockSummary | null>>();

  /** The canonical block at this height, or null when the chain has none there (a reorg shortened it). */
  function at(blockNumber: bigint): Promise<BlockSummary | null> {
    let block = blocks.get(blockNumber);
    if (!block) {
      // Only "no block at this height" means none; any other failure (timeout, provider error) is thrown.
      block = client.getBlock({ blockNumber }).then(
        (b) => ({ hash: (b.hash ?? "").toLowerCase(), time: new Date(Number(b.timestamp) * 1000) }),
        (error: unknown) => {
          if (error instanceof BlockNotFoundError) return null;
          throw error;
        },
      );
      blocks.set(blockNumber, block);
      block.catch(() => blocks.delete(blockNumber));
    }
    return block;
  }

  /** The time of the block holding a log; throws ChainReorganisedError when that block is no longer canonical. */
  async function timeOf(blockNumber: bigint, blockHash: string): Promise<Date> {
    const block = await at(blockNumber);
    if (!block || block.hash !== blockHash.toLowerCase()) throw new ChainReorganisedError(blockNumber);
    return block.time;
  }

  /**
   * The time of the last block an indexer read as final, to save beside its position: null below
   * the first block (nothing read) or when the position did not move and its time is already saved.
   */
  async function finalTime(
    finalThrough: bigint,
    saved: { finalThrough: bigint; finalThroughTime: Date | null },
  ) {
    if (finalThrough < 0n) return null;
    if (finalThrough <= saved.finalThrough && saved.finalThroughTime !== null) return null;
    return (await at(finalThrough))?.time ?? null;
  }

  return { at, timeOf, finalTime };
}
