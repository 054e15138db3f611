import {
  type HolderClaim,
  type MyDistribution,
  myDistributionSchema,
} from "@/shared/distribution/holder-claims";

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

export const pxlUnits = (whole: bigint, hundredths = 0n) => whole * E18 + hundredths * 10n ** 16n;
