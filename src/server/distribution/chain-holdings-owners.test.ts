import { describe, expect, it } from "vitest";
import { kycSubmissions } from "@/server/db/schema";
import { roundLeaves } from "@/server/distribution/round-store";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { at, operator, useChainHoldingsWorld } from "@/server/test/chain-holdings-world";
import { kycSubmissionRow, linkWallet, unlinkWallet, wallet } from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { microPxlToTokenUnits } from "@/shared/distribution/pxl-token";

/**
 * Whose PXL on chain counts at a dividend's record date. The PXL rounds keep an account for the
 * investor whose published leaf names it (the distributor pays it to them, whoever links it since),
 * so the dividend counts what it holds for them too; and only published leaves name anyone: a draft
 * the owner never signed gave nobody an account. Before, today's wallet links outranked published
 * leaves, and unpublished drafts named owners.
 */
describe.each(testEngines)("owners of PXL on chain at a record date ($engine)", ({ engine }) => {
  const world = useChainHoldingsWorld(engine);
  const { move, credited, held } = world;

  it("counts what an account holds for the investor whose published leaf names it, whoever links it today", async () => {
    expect(await held()).toEqual(
      new Map([
        ["alice", await credited("alice")],
        ["bob", await credited("bob")],
        ["carol", await credited("carol")],
      ]),
    );
    // In January Alice unlinks wallet 1 and Bob links it: the PXL rounds keep it as Alice's account.
    await unlinkWallet(world.db, wallet(1), at("2027-01-10T00:00:00Z"));
    await linkWallet(world.db, wallet(1), "bob", false, at("2027-01-11T00:00:00Z"));
    const after = await held();
    expect(after.get("alice")).toBe(await credited("alice"));
    expect(after.get("bob")).toBe(await credited("bob"));
  });

  it("gives an account named only by an unpublished draft to nobody", async () => {
    // Carol is verified and a second round is saved with her leaf on wallet 3, but never published.
    await world.db.insert(kycSubmissions).values(kycSubmissionRow("carol", "verified", 2));
    const draft = await saveDistributionRound(world.db, operator, "Second PXL distribution.");
    expect((await roundLeaves(world.db, draft.id)).map((l) => l.account.toLowerCase())).toContain(wallet(3));
    // In November Carol unlinks wallet 3 (someone else's now); in December Bob sends 100 PXL to it.
    await unlinkWallet(world.db, wallet(3), at("2026-11-20T00:00:00Z"));
    const sent = microPxlToTokenUnits(100n * 1_000_000n);
    await move(wallet(2), wallet(3), sent, "2026-12-10T00:00:00Z");
    const after = await held();
    // Carol holds her credit, waiting in the treasury; wallet 3's PXL are nobody's (the remainder's).
    expect(after.get("carol")).toBe(await credited("carol"));
    expect(after.get("bob")).toBe((await credited("bob")) - 100n * 1_000_000n);
  });

  it("counts a wallet for whoever linked it at the record date, though they unlinked it since", async () => {
    // Bob links a second wallet in June and sends it 100 PXL in December; in January he unlinks it
    // and Carol links it. On 31 December it was Bob's.
    await linkWallet(world.db, wallet(4), "bob", false, at("2026-06-01T00:00:00Z"));
    await move(wallet(2), wallet(4), microPxlToTokenUnits(100n * 1_000_000n), "2026-12-12T00:00:00Z");
    await unlinkWallet(world.db, wallet(4), at("2027-01-15T00:00:00Z"));
    await linkWallet(world.db, wallet(4), "carol", false, at("2027-01-16T00:00:00Z"));
    const after = await held();
    expect(after.get("bob")).toBe((await credited("bob")) - 100n * 1_000_000n);
    expect(after.get("carol")).toBe(await credited("carol"));
  });

  it("counts a wallet nobody linked at the record date for the first investor to link it after", async () => {
    await move(wallet(2), wallet(5), microPxlToTokenUnits(50n * 1_000_000n), "2026-12-14T00:00:00Z");
    await linkWallet(world.db, wallet(5), "carol", false, at("2027-01-20T00:00:00Z"));
    await unlinkWallet(world.db, wallet(5), at("2027-02-01T00:00:00Z"));
    await linkWallet(world.db, wallet(5), "alice", false, at("2027-02-02T00:00:00Z"));
    const after = await held();
    expect(after.get("bob")).toBe((await credited("bob")) - 150n * 1_000_000n);
    expect(after.get("carol")).toBe((await credited("carol")) + 50n * 1_000_000n);
    expect(after.get("alice")).toBe(await credited("alice"));
  });
});
