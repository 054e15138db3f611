import { describe, expect, it } from "vitest";
import { chainHoldings, holdingsSource, notYetDistributed } from "@/shared/distribution/chain-holdings";

const ZERO = `0x${"0".repeat(40)}`;
const TREASURY = `0x${"a".repeat(40)}`;
const DISTRIBUTOR = `0x${"d".repeat(40)}`;
const ALICE = `0x${"1".repeat(40)}`;
const BOB = `0x${"2".repeat(40)}`;
const CAROL = `0x${"3".repeat(40)}`;
const SUPPLY = 1_000n;

/** The mint to the treasury and the distributor's funding: how every history starts. */
const funded = (funding: bigint) => [
  { from: ZERO, to: TREASURY, amount: SUPPLY },
  { from: TREASURY, to: DISTRIBUTOR, amount: funding },
];
const excluded = [TREASURY, DISTRIBUTOR];

describe("chainHoldings", () => {
  it("counts a claimed holder's balance and an unclaimed holder's leaf, and neither the treasury nor the distributor", () => {
    const held = chainHoldings({
      transfers: [...funded(300n), { from: DISTRIBUTOR, to: ALICE, amount: 200n }],
      leaves: [
        { account: ALICE, cumulativeAmount: 200n },
        { account: BOB, cumulativeAmount: 100n },
      ],
      claimed: new Map([[ALICE, 200n]]),
      excluded,
    });
    expect(held).toEqual(
      new Map([
        [ALICE, 200n],
        [BOB, 100n],
      ]),
    );
  });

  it("counts a later cumulative round's increase as claimable, and what was claimed of it only once", () => {
    // Alice claimed 200 under the first root; the current one gives her 250: 50 are waiting for her.
    const held = chainHoldings({
      transfers: [...funded(400n), { from: DISTRIBUTOR, to: ALICE, amount: 200n }],
      leaves: [{ account: ALICE, cumulativeAmount: 250n }],
      claimed: new Map([[ALICE, 200n]]),
      excluded,
    });
    expect(held.get(ALICE)).toBe(250n);
  });

  it("follows the tokens: a holder who sold holds less, the buyer (no leaf, no account) holds them", () => {
    const held = chainHoldings({
      transfers: [
        ...funded(300n),
        { from: DISTRIBUTOR, to: ALICE, amount: 200n },
        { from: ALICE, to: CAROL.toUpperCase().replace("0X", "0x"), amount: 80n },
      ],
      leaves: [{ account: ALICE, cumulativeAmount: 200n }],
      claimed: new Map([[ALICE, 200n]]),
      excluded,
    });
    expect(held).toEqual(
      new Map([
        [ALICE, 120n],
        [CAROL, 80n],
      ]),
    );
  });

  it("leaves out a holder who sold everything, and the zero address", () => {
    const held = chainHoldings({
      transfers: [
        ...funded(100n),
        { from: DISTRIBUTOR, to: ALICE, amount: 100n },
        { from: ALICE, to: ZERO, amount: 100n },
      ],
      leaves: [{ account: ALICE, cumulativeAmount: 100n }],
      claimed: new Map([[ALICE, 100n]]),
      excluded,
    });
    expect(held).toEqual(new Map());
  });

  it("adds up, with the treasury and distributor, to the supply", () => {
    const transfers = [
      ...funded(300n),
      { from: DISTRIBUTOR, to: ALICE, amount: 120n },
      { from: ALICE, to: BOB, amount: 20n },
      { from: TREASURY, to: CAROL, amount: 5n },
    ];
    const leaves = [
      { account: ALICE, cumulativeAmount: 200n },
      { account: BOB, cumulativeAmount: 100n },
    ];
    const held = chainHoldings({ transfers, leaves, claimed: new Map([[ALICE, 120n]]), excluded });
    const holders = [...held.values()].reduce((a, b) => a + b, 0n);
    const treasury = SUPPLY - 300n - 5n;
    // The distributor's balance (300 − 120) is exactly the leaves still claimable (80 + 100): counted once.
    expect(holders + treasury).toBe(SUPPLY);
  });
});

describe("holdingsSource", () => {
  const recordDate = new Date("2026-06-30T23:59:59.999Z");
  it("reads the ledger before the first PXL round and the chain from it on", () => {
    expect(holdingsSource(null, recordDate)).toBe("ledger");
    expect(holdingsSource(new Date("2026-12-01T00:00:00Z"), recordDate)).toBe("ledger");
    expect(holdingsSource(new Date("2026-06-30T23:59:59.999Z"), recordDate)).toBe("chain");
    expect(holdingsSource(new Date("2026-03-01T00:00:00Z"), recordDate)).toBe("chain");
  });
});

describe("notYetDistributed", () => {
  const E12 = 10n ** 12n; // token units per micro-PXL
  it("is all the credit without a leaf, the credit since the round with one, and never negative", () => {
    expect(notYetDistributed(500n, null)).toBe(500n);
    expect(notYetDistributed(500n, 300n * E12)).toBe(200n);
    expect(notYetDistributed(500n, 500n * E12)).toBe(0n);
    expect(notYetDistributed(0n, 500n * E12)).toBe(0n);
  });
});
