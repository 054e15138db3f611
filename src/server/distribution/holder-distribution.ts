import { sql } from "drizzle-orm";
import { type Address, erc20Abi } from "viem";
import { readChain } from "@/server/chain/chain-read";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { claimsOf, claimTransactionJson } from "@/server/distribution/claim-transactions";
import {
  type DistributionChain,
  type Distributor,
  distributorFor,
} from "@/server/distribution/distributor-chain";
import { dividendEligibility } from "@/server/distribution/dividend-preview";
import { creditedInvestors, lastPublishedLeaves } from "@/server/distribution/investors-for-rounds";
import { currentRound, type PublishedRound } from "@/server/distribution/published-rounds";
import { claimsPerShare } from "@/shared/distribution/claim-coverage";
import { claimableUnits } from "@/shared/distribution/claimable";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import {
  cumulativeTokenUnits,
  distributionEligibility,
  type ExclusionReason,
  exclusionText,
} from "@/shared/distribution/eligibility";
import type { HolderClaim, MyDistribution } from "@/shared/distribution/holder-claims";
import type { MerkleClaim } from "@/shared/distribution/merkle-tree";

function holderClaim(round: PublishedRound, distributor: Distributor, claim: MerkleClaim): HolderClaim {
  return {
    roundId: round.id,
    chainId: distributor.chainId,
    distributor: distributor.distributor,
    token: distributor.token,
    root: round.root,
    account: claim.account,
    cumulativeAmount: claim.cumulativeAmount.toString(),
    proof: claim.proof,
  };
}

/** What the distributor has paid `account` so far; a node that cannot answer is ChainUnavailableError. */
const claimedFrom = (chain: DistributionChain, distributor: Distributor, account: Address) =>
  readChain("what an account has claimed", () =>
    chain.client.readContract({
      address: distributor.distributor,
      abi: merkleDistributorAbi,
      functionName: "cumulativeClaimed",
      args: [account],
    }),
  );

/** A claim as the chain stands: what the account has claimed so far and what is left to claim. */
function claimState(claim: MerkleClaim, claimed: bigint) {
  return {
    claimedUnits: claimed.toString(),
    claimableUnits: claimableUnits(claim.cumulativeAmount, claimed).toString(),
  };
}

/** The user's account in a round: their leaf, found by the account the round's entry names. */
async function leafOf(db: Db, round: PublishedRound, userId: string): Promise<MerkleClaim | null> {
  const [entry] = await queryRows<{ account_address: string | null }>(
    db,
    sql`select account_address from distribution_round_entries where round_id = ${round.id} and user_id = ${userId}`,
  );
  return entry?.account_address ? round.claimOf(entry.account_address) : null;
}

async function myPxl(db: Db, chain: DistributionChain, userId: string): Promise<MyDistribution["pxl"]> {
  const [investor] = await creditedInvestors(db, userId);
  const credited = investor?.creditedMicroPxl ?? 0n;
  const distributor = distributorFor(chain, "pxl");
  const round = distributor ? await currentRound(db, "pxl") : null;
  const claim = round ? await leafOf(db, round, userId) : null;
  if (distributor && round && claim) {
    const balance = await readChain("the account's PXL balance", () =>
      chain.client.readContract({
        address: distributor.token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [claim.account],
      }),
    );
    const due = cumulativeTokenUnits(credited);
    const claims = await claimsOf(db, distributor.chainId, distributor.distributor, claim.account);
    return {
      status: "published",
      creditedMicroPxl: credited.toString(),
      claim: holderClaim(round, distributor, claim),
      ...claimState(claim, await claimedFrom(chain, distributor, claim.account)),
      balanceUnits: balance.toString(),
      waitingUnits: (due > claim.cumulativeAmount ? due - claim.cumulativeAmount : 0n).toString(),
      claimTransactions: claims.map(claimTransactionJson),
    };
  }
  const eligibility = distributionEligibility({
    kycStatus: investor?.kycStatus ?? "none",
    primaryWallet: investor?.primaryWallet ?? null,
  });
  if (eligibility.eligible) return { status: "waiting", creditedMicroPxl: credited.toString() };
  return {
    status: "not_eligible",
    creditedMicroPxl: credited.toString(),
    reasons: eligibility.reasons,
    reasonTexts: eligibility.reasons.map((r) => exclusionText[r]()),
  };
}

/**
 * Why the user's held-back dividend shares cannot enter a root now, by the rule the plan keeps them
 * back with (empty: nothing is missing, the next round adds them).
 */
