import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { Contract, JsonRpcProvider, Wallet } from "ethers";
import { createPublicClient, http } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import { kycSubmissions } from "@/server/db/schema";
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
import { myDistributionSchema, publicRoundSchema } from "@/shared/distribution/holder-claims";
import { LEAF_ENCODING } from "@/shared/distribution/merkle-tree";
import { microPxlToTokenUnits } from "@/shared/distribution/pxl-token";
import { reconciliationSchema } from "@/shared/distribution/reconciliation";
import { roundPublishingSchema, setRootArgs } from "@/shared/distribution/round-publishing";
import { formatPxl, formatUsdt } from "@/shared/format/money";
import { notificationListSchema } from "@/shared/notifications/notification-schemas";

const REASON = "PXL distribution, board decision BD-2026-12.";

/*
 * An investor's side of a published round, end to end on anvil: what the dashboard is told, a claim
 * sent by ethers (a client we did not write) with the proof the API handed out, the balance after it,
 * the public round anyone can check with OpenZeppelin's library, and a later cumulative round that
 * pays only the difference.
 */
describe.each(testEngines)("an investor's PXL and the public round ($engine)", ({ engine }) => {
  const d = useDistributionHarness(engine);
  const { h } = d;
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  const aliceKey = anvilWallet(6);

  beforeAll(async () => {
    operator = await signedInOperator(h);
    alice = await signedInInvestor(h, "alice");
    bob = await signedInInvestor(h, "bob");
    const { db } = h.database;
    await linkWallet(db, aliceKey.address.toLowerCase(), alice.id, true);
    await db.insert(kycSubmissions).values(kycSubmissionRow(alice.id, "verified", 1));
    await insertPayment(db, { n: 1, from: aliceKey.address.toLowerCase(), amount: 250n * USDT });
    await insertPayment(db, { n: 2, from: `0x${"b0".repeat(20)}`, amount: 100n * USDT });
    await linkWallet(db, `0x${"b0".repeat(20)}`, bob.id, false);
    await allocateFinalPayments(db);
    // No payment indexer here: the payments above are all the chain holds through H1.
    await chainReadThrough(db, new Date("2026-07-01T00:00:00Z"));
  });

  const mine = async (who: SignedIn) => {
    const response = await d.api.call("/api/distribution/mine", { headers: { cookie: who.cookie } });
    expect(response.status).toBe(200);
    return myDistributionSchema.parse(await response.json());
  };
  /** The treasury (anvil account 0, the distributor's owner) funds and publishes a new draft. */
  const publishNextRound = async () => {
    const saved = await d.api.postJson(
      "/api/admin/distribution/rounds",
      { reason: REASON },
      { headers: { cookie: operator.cookie } },
    );
    const { id } = (await saved.json()) as { id: string };
    const state = roundPublishingSchema.parse(
      await (
        await d.api.call(`/api/admin/distribution/rounds/${id}/publishing`, {
          headers: { cookie: operator.cookie },
        })
      ).json(),
    );
    const treasury = d.chain.deployer;
    await sendCall(d.chain, treasury, d.chain.pxlToken, {
      abi: pxlTokenAbi,
      functionName: "transfer",
      args: [d.chain.pxlDistributor, BigInt(state.shortfall)],
    });
    const setRoot = (
      await sendCall(d.chain, treasury, d.chain.pxlDistributor, {
        abi: merkleDistributorAbi,
        functionName: "setMerkleRoot",
        args: setRootArgs(state),
      })
    ).transactionHash;
    const published = await d.api.postJson(
      `/api/admin/distribution/rounds/${id}/publish`,
      { txHash: setRoot },
      { headers: { cookie: operator.cookie } },
    );
    expect(published.status).toBe(200);
    return id;
  };
  const claimWithEthers = async (claim: {
    distributor: string;
    account: string;
    cumulativeAmount: string;
    root: string;
    proof: string[];
  }) => {
    const provider = new JsonRpcProvider(d.chain.rpcUrl, d.chain.chainId, {
      staticNetwork: true,
      pollingInterval: 20,
    });
    // Anyone may send the claim: here a stranger (anvil account 9) pays the gas for Alice.
    const stranger = new Wallet(anvilWallet(9).privateKey, provider);
    const distributor = new Contract(
      claim.distributor,
      ["function claim(address account, uint256 cumulativeAmount, bytes32 expectedRoot, bytes32[] proof)"],
      stranger,
    );
    const sent = await distributor.getFunction("claim")(
      claim.account,
      claim.cumulativeAmount,
      claim.root,
      claim.proof,
    );
    const receipt = await sent.wait();
    provider.destroy();
    return receipt;
  };

  it("tells each investor what is coming and what to do before any round", async () => {
    expect((await mine(alice)).pxl).toMatchObject({ status: "waiting" });
    expect((await mine(bob)).pxl).toEqual({
      status: "not_eligible",
      creditedMicroPxl: expect.any(String),
      reasons: ["kyc_missing", "no_wallet"],
      reasonTexts: ["Verify your identity to receive PXL", "Link a wallet to receive PXL"],
    });
    expect((await d.api.call("/api/distribution/mine")).status).toBe(401);
  });

  it("hands out a proof the chain accepts, then shows the claim and the balance on chain", async () => {
    const roundId = await publishNextRound();
    const before = await mine(alice);
    if (before.pxl.status !== "published")
      throw new Error(`expected a published round, got ${before.pxl.status}`);
    const due = microPxlToTokenUnits(BigInt(before.pxl.creditedMicroPxl));
    expect(before.pxl).toMatchObject({
      claim: {
        roundId,
        account: aliceKey.address,
        cumulativeAmount: due.toString(),
        distributor: d.chain.pxlDistributor,
      },
      claimedUnits: "0",
      claimableUnits: due.toString(),
      balanceUnits: "0",
      waitingUnits: "0",
    });

    const notices = notificationListSchema
      .parse(await (await d.api.call("/api/notifications", { headers: { cookie: alice.cookie } })).json())
      .notifications.filter((n) => n.title === "Your PXL are ready to claim");
    expect(notices.map((n) => n.message)).toEqual([
      `${formatPxl(BigInt(before.pxl.creditedMicroPxl))} are yours to claim on chain. Claim them from your dashboard.`,
    ]);
    // And by e-mail, once: Bob, in no leaf, gets none.
    const subject = "Your PXL are ready to claim";
    const mail =
      d.h.smtp.to(alice.email).find((m) => m.subject === subject) ?? (await d.h.smtp.next(alice.email));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(
      `${formatPxl(BigInt(before.pxl.creditedMicroPxl))} are yours to claim on chain`,
    );
    expect(mail.text).toContain("/dashboard");
    expect(d.h.smtp.to(alice.email).filter((m) => m.subject === subject)).toHaveLength(1);
    expect(d.h.smtp.to(bob.email).filter((m) => m.subject === subject)).toHaveLength(0);

    const receipt = await claimWithEthers(before.pxl.claim);
    expect(receipt?.status).toBe(1);
    const after = await mine(alice);
    expect(after.pxl).toMatchObject({
      claimedUnits: due.toString(),
      claimableUnits: "0",
      balanceUnits: due.toString(),
    });
    // A second claim of the same round pays nothing: the contract refuses it.
    await expect(claimWithEthers(before.pxl.claim)).rejects.toThrow();
  });

  it("publishes the round for anyone, checkable with OpenZeppelin's library", async () => {
    const state = await mine(alice);
    if (state.pxl.status !== "published") throw new Error("expected a published round");
    const response = await d.api.call(`/api/rounds/${state.pxl.claim.roundId}`);
    expect(response.status).toBe(200);
    const round = publicRoundSchema.parse(await response.json());
    const tree = StandardMerkleTree.load(round.tree as never);
    tree.validate();
    expect(tree.root).toBe(round.root);
    for (const leaf of round.leaves) {
      expect(
        StandardMerkleTree.verify(
          round.root,
          [...LEAF_ENCODING],
          [leaf.account, leaf.cumulativeAmount],
          leaf.proof,
        ),
      ).toBe(true);
    }
    expect(round.leaves.map((l) => l.account)).toEqual([aliceKey.address]);
    expect((await d.api.call("/api/rounds/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await d.api.call("/api/rounds/nope")).status).toBe(404);
  });

  it("pays only the difference in a later cumulative round", async () => {
    await insertPayment(h.database.db, { n: 3, from: aliceKey.address.toLowerCase(), amount: 40n * USDT });
    await allocateFinalPayments(h.database.db);
    const waiting = await mine(alice);
    if (waiting.pxl.status !== "published") throw new Error("expected a published round");
    const claimedSoFar = BigInt(waiting.pxl.claimedUnits);
    const more = BigInt(waiting.pxl.waitingUnits);
    expect(more).toBeGreaterThan(0n);

    await publishNextRound();
    const next = await mine(alice);
    if (next.pxl.status !== "published") throw new Error("expected a published round");
    expect(next.pxl).toMatchObject({ claimableUnits: more.toString(), waitingUnits: "0" });
    await claimWithEthers(next.pxl.claim);
    expect((await mine(alice)).pxl).toMatchObject({
      claimableUnits: "0",
      balanceUnits: (claimedSoFar + more).toString(),
    });
  });

  it("publishes the H1 2026 dividend (record date in the past) and pays each holder's share", async () => {
    const headers = { headers: { cookie: operator.cookie } };
    const saved = await d.api.postJson(
      "/api/admin/dividends/rounds",
      { period: "2026-H1", profit: "100000", reason: REASON },
      headers,
    );
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const state = roundPublishingSchema.parse(
      await (await d.api.call(`/api/admin/dividends/rounds/${id}/publishing`, headers)).json(),
    );
    expect(state).toMatchObject({
      kind: "dividend",
      distributor: d.chain.dividendDistributor,
      token: d.chain.usdt,
    });

    const client = createPublicClient({ transport: http(d.chain.rpcUrl) });
    await sendCall(d.chain, d.chain.deployer, d.chain.usdt, {
      abi: mockUsdtAbi,
      functionName: "mint",
      args: [d.chain.dividendDistributor, BigInt(state.shortfall)],
    });
    const setRoot = await sendCall(d.chain, d.chain.deployer, d.chain.dividendDistributor, {
      abi: merkleDistributorAbi,
      functionName: "setMerkleRoot",
      args: setRootArgs(state),
    });
    const published = await d.api.postJson(
      `/api/admin/dividends/rounds/${id}/publish`,
      { txHash: setRoot.transactionHash },
      headers,
    );
    expect(published.status).toBe(200);

    const [share] = (await mine(alice)).dividends;
    expect(share).toMatchObject({
      period: "2026-H1",
      recordDate: "2026-06-30T23:59:59.999Z",
      claimedUnits: "0",
    });
    if (!share?.claim) throw new Error("Alice has a wallet: her share must be claimable");
    expect(share.claimableUnits).toBe(share.amountMicroUsdt);
    // Bob has no wallet: his share is kept for him, with nothing to claim yet.
    expect((await mine(bob)).dividends).toMatchObject([{ period: "2026-H1", claim: null }]);
    // Each holder with a share is told by e-mail, Bob too: his share is his, kept until he links a wallet.
    const subject = "Your 2026-H1 dividend is ready to claim";
    const mail =
      d.h.smtp.to(alice.email).find((m) => m.subject === subject) ?? (await d.h.smtp.next(alice.email));
    expect(mail.text).toContain(
      `${formatUsdt(BigInt(share.amountMicroUsdt))} is your share of the 2026-H1 dividend`,
    );
    const kept = "Your 2026-H1 dividend is kept for you";
    const bobMail =
      d.h.smtp.to(bob.email).find((m) => m.subject === kept) ?? (await d.h.smtp.next(bob.email));
    expect(bobMail.subject).toBe(kept);
    expect(d.h.smtp.to(bob.email).filter((m) => m.subject === subject)).toHaveLength(0);

    const balance = () =>
      client.readContract({
        address: d.chain.usdt,
        abi: mockUsdtAbi,
        functionName: "balanceOf",
        args: [aliceKey.address],
      });
    const before = await balance();
    await claimWithEthers(share.claim);
    expect((await balance()) - before).toBe(BigInt(share.amountMicroUsdt));
    expect((await mine(alice)).dividends[0]).toMatchObject({
      claimableUnits: "0",
      claimedUnits: share.amountMicroUsdt,
    });
  });

  it("reconciles each distributor with the chain and each dividend with its pool", async () => {
    const path = "/api/admin/distribution/reconciliation";
    expect((await d.api.call(path, { headers: { cookie: alice.cookie } })).status).toBe(403);
    const response = await d.api.call(path, { headers: { cookie: operator.cookie } });
    expect(response.status).toBe(200);
    const books = reconciliationSchema.parse(await response.json());
    const state = await mine(alice);
    if (state.pxl.status !== "published") throw new Error("expected a published round");
    const [dividend] = state.dividends;

    expect(books.distributors).toEqual([
      {
        kind: "pxl",
        roundId: state.pxl.claim.roundId,
        totalUnits: state.pxl.claim.cumulativeAmount,
        claimedUnits: state.pxl.claimedUnits,
        unclaimedUnits: "0",
        balanceUnits: expect.any(String),
        balanced: true,
        funded: true,
      },
      {
        kind: "dividend",
        roundId: dividend?.claim?.roundId,
        totalUnits: dividend?.claim?.cumulativeAmount,
        claimedUnits: dividend?.claimedUnits,
        unclaimedUnits: "0",
        balanceUnits: expect.any(String),
        balanced: true,
        funded: true,
      },
    ]);
    const [h1] = books.dividends;
    expect(h1).toMatchObject({ period: "2026-H1", balanced: true });
    expect(BigInt(h1?.sharesMicroUsdt ?? 0) + BigInt(h1?.remainderMicroUsdt ?? 0)).toBe(
      BigInt(h1?.poolMicroUsdt ?? -1),
    );
    // Bob's share is kept for him (no wallet yet): in the pool's shares, not among the distributor's leaves.
    expect(BigInt(h1?.sharesMicroUsdt ?? 0)).toBeGreaterThan(BigInt(dividend?.amountMicroUsdt ?? 0));
  });
});
