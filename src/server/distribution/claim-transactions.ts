import { and, asc, eq, ne } from "drizzle-orm";
import type { Address, Hex } from "viem";
import type { Db } from "@/server/db/client";
import { distributionClaims } from "@/server/db/schema";
import type { ClaimTransaction } from "@/shared/distribution/holder-claims";

export interface IndexedClaim {
  txHash: Hex;
  amount: bigint;
  cumulativeAmount: bigint;
  blockTime: Date;
  final: boolean;
}

/**
 * `account`'s claims from `distributor` as the indexer stored them, in chain order: pending ones too
 * (shown at once, like a payment), never one a reorganisation removed.
 */
export async function claimsOf(
  db: Db,
  chainId: number,
  distributor: Address,
  account: Address,
): Promise<IndexedClaim[]> {
  const rows = await db
    .select({
      txHash: distributionClaims.txHash,
      amount: distributionClaims.amount,
      cumulativeAmount: distributionClaims.cumulativeAmount,
      blockTime: distributionClaims.blockTime,
      finality: distributionClaims.finality,
    })
    .from(distributionClaims)
    .where(
      and(
        eq(distributionClaims.chainId, chainId),
        eq(distributionClaims.distributor, distributor.toLowerCase()),
        eq(distributionClaims.account, account.toLowerCase()),
        ne(distributionClaims.finality, "orphaned"),
      ),
    )
    .orderBy(asc(distributionClaims.blockNumber), asc(distributionClaims.logIndex));
  return rows.map(({ finality, ...row }) => ({ ...row, final: finality === "final" }));
}

export function claimTransactionJson(claim: IndexedClaim): ClaimTransaction {
  return {
    txHash: claim.txHash,
    amountUnits: claim.amount.toString(),
    cumulativeUnits: claim.cumulativeAmount.toString(),
    blockTime: claim.blockTime.toISOString(),
    final: claim.final,
  };
}
