import { describe, expect, it } from "vitest";
import { kycSubmissions } from "@/server/db/schema";
import { roundLeaves } from "@/server/distribution/round-store";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { at, operator, useChainHoldingsWorld } from "@/server/test/chain-holdings-world";
import { markPublished } from "@/server/test/distribution-fixtures";
import { kycSubmissionRow, linkWallet, unlinkWallet, wallet } from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { microPxlToTokenUnits } from "@/shared/distribution/pxl-token";

const PXL_100 = 100n * 1_000_000n;

/**
 * A published PXL leaf outranks the links in naming a wallet's owner at a dividend's record date, but
 * only a leaf that existed then: one of a round published at or before the record date. A wallet that
 * was Bob's on 31 December stays his for the H2 dividend when a round published in January makes it
 * the account of Carol's leaf (decision 0018: unlinking does not change an earlier dividend's holdings).
 */
describe.each(testEngines)("leaf owners at a record date ($engine)", ({ engine }) => {
  // Bob keeps 100 PXL on a second wallet of his, linked since June.
  const world = useChainHoldingsWorld(engine, async ({ db, move }) => {
    await linkWallet(db, wallet(4), "bob", false, at("2026-06-01T00:00:00Z"));
    await move(wallet(2), wallet(4), microPxlToTokenUnits(PXL_100), "2026-12-12T00:00:00Z");
  });
  const { credited, held } = world;

  it("keeps Bob's 31 December PXL his when the wallet becomes Carol's leaf account in January", async () => {
    const before = await held();
    // Wallets 2 and 4 are both Bob's: he holds all he was credited.
    expect(before.get("bob")).toBe(await credited("bob"));
    expect(before.get("carol")).toBe(await credited("carol"));

    // January: Bob unlinks wallet 4, Carol takes it as her primary wallet and is verified; the
    // second PXL round gives her a leaf on it, published on 20 January.
    await unlinkWallet(world.db, wallet(4), at("2027-01-15T00:00:00Z"));
    await unlinkWallet(world.db, wallet(3), at("2027-01-15T00:00:00Z"));
    await linkWallet(world.db, wallet(4), "carol", true, at("2027-01-16T00:00:00Z"));
    await world.db.insert(kycSubmissions).values(kycSubmissionRow("carol", "verified", 2));
    const second = await saveDistributionRound(world.db, operator, "Second PXL distribution.");
    expect((await roundLeaves(world.db, second.id)).map((l) => l.account.toLowerCase())).toContain(wallet(4));
    await markPublished(world.db, second.id, at("2027-01-20T00:00:00Z"));

    // The H2 2026 dividend is planned now: nothing about 31 December has changed.
    const after = await held();
    expect({ bob: after.get("bob"), carol: after.get("carol") }).toEqual({
      bob: before.get("bob"),
      carol: before.get("carol"),
    });
  });
});
