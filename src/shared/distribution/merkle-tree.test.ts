import fc from "fast-check";
import { concat, encodeAbiParameters, getAddress, type Hex, keccak256 } from "viem";
import { describe, expect, it } from "vitest";
import {
  buildMerkleRound,
  InvalidAllocationError,
  loadMerkleRound,
  type MerkleRoundDump,
  verifyMerkleClaim,
} from "@/shared/distribution/merkle-tree";

const A = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const B = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const C = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";

/** The leaf the contract hashes: keccak256(bytes.concat(keccak256(abi.encode(account, amount)))). */
function contractLeaf(account: Hex, amount: bigint): Hex {
  return keccak256(
    concat([keccak256(encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [account, amount]))]),
  );
}

/** MerkleProof.processProof: hash upwards, each pair sorted (commutative keccak). */
function rootFromProof(leaf: Hex, proof: readonly Hex[]): Hex {
  return proof.reduce<Hex>((node, sibling) => {
    const [low, high] = BigInt(node) < BigInt(sibling) ? [node, sibling] : [sibling, node];
    return keccak256(concat([low, high]));
  }, leaf);
}

const allocation = fc.record({
  account: fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString("hex")}`)),
  cumulativeAmount: fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }),
});
const allocations = fc
  .uniqueArray(allocation, {
    minLength: 1,
    maxLength: 40,
    selector: (a) => a.account.toLowerCase(),
  })
  .filter((list) => list.every((a) => BigInt(a.account) !== 0n));

describe("buildMerkleRound", () => {
  it("gives each account a proof that leads from the contract's leaf to the root", () => {
    fc.assert(
      fc.property(allocations, (list) => {
        const round = buildMerkleRound(list);
        expect(round.claims.map((c) => [c.account, c.cumulativeAmount])).toEqual(
          list.map((a) => [a.account, a.cumulativeAmount]),
        );
        for (const claim of round.claims) {
          expect(rootFromProof(contractLeaf(claim.account, claim.cumulativeAmount), claim.proof)).toBe(
            round.root,
          );
          expect(verifyMerkleClaim(round.root, claim)).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("does not verify a proof with another amount or another account", () => {
    const round = buildMerkleRound([
      { account: A, cumulativeAmount: 100n },
      { account: B, cumulativeAmount: 200n },
      { account: C, cumulativeAmount: 300n },
    ]);
    const [a, b] = round.claims;
    if (!a || !b) throw new Error("claims missing");
    expect(verifyMerkleClaim(round.root, { ...a, cumulativeAmount: 101n })).toBe(false);
    expect(verifyMerkleClaim(round.root, { ...a, account: B })).toBe(false);
    expect(verifyMerkleClaim(round.root, { ...a, proof: b.proof })).toBe(false);
  });

  it("does not depend on the order of the allocations", () => {
    fc.assert(
      fc.property(allocations, fc.integer(), (list, seed) => {
        const shuffled = [...list].sort((x, y) =>
          (BigInt(x.account) ^ BigInt(seed)) < (BigInt(y.account) ^ BigInt(seed)) ? -1 : 1,
        );
        expect(buildMerkleRound(shuffled).root).toBe(buildMerkleRound(list).root);
      }),
      { numRuns: 30 },
    );
  });

  it("accepts lower-case addresses and returns them checksummed", () => {
    const round = buildMerkleRound([{ account: A.toLowerCase(), cumulativeAmount: 5n }]);
    expect(round.claims[0]?.account).toBe(A);
    expect(round.claims[0]?.proof).toEqual([]);
    expect(round.root).toBe(contractLeaf(A, 5n));
  });

  it.each([
    [[], /at least one account/],
    [[{ account: "0x1234", cumulativeAmount: 1n }], /entry 1: 0x1234 is not a valid address/],
    [[{ account: A.replace("C44", "c44"), cumulativeAmount: 1n }], /is not a valid address/],
    [[{ account: `0x${"0".repeat(40)}`, cumulativeAmount: 1n }], /zero address/],
    [[{ account: A, cumulativeAmount: 0n }], /must be a positive whole number/],
    [[{ account: A, cumulativeAmount: -3n }], /must be a positive whole number/],
    [[{ account: A, cumulativeAmount: 2n ** 256n }], /does not fit in a uint256/],
    [
      [
        { account: A, cumulativeAmount: 1n },
        { account: B, cumulativeAmount: 2n },
        { account: A.toLowerCase(), cumulativeAmount: 3n },
      ],
      new RegExp(`entry 3: ${A} is already entry 1`),
    ],
  ])("refuses a bad allocation list (%#)", (list, message) => {
    expect(() => buildMerkleRound(list)).toThrow(InvalidAllocationError);
    expect(() => buildMerkleRound(list)).toThrow(message);
  });
});

describe("the published dump", () => {
  it("survives JSON and rebuilds the same round", () => {
    fc.assert(
      fc.property(allocations, (list) => {
        const round = buildMerkleRound(list);
        const published = JSON.parse(JSON.stringify(round.dump)) as MerkleRoundDump;
        const loaded = loadMerkleRound(published);
        expect(loaded.root).toBe(round.root);
        expect(
          new Set(loaded.claims.map((c) => JSON.stringify([c.account, String(c.cumulativeAmount), c.proof]))),
        ).toEqual(
          new Set(round.claims.map((c) => JSON.stringify([c.account, String(c.cumulativeAmount), c.proof]))),
        );
      }),
      { numRuns: 30 },
    );
  });

  it("is refused when a leaf's amount or the root was edited", () => {
    const round = buildMerkleRound([
      { account: A, cumulativeAmount: 100n },
      { account: B, cumulativeAmount: 200n },
    ]);
    const edited = structuredClone(round.dump);
    const first = edited.values[0];
    if (!first) throw new Error("no value");
    first.value = [first.value[0], "1000000"];
    expect(() => loadMerkleRound(edited)).toThrow(/does not check out/);

    const otherRoot = structuredClone(round.dump);
    otherRoot.tree[0] = `0x${"ab".repeat(32)}`;
    expect(() => loadMerkleRound(otherRoot)).toThrow(InvalidAllocationError);

    expect(() => loadMerkleRound({ ...round.dump, leafEncoding: ["address", "uint128"] })).toThrow(
      /address, uint256/,
    );
  });
});
