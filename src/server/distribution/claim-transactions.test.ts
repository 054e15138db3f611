import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import { createRpcClient } from "@/server/chain/rpc-client";
import { kycSubmissions } from "@/server/db/schema";
import { createDistributionIndexer } from "@/server/distribution/distribution-indexer";
import { holdingsAt, ledgerHoldingsAt } from "@/server/distribution/holdings-at";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { sendCall, useDistributionHarness } from "@/server/test/distribution-harness";
import {
  chainReadThrough,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { type HolderClaim, myDistributionSchema } from "@/shared/distribution/holder-claims";
import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";
import { roundPublishingSchema, setRootArgs } from "@/shared/distribution/round-publishing";

const REASON = "Distribution, board decision BD-2026-12.";

/*
 * The claim transaction an investor sent is found again after a reload: the distribution indexer
 * stores the distributor's Claimed event and GET /api/distribution/mine lists it, pending and then
 * final, for the PXL round and for each dividend; a claim a reorganisation removed is no longer shown.
 */
describe.each(testEngines)("an investor's claim transactions ($engine)", ({ engine }) => {
  const d = useDistributionHarness(engine);
  const { h } = d;
  let operator: SignedIn;
  let alice: SignedIn;
  const aliceKey = anvilWallet(6);

  beforeAll(async () => {
    operator = await signedInOperator(h);
    alice = await signedInInvestor(h, "alice");
    const { db } = h.database;
    await linkWallet(db, aliceKey.address.toLowerCase(), alice.id, true);
    await db.insert(kycSubmissions).values(kycSubmissionRow(alice.id, "verified", 1));
    await insertPayment(db, { n: 1, from: aliceKey.address.toLowerCase(), amount: 250n * USDT });
    await allocateFinalPayments(db);
    // No payment indexer here: the payment above is all the chain holds through H1.
    await chainReadThrough(db, new Date("2026-07-01T00:00:00Z"));
  });

  const rpc = (method: string, params: unknown[]) =>
    fetch(d.chain.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    }).then((r) => r.json());
  /** One tick of the distribution indexer over the harness's chain (final two blocks below the head). */
  const index = () =>
    createDistributionIndexer({
      db: h.database.db,
      client: createRpcClient([d.chain.rpcUrl], 5_000),
      chainId: d.chain.chainId,
      contracts: {
        pxlToken: d.chain.pxlToken,
        pxlDistributor: d.chain.pxlDistributor,
        dividendDistributor: d.chain.dividendDistributor,
      },
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
    }).tick();
  const mine = async () => {
    const response = await d.api.call("/api/distribution/mine", { headers: { cookie: alice.cookie } });
    expect(response.status).toBe(200);
    return myDistributionSchema.parse(await response.json());
  };
  const myPxl = async () => {
    const { pxl } = await mine();
    if (pxl.status !== "published") throw new Error(`expected a published round, got ${pxl.status}`);
    return pxl;
  };

  /** Saves the next round of `kind`, funds its distributor and sets its root as the treasury, and publishes it. */
  async function publish(kind: "distribution" | "dividends") {
    const headers = { headers: { cookie: operator.cookie } };
    const body =
      kind === "dividends" ? { period: "2026-H1", profit: "100000", reason: REASON } : { reason: REASON };
    const saved = await d.api.postJson(`/api/admin/${kind}/rounds`, body, headers);
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const state = roundPublishingSchema.parse(
      await (await d.api.call(`/api/admin/${kind}/rounds/${id}/publishing`, headers)).json(),
    );
    const treasury = d.chain.deployer;
    if (kind === "dividends") {
      await sendCall(d.chain, treasury, d.chain.usdt, {
        abi: mockUsdtAbi,
        functionName: "mint",
        args: [d.chain.dividendDistributor, BigInt(state.shortfall)],
      });
    } else {
      await sendCall(d.chain, treasury, d.chain.pxlToken, {
        abi: pxlTokenAbi,
        functionName: "transfer",
        args: [d.chain.pxlDistributor, BigInt(state.shortfall)],
      });
    }
    const setRoot = await sendCall(d.chain, treasury, state.distributor as `0x${string}`, {
      abi: merkleDistributorAbi,
      functionName: "setMerkleRoot",
      args: setRootArgs(state),
    });
    const published = await d.api.postJson(
      `/api/admin/${kind}/rounds/${id}/publish`,
      { txHash: setRoot.transactionHash },
      headers,
    );
    expect(published.status).toBe(200);
  }

  const claim = (c: HolderClaim) =>
    sendCall(d.chain, aliceKey, c.distributor as `0x${string}`, {
      abi: merkleDistributorAbi,
      functionName: "claim",
      args: [c.account, BigInt(c.cumulativeAmount), c.root, c.proof],
    });

  it("shows the PXL claim once indexed, pending then final, and no longer once a reorg removed it", async () => {
    await publish("distribution");
    const before = await myPxl();
    expect(before.claimTransactions).toEqual([]);

    const removed = await claim(before.claim);
    expect(removed.status).toBe("success");
    await index();
    expect((await myPxl()).claimTransactions).toEqual([
      {
        txHash: removed.transactionHash,
        amountUnits: before.claim.cumulativeAmount,
        cumulativeUnits: before.claim.cumulativeAmount,
        blockTime: expect.any(String),
        final: false,
      },
    ]);

    // The claim's block is replaced by an empty one: on chain it never happened.
    await rpc("anvil_reorg", [1, []]);
    await index();
    const afterReorg = await myPxl();
    expect(afterReorg).toMatchObject({ claimedUnits: "0", claimTransactions: [] });

    const sent = await claim(before.claim);
    await index();
    await rpc("anvil_mine", ["0x2"]);
    await index();
    const [shown] = (await myPxl()).claimTransactions;
    const block = await createRpcClient([d.chain.rpcUrl], 5_000).getBlock({ blockNumber: sent.blockNumber });
    expect(shown).toEqual({
      txHash: sent.transactionHash,
      amountUnits: before.claim.cumulativeAmount,
      cumulativeUnits: before.claim.cumulativeAmount,
      blockTime: new Date(Number(block.timestamp) * 1000).toISOString(),
      final: true,
    });
  });

  it("shows under the dividend the claim that paid it", async () => {
    await publish("dividends");
    const [share] = (await mine()).dividends;
    if (!share?.claim) throw new Error("Alice has a wallet: her share must be claimable");
    expect(share.claimTransactions).toEqual([]);
    const sent = await claim(share.claim);
    await index();
    await rpc("anvil_mine", ["0x2"]);
    await index();
    const [paid] = (await mine()).dividends;
    expect(paid?.claimTransactions).toEqual([
      {
        txHash: sent.transactionHash,
        amountUnits: share.amountMicroUsdt,
        cumulativeUnits: share.amountMicroUsdt,
        blockTime: expect.any(String),
        final: true,
      },
    ]);
    // The PXL claim is still the PXL round's alone: claims are told apart by distributor.
    expect((await myPxl()).claimTransactions.map((c) => c.txHash)).not.toContain(sent.transactionHash);
  });

  it("counts holdings at a date from PXL balances once the first round was published before it", async () => {
    const { db } = h.database;
    const now = new Date(Date.now() + 60_000);
    const credited = await ledgerHoldingsAt(db, now);
    const aliceCredited = credited.find((c) => c.userId === alice.id)?.heldMicroPxl ?? 0n;
    expect(aliceCredited).toBeGreaterThan(0n);
    // Claimed in full: the chain says what the ledger says.
    expect(await holdingsAt(db, now)).toEqual([{ userId: alice.id, heldMicroPxl: aliceCredited }]);

    // Alice sells a quarter to an address nobody linked: she holds three quarters; the buyer's share
    // stays in the remainder (no account can receive it yet); the ledger would still say all of it.
    const { claimedUnits } = await myPxl();
    const sold = BigInt(claimedUnits) / 4n;
    await sendCall(d.chain, aliceKey, d.chain.pxlToken, {
      abi: pxlTokenAbi,
      functionName: "transfer",
      args: [`0x${"5e".repeat(20)}`, sold],
    });
    await index();
    expect(await holdingsAt(db, new Date(Date.now() + 60_000))).toEqual([
      { userId: alice.id, heldMicroPxl: tokenUnitsToMicroPxl(BigInt(claimedUnits) - sold) },
    ]);
    // Before the first PXL round was published, the ledger is the source.
    expect(await holdingsAt(db, new Date("2026-06-30T23:59:59.999Z"))).toEqual(
      await ledgerHoldingsAt(db, new Date("2026-06-30T23:59:59.999Z")),
    );
  });
});
