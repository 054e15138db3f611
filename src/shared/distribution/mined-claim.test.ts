import { type Address, encodeAbiParameters, encodeEventTopics, type Log } from "viem";
import { describe, expect, it } from "vitest";
import { minedWith, receiptLog } from "@/shared/chain/mined-fixture";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { minedClaim } from "@/shared/distribution/mined-claim";

const DISTRIBUTOR: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const OTHER_CONTRACT: Address = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
const HOLDER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const STRANGER: Address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

/** The distributor's Claimed(account, amount, cumulativeAmount) as a node returns it in a receipt. */
const claimedLog = (from: Address, account: Address) =>
  receiptLog(
    from,
    encodeEventTopics({
      abi: merkleDistributorAbi,
      eventName: "Claimed",
      args: { account },
    }) as Log["topics"],
    encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [5n, 15n]),
  );
const claim = { distributor: DISTRIBUTOR, account: HOLDER };

/*
 * Before, a claim the wallet replaced by another call was judged by the call alone: any replacement
 * but a speed-up read as nothing moved, though the replacement may itself have claimed for the account.
 */
describe("what a mined claim did", () => {
  it("claimed when the distributor paid the account, whichever call of the wallet did it", () => {
    expect(minedClaim(minedWith("success", [claimedLog(DISTRIBUTOR, HOLDER)]), claim)).toBe("claimed");
    expect(minedClaim(minedWith("success", [claimedLog(DISTRIBUTOR, HOLDER)], "replaced"), claim)).toBe(
      "claimed",
    );
  });

  it("claimed nothing when the wallet put a cancellation or another call in its place", () => {
    expect(minedClaim(minedWith("success", [], "cancelled"), claim)).toBe("cancelled");
    expect(minedClaim(minedWith("success", [claimedLog(DISTRIBUTOR, STRANGER)], "replaced"), claim)).toBe(
      "replaced",
    );
    // The same event from a contract that is not the round's distributor pays nobody of ours.
    expect(minedClaim(minedWith("success", [claimedLog(OTHER_CONTRACT, HOLDER)], "replaced"), claim)).toBe(
      "replaced",
    );
  });

  it("claimed nothing when it reverted", () => {
    expect(minedClaim(minedWith("reverted", []), claim)).toBe("reverted");
    expect(minedClaim(minedWith("success", []), claim)).toBe("reverted");
  });
});
