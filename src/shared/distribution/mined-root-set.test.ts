import { type Address, encodeAbiParameters, encodeEventTopics, type Hash, type Log } from "viem";
import { describe, expect, it } from "vitest";
import { minedWith, receiptLog } from "@/shared/chain/mined-fixture";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { minedRootSet, rootSetBy } from "@/shared/distribution/mined-root-set";

const DISTRIBUTOR: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const OTHER_CONTRACT: Address = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
const ROOT: Hash = `0x${"ab".repeat(32)}`;
const OTHER_ROOT: Hash = `0x${"cd".repeat(32)}`;
const NO_ROOT: Hash = `0x${"00".repeat(32)}`;

/** The distributor's MerkleRootUpdated(previousRoot, newRoot): both in the data, neither indexed. */
const rootUpdated = (from: Address, newRoot: Hash) =>
  receiptLog(
    from,
    encodeEventTopics({ abi: merkleDistributorAbi, eventName: "MerkleRootUpdated" }) as Log["topics"],
    encodeAbiParameters([{ type: "bytes32" }, { type: "bytes32" }], [NO_ROOT, newRoot]),
  );

/** A claim in the same transaction: another event of the distributor, which is not the root. */
const claimed = (from: Address) =>
  receiptLog(
    from,
    encodeEventTopics({
      abi: merkleDistributorAbi,
      eventName: "Claimed",
      args: { account: OTHER_CONTRACT },
    }) as Log["topics"],
    encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [5n, 15n]),
  );

const round = { distributor: DISTRIBUTOR, root: ROOT };

describe("the root a transaction set", () => {
  it("is the distributor's MerkleRootUpdated, past its other events, never another contract's", () => {
    expect(rootSetBy([claimed(DISTRIBUTOR), rootUpdated(DISTRIBUTOR, ROOT)], DISTRIBUTOR)).toBe(ROOT);
    expect(rootSetBy([rootUpdated(OTHER_CONTRACT, ROOT)], DISTRIBUTOR)).toBeNull();
    expect(rootSetBy([claimed(DISTRIBUTOR)], DISTRIBUTOR)).toBeNull();
  });
});

/*
 * Before, the console judged its setMerkleRoot by the call alone: a replacement that was no speed-up
 * read "reverted", and one that itself set the round's root read as failed though it published it.
 */
describe("what the owner's mined transaction did for a round", () => {
  it("set the round's root, whichever call of the wallet did it", () => {
    expect(minedRootSet(minedWith("success", [rootUpdated(DISTRIBUTOR, ROOT)]), round)).toBe("set");
    expect(minedRootSet(minedWith("success", [rootUpdated(DISTRIBUTOR, ROOT)], "replaced"), round)).toBe(
      "set",
    );
  });

  it("set nothing of the round when the wallet cancelled it or put another call in its place", () => {
    expect(minedRootSet(minedWith("success", [], "cancelled"), round)).toBe("cancelled");
    expect(
      minedRootSet(minedWith("success", [rootUpdated(DISTRIBUTOR, OTHER_ROOT)], "replaced"), round),
    ).toBe("replaced");
    expect(minedRootSet(minedWith("success", [rootUpdated(OTHER_CONTRACT, ROOT)], "replaced"), round)).toBe(
      "replaced",
    );
  });

  it("set nothing when it reverted", () => {
    expect(minedRootSet(minedWith("reverted", []), round)).toBe("reverted");
    expect(minedRootSet(minedWith("success", [rootUpdated(DISTRIBUTOR, OTHER_ROOT)]), round)).toBe(
      "reverted",
    );
  });
});
