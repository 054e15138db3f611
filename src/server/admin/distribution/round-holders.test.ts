import type { Abi, Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { kycSubmissions } from "@/server/db/schema";
import { readRound } from "@/server/distribution/round-store";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { markPublished, verifiedBuyers } from "@/server/test/distribution-fixtures";
import { sendCall, useDistributionHarness } from "@/server/test/distribution-harness";
import {
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { roundCsvColumns } from "@/shared/admin/distribution-rounds";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { roundCsvClaimColumns, roundHoldersSchema } from "@/shared/distribution/round-holders";
import { roundPublishingSchema, setRootArgs } from "@/shared/distribution/round-publishing";

/*
 * The console's per-holder status of a published round, read from the real distributor on anvil: a
 * claim sent on chain (by a wallet other than the holder's) moves the holder from unclaimed to claimed.
 */
describe.each(testEngines)("a published round's holders ($engine)", ({ engine }) => {
  const d = useDistributionHarness(engine);
  const { h } = d;
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  const aliceWallet = anvilWallet(6).address;
  const bobWallet = anvilWallet(7).address;
  let roundId: string;

  const get = (path: string, who: SignedIn | null = operator) =>
    d.api.call(path, { headers: who ? { cookie: who.cookie } : {} });
  const post = (path: string, body: unknown) =>
    d.api.postJson(path, body, { headers: { cookie: operator.cookie } });
  const send = async (from: number, to: Hex, abi: Abi, functionName: string, args: unknown[]) =>
    sendCall(d.chain, anvilWallet(from), to, { abi, functionName, args });
  const holders = async (id = roundId) => {
    const response = await get(`/api/admin/distribution/rounds/${id}/holders`);
    expect(response.status).toBe(200);
    return roundHoldersSchema.parse(await response.json());
  };
  const saveDraft = async () => {
    const saved = await post("/api/admin/distribution/rounds", { reason: "First PXL distribution, BD-12." });
    expect(saved.status).toBe(201);
    return ((await saved.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    operator = await signedInOperator(h);
    alice = await signedInInvestor(h, "alice");
    bob = await signedInInvestor(h, "bob");
    const { db } = h.database;
    await linkWallet(db, aliceWallet.toLowerCase(), alice.id, true);
    await linkWallet(db, bobWallet.toLowerCase(), bob.id, true);
    await db.insert(kycSubmissions).values(kycSubmissionRow(alice.id, "verified", 1));
    await db.insert(kycSubmissions).values(kycSubmissionRow(bob.id, "verified", 2));
    await insertPayment(db, { n: 1, from: aliceWallet.toLowerCase(), amount: 250n * USDT });
    await insertPayment(db, { n: 2, from: bobWallet.toLowerCase(), amount: 100n * USDT });
    await allocateFinalPayments(db);

    // Saved, funded by the treasury, its root set by the owner, and recorded as published.
    roundId = await saveDraft();
    const publishing = roundPublishingSchema.parse(
      await (await get(`/api/admin/distribution/rounds/${roundId}/publishing`)).json(),
    );
    await send(0, d.chain.pxlToken, pxlTokenAbi, "transfer", [
      d.chain.pxlDistributor,
      BigInt(publishing.shortfall),
    ]);
    const set = await send(0, d.chain.pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [
      ...setRootArgs(publishing),
    ]);
    const published = await post(`/api/admin/distribution/rounds/${roundId}/publish`, {
      txHash: set.transactionHash,
    });
    expect(published.status).toBe(200);
  });

  it("follows a claim sent on a holder's behalf from unclaimed to claimed, as the chain has it", async () => {
    const before = await holders();
    expect(before).toMatchObject({
      roundId,
      kind: "pxl",
      currentRoundId: roundId,
      chainId: d.chain.chainId,
      distributor: d.chain.pxlDistributor,
      token: d.chain.pxlToken,
    });
    expect(before.chainRoot).toBe(before.root);
    expect(before.holders.map((x) => [x.email, x.account, x.claimedUnits])).toEqual([
      [alice.email, aliceWallet, "0"],
      [bob.email, bobWallet, "0"],
    ]);
    for (const holder of before.holders) {
      expect(holder.unclaimedUnits).toBe(holder.cumulativeAmount);
      expect(BigInt(holder.cumulativeAmount)).toBeGreaterThan(0n);
      expect(holder.claim).toMatchObject({ roundId, root: before.root, account: holder.account });
    }
    const bobBefore = before.holders.find((x) => x.email === bob.email);
    const claim = bobBefore?.claim;
    if (!bobBefore || !claim) throw new Error("bob has no claim");

    // The operator's wallet (anvil 5, neither the owner nor bob) sends bob's claim with what the API gave.
    const receipt = await send(5, claim.distributor as Hex, merkleDistributorAbi, "claim", [
      claim.account,
      BigInt(claim.cumulativeAmount),
      claim.root,
      claim.proof,
    ]);
    expect(receipt.status).toBe("success");

    const after = await holders();
    const bobAfter = after.holders.find((x) => x.email === bob.email);
    const aliceAfter = after.holders.find((x) => x.email === alice.email);
    expect(bobAfter).toMatchObject({ claimedUnits: bobBefore.cumulativeAmount, unclaimedUnits: "0" });
    expect(aliceAfter).toMatchObject({ claimedUnits: "0", unclaimedUnits: aliceAfter?.cumulativeAmount });
    expect(BigInt(after.blockNumber)).toBeGreaterThan(BigInt(before.blockNumber));
    expect(after.totals).toEqual({
      cumulative: before.totals.cumulative,
      claimed: bobBefore.cumulativeAmount,
      unclaimed: (BigInt(before.totals.cumulative) - BigInt(bobBefore.cumulativeAmount)).toString(),
    });

    // The accountant's CSV carries the same figures.
    const csv = await get(`/api/admin/distribution/rounds/${roundId}/entries.csv`);
    expect(csv.status).toBe(200);
    const [header, ...lines] = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    const columns = header?.split(",") ?? [];
    expect(columns).toEqual([...roundCsvColumns, ...roundCsvClaimColumns]);
    const records = lines.map((line) => Object.fromEntries(line.split(",").map((v, i) => [columns[i], v])));
    expect(records.find((r) => r.email === bob.email)).toMatchObject({
      claimed_base_units: bobBefore.cumulativeAmount,
      unclaimed_base_units: "0",
    });
    expect(records.find((r) => r.email === alice.email)).toMatchObject({
      claimed_base_units: "0",
      unclaimed_base_units: aliceAfter?.cumulativeAmount,
    });
  });

  it("answers operators only, and only for a published round of its own kind", async () => {
    const path = `/api/admin/distribution/rounds/${roundId}/holders`;
    expect((await get(path, alice)).status).toBe(403);
    expect((await get(path, null)).status).toBe(401);
    expect((await get(`/api/admin/dividends/rounds/${roundId}/holders`)).status).toBe(404);
    expect((await get("/api/admin/distribution/rounds/not-a-round/holders")).status).toBe(404);
    const draft = await saveDraft();
    const response = await get(`/api/admin/distribution/rounds/${draft}/holders`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "not_published" });
  });

  it("lists the holders a dividend's leaves pay, not one whose share floored to 0 on their wallet", async () => {
    const { db } = h.database;
    // Carol's 1 micro-USDT buys so little that her H1 share floors to 0: an entry on her wallet, no leaf.
    const carol = await signedInInvestor(h, "carol");
    const carolWallet = anvilWallet(8).address;
    await verifiedBuyers(
      db,
      [{ userId: carol.id, n: 3, from: carolWallet.toLowerCase(), amount: 1n }],
      new Date("2026-07-01T00:00:00Z"),
    );
    const saved = await post("/api/admin/dividends/rounds", {
      period: "2026-H1",
      profit: "100000",
      reason: "H1 2026 accounts, audited report AR-2026-1.",
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const carolEntry = (await readRound(db, "dividend", id))?.entries.find((e) => e.userId === carol.id);
    expect(carolEntry).toMatchObject({ account: carolWallet, cumulativeAmount: 0n });
    await markPublished(db, id);

    const response = await get(`/api/admin/dividends/rounds/${id}/holders`);
    expect(response.status).toBe(200);
    const listed = roundHoldersSchema.parse(await response.json()).holders;
    expect(listed.map((x) => [x.email, x.account])).toEqual([
      [alice.email, aliceWallet],
      [bob.email, bobWallet],
    ]);
  });
});
