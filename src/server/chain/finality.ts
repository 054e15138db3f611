import type { PublicClient } from "viem";

/** When a block counts as final: at or below the chain's `finalized` tag, or a fixed depth below the head. */
export type Finality = { kind: "tag" } | { kind: "depth"; blocks: bigint };

/**
 * The newest final block, or -1n while none is. A block at or below it can no longer be removed by a
 * reorganisation, so what it holds can be acted on: money credited, a refund recorded as paid.
 * `head` spares a second read to a caller that has just read it; it is read fresh otherwise (viem
 * caches the block number for its polling interval, which would make a block look final too late).
 */
export async function finalizedBlock(
  client: PublicClient,
  finality: Finality,
  head?: bigint,
): Promise<bigint> {
  if (finality.kind === "depth") {
    const latest = head ?? (await client.getBlockNumber({ cacheTime: 0 }));
    return latest > finality.blocks ? latest - finality.blocks : -1n;
  }
  const block = await client.getBlock({ blockTag: "finalized" });
  return block.number ?? -1n;
}
