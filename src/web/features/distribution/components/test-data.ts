import {
  type HolderClaim,
  type MyDistribution,
  myDistributionSchema,
  type PublicRound,
} from "@/shared/distribution/holder-claims";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";

export const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const E18 = 10n ** 18n;

export const claimOf = (cumulativeAmount: bigint, overrides: Partial<HolderClaim> = {}): HolderClaim => ({
  roundId: "7f1e0a52-4c1b-4f6e-9d35-2a1b8c3d4e5f",
  chainId: 42161,
  distributor: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  token: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
  root: `0x${"1".repeat(64)}`,
  account: ACCOUNT,
  cumulativeAmount: cumulativeAmount.toString(),
  proof: [`0x${"2".repeat(64)}`],
  ...overrides,
});

/** A whole answer of GET /api/distribution/mine, checked against its contract so tests stay honest. */
export function mineOf(
  pxl: MyDistribution["pxl"],
  dividends: MyDistribution["dividends"] = [],
): MyDistribution {
  return myDistributionSchema.parse({ pxl, dividends });
}

type Dividend = MyDistribution["dividends"][number];
type InLeaf = Extract<Dividend, { status: "in_leaf" }>;
const RECORD_DATES = { H1: "06-30", H2: "12-31" } as const;

/** The part of a dividend row every status shares: its period of 2026 and its amount in micro-USDT. */
const periodOf = (half: "H1" | "H2", amountMicroUsdt: bigint) => ({
  period: `${half} 2026`,
  recordDate: `2026-${RECORD_DATES[half]}T00:00:00Z`,
  amountMicroUsdt: amountMicroUsdt.toString(),
  addedWith: null,
});

/**
 * A period in the current leaf. `claimedUnits` is the whole leaf's claimed total on chain; the period
 * itself is claimed once the whole leaf is, unless `claimed` says otherwise (a period claimed before
 * the next one joined its leaf).
 */
export const dividendInLeaf = (
  half: "H1" | "H2",
  amountMicroUsdt: bigint,
  claim: HolderClaim,
  {
    claimedUnits = 0n,
    claimed = claimedUnits >= BigInt(claim.cumulativeAmount),
    claimTransactions = [],
  }: { claimedUnits?: bigint } & Partial<Pick<InLeaf, "claimed" | "claimTransactions">> = {},
): Dividend => ({
  status: "in_leaf",
  ...periodOf(half, amountMicroUsdt),
  claim,
  claimedUnits: claimedUnits.toString(),
  claimableUnits: (BigInt(claim.cumulativeAmount) - claimedUnits).toString(),
  claimed,
  claimTransactions,
});

/** A period kept out of the leaf, with what the holder still has to do. */
export const dividendHeldBack = (
  half: "H1" | "H2",
  amountMicroUsdt: bigint,
  reasons: Extract<Dividend, { status: "held_back" }>["reasons"],
): Dividend => ({
  status: "held_back",
  reasons,
  ...periodOf(half, amountMicroUsdt),
  claim: null,
  claimedUnits: "0",
  claimableUnits: "0",
  claimTransactions: [],
});

export const pxlUnits = (whole: bigint, hundredths = 0n) => whole * E18 + hundredths * 10n ** 16n;

export const ROUND_ACCOUNTS = {
  A: ACCOUNT,
  B: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  C: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
} as const;

/** A round as GET /api/rounds/:id serves it, from a tree the shared code builds: A 391.23, B 1,000, C 5. */
export function roundOf(kind: "pxl" | "dividend" = "pxl"): PublicRound {
  const allocations = [
    { account: ROUND_ACCOUNTS.A, cumulativeAmount: pxlUnits(391n, 23n) },
    { account: ROUND_ACCOUNTS.B, cumulativeAmount: pxlUnits(1_000n) },
    { account: ROUND_ACCOUNTS.C, cumulativeAmount: pxlUnits(5n) },
  ];
  const built = buildMerkleRound(allocations);
  return {
    id: "7f1e0a52-4c1b-4f6e-9d35-2a1b8c3d4e5f",
    kind,
    period: kind === "dividend" ? "H1 2026" : null,
    recordDate: kind === "dividend" ? "2026-06-30T00:00:00Z" : null,
    publishedAt: "2026-11-25T12:00:00Z",
    chainId: 42161,
    distributor: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    token: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
    root: built.root,
    setRootTxHash: `0x${"ab".repeat(32)}`,
    totalAmount: allocations.reduce((sum, a) => sum + a.cumulativeAmount, 0n).toString(),
    leaves: built.claims.map((c) => ({
      account: c.account,
      cumulativeAmount: c.cumulativeAmount.toString(),
      proof: c.proof,
    })),
    tree: JSON.parse(JSON.stringify(built.dump)),
  };
}
