import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Hex } from "viem";
import type { distributionClaims, outgoingTransfers, payments, pxlTransfers } from "@/server/db/schema";

/**
 * Tables of logs keyed by (chain, tx hash, log index), each row pending, then final or orphaned:
 * transfers the sale wallet took part in, and the distribution's PXL transfers and claims.
 */
export type ChainTransferTable =
  | typeof payments
  | typeof outgoingTransfers
  | typeof pxlTransfers
  | typeof distributionClaims;

/** A row waiting for its block to become final, or to be found reorganised away. */
export interface PendingTransfer {
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
}

/**
 * When a transfer already stored is seen again, the row takes the new sighting only if it is
 * orphaned (a reorg removed it and it came back) or pending in another block (a reorg moved its
 * transaction). A final row never changes.
 */
export function seenInNewBlock(table: ChainTransferTable): SQL {
  return sql`${table.finality} = 'orphaned' or (${table.finality} = 'pending' and ${table.blockHash} <> excluded.block_hash)`;
}

/** Settling touches a row only while it is still pending in the block it was seen in. */
export function stillPending(
  table: ChainTransferTable,
  chainId: number,
  row: PendingTransfer,
): SQL | undefined {
  return and(
    eq(table.chainId, chainId),
    eq(table.txHash, row.txHash),
    eq(table.logIndex, row.logIndex),
    eq(table.finality, "pending"),
    eq(table.blockHash, row.blockHash),
  );
}