async function heldBackReasons(db: Db, userId: string): Promise<ExclusionReason[]> {
  const [[investor], published] = await Promise.all([
    creditedInvestors(db, userId),
    lastPublishedLeaves(db, "dividend"),
  ]);
  const eligibility = dividendEligibility(
    { userId, kycStatus: investor?.kycStatus ?? "none", primaryWallet: investor?.primaryWallet ?? null },
    published,
  );
  return eligibility.eligible ? [] : eligibility.reasons;
}

async function myDividends(
  db: Db,
  chain: DistributionChain,
  userId: string,
): Promise<MyDistribution["dividends"]> {
  // In the order the shares entered the leaf (publication; within a round, its catch-ups for earlier
  // periods before its own share): each claim is matched to the slices it paid.
  const shares = await queryRows<{
    period: string;
    record_date: Date | string;
    amount: string;
    added_with: string | null;
  }>(
    db,
    sql`select period, record_date, amount, added_with from (
          select r.period, r.record_date, e.amount::text as amount, null as added_with,
                 r.published_at, r.created_at, 1 as part
          from distribution_round_entries e join distribution_rounds r on r.id = e.round_id
          where e.user_id = ${userId} and r.kind = 'dividend' and r.status = 'published' and e.amount > 0
          union all
          select c.period, owed.record_date, c.amount::text, r.period, r.published_at, r.created_at, 0
          from dividend_catch_ups c join distribution_rounds r on r.id = c.round_id
          join distribution_rounds owed
            on owed.kind = 'dividend' and owed.status = 'published' and owed.period = c.period
          where c.user_id = ${userId} and r.status = 'published'
        ) s
        order by published_at, created_at, part, period`,
  );
  if (shares.length === 0) return [];
  const distributor = distributorFor(chain, "dividend");
  const round = distributor ? await currentRound(db, "dividend") : null;
  const claim = round ? await leafOf(db, round, userId) : null;
  const current = distributor && round && claim ? { distributor, round, claim } : null;
  // Each share is the slice (end of the one before, end] of the account's cumulative leaf.
  let total = 0n;
  const slices = shares.map((share) => {
    total += BigInt(share.amount);
    return { ...share, end: total };
  });
  // A round that cannot pay a holder keeps their leaf as it was while their share is still recorded:
  // a share is in the leaf only when its whole slice is, else the leaf's claim says nothing of it.
  const inLeaf = slices.map(({ end }) => current !== null && end <= current.claim.cumulativeAmount);
  const reasons = inLeaf.every(Boolean) ? [] : await heldBackReasons(db, userId);
  const claimed = current ? await claimedFrom(chain, current.distributor, current.claim.account) : 0n;
  const state = current ? claimState(current.claim, claimed) : null;
  const claims = current
    ? await claimsOf(db, current.distributor.chainId, current.distributor.distributor, current.claim.account)
    : [];
  const paidBy = claimsPerShare(
    shares.map((share) => BigInt(share.amount)),
    claims,
  );
  const dividends = slices.map((share, i): MyDistribution["dividends"][number] => {
    const base = {
      period: share.period,
      recordDate: new Date(share.record_date).toISOString(),
      amountMicroUsdt: share.amount,
      addedWith: share.added_with,
      claimTransactions: (paidBy[i] ?? []).map(claimTransactionJson),
    };
    if (current && state && inLeaf[i])
      return {
        status: "in_leaf",
        ...base,
        claim: holderClaim(current.round, current.distributor, current.claim),
        ...state,
        // The figures above are the whole leaf's; the period is claimed once the chain's total covers its slice.
        claimed: claimed >= share.end,
      };
    return { status: "held_back", ...base, reasons, claim: null, claimedUnits: "0", claimableUnits: "0" };
  });
  // Newest record date first, as the investor reads them; a period's catch-up after its own share.
  return dividends.sort(
    (a, b) =>
      b.recordDate.localeCompare(a.recordDate) || (a.addedWith ?? "").localeCompare(b.addedWith ?? ""),
  );
}

/** GET /api/distribution/mine: the investor's PXL (eligibility, round, claim) and dividends. */
export async function myDistribution(
  db: Db,
  chain: DistributionChain,
  userId: string,
): Promise<MyDistribution> {
  const [pxl, dividends] = await Promise.all([myPxl(db, chain, userId), myDividends(db, chain, userId)]);
  return { pxl, dividends };
}
