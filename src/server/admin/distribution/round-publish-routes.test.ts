import { sql } from "drizzle-orm";
import { type Abi, type Hex, keccak256, toHex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { kycSubmissions } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { rows } from "@/server/test/account-harness";
import { rootOnChain, sendCall, useDistributionHarness } from "@/server/test/distribution-harness";
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
import { roundSummarySchema } from "@/shared/admin/distribution-rounds";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";
import { microPxlToTokenUnits } from "@/shared/distribution/pxl-token";
import { roundPublishingSchema } from "@/shared/distribution/round-publishing";

const REASON = "First PXL distribution, board decision BD-2026-12.";

/*
 * Publishing a saved PXL round against the real distributor on anvil: what the owner must sign, the
 * funding it needs, and each transaction the server must not take for "the root was set".
 */
describe.each(testEngines)("publishing a round ($engine)", ({ engine }) => {
  const d = useDistributionHarness(engine);
  const { h } = d;
  let operator: SignedIn;
  let alice: SignedIn;
  const aliceWallet = anvilWallet(6).address;

  beforeAll(async () => {
    operator = await signedInOperator(h);
    alice = await signedInInvestor(h, "alice");
    const { db } = h.database;
    await linkWallet(db, aliceWallet.toLowerCase(), alice.id, true);
    await db.insert(kycSubmissions).values(kycSubmissionRow(alice.id, "verified", 1));
    await insertPayment(db, { n: 1, from: aliceWallet.toLowerCase(), amount: 250n * USDT });
    await allocateFinalPayments(db);
  });

  const get = (path: string) => d.api.call(path, { headers: { cookie: operator.cookie } });
  const post = (path: string, body: unknown, who: SignedIn = operator) =>
    d.api.postJson(path, body, { headers: { cookie: who.cookie } });
  /** A transaction from anvil account `from`, mined (a refused one too, as reverted). */
  const send = async (from: number, to: Hex, abi: Abi, functionName: string, args: unknown[]) =>
    (await sendCall(d.chain, anvilWallet(from), to, { abi, functionName, args })).transactionHash;
  const setRoot = async (from: number, root: string) =>
    send(from, d.chain.pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [
      root as Hex,
      await rootOnChain(d.chain, d.chain.pxlDistributor),
    ]);

  const saveDraft = async () => {
    const response = await post("/api/admin/distribution/rounds", { reason: REASON });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const publishing = async (id: string) => {
    const response = await get(`/api/admin/distribution/rounds/${id}/publishing`);
    expect(response.status).toBe(200);
    return roundPublishingSchema.parse(await response.json());
  };
  const publish = (id: string, txHash: string, who?: SignedIn) =>
    post(`/api/admin/distribution/rounds/${id}/publish`, { txHash }, who);
  const refusal = async (response: Response) => ({ status: response.status, ...(await response.json()) });

  it("names the root to sign, the owner, and the funding the new root needs", async () => {
    const id = await saveDraft();
    const state = await publishing(id);
    const aliceUnits = microPxlToTokenUnits((await aliceCredit()) ?? 0n);
    const expected = buildMerkleRound([{ account: aliceWallet, cumulativeAmount: aliceUnits }]);
    expect(state).toMatchObject({
      roundId: id,
      kind: "pxl",
      status: "draft",
      chainId: d.chain.chainId,
      distributor: d.chain.pxlDistributor,
      token: d.chain.pxlToken,
      root: expected.root,
      owner: d.chain.deployer.address,
      currentRoot: null,
      requiredBalance: aliceUnits.toString(),
      balance: "0",
      shortfall: aliceUnits.toString(),
    });
    // Funded by the treasury with a plain transfer: the shortfall is gone.
    await send(0, d.chain.pxlToken, pxlTokenAbi, "transfer", [d.chain.pxlDistributor, aliceUnits]);
    expect(await publishing(id)).toMatchObject({ balance: aliceUnits.toString(), shortfall: "0" });
    // Investors cannot see or publish rounds.
    expect(
      (
        await d.api.call(`/api/admin/distribution/rounds/${id}/publishing`, {
          headers: { cookie: alice.cookie },
        })
      ).status,
    ).toBe(403);
    expect((await publish(id, `0x${"ab".repeat(32)}`, alice)).status).toBe(403);
  });

  it("refuses every transaction that did not set this round's root, and changes nothing", async () => {
    const id = await saveDraft();
    const { root } = await publishing(id);
    const transfer = await send(0, d.chain.pxlToken, pxlTokenAbi, "transfer", [d.chain.pxlDistributor, 1n]);
    const byStranger = await setRoot(5, root); // reverts: only the owner sets roots
    const otherRoot = await setRoot(0, keccak256(toHex("another tree")));

    expect(await refusal(await publish(id, `0x${"ab".repeat(32)}`))).toMatchObject({
      status: 422,
      code: "tx_unknown",
    });
    expect(await refusal(await publish(id, transfer))).toMatchObject({
      status: 422,
      code: "wrong_transaction",
    });
    expect(await refusal(await publish(id, byStranger))).toMatchObject({ status: 422, code: "tx_reverted" });
    expect(await refusal(await publish(id, otherRoot))).toMatchObject({
      status: 422,
      error: "This transaction did not set this round's root on the distributor.",
    });
    expect(await refusal(await publish(id, "0x1234"))).toMatchObject({ status: 400 });

    // The owner's own setMerkleRoot of this root, replaced since by another root.
    const ours = await setRoot(0, root);
    await setRoot(0, keccak256(toHex("yet another tree")));
    expect(await refusal(await publish(id, ours))).toMatchObject({ status: 409, code: "root_replaced" });
    expect((await publishing(id)).status).toBe("draft");
  });

  it("publishes the round the owner's transaction set, once, audited; older drafts are then refused", async () => {
    const older = await saveDraft();
    const id = await saveDraft();
    const { root } = await publishing(id);
    const tx = await setRoot(0, root);

    const response = await publish(id, tx.toUpperCase().replace("0X", "0x"));
    expect(response.status).toBe(200);
    const summary = roundSummarySchema.parse(await response.json());
    expect(summary).toMatchObject({ id, status: "published", merkleRoot: root, setRootTxHash: tx });
    expect(summary.publishedAt).not.toBeNull();
    expect(await publishing(id)).toMatchObject({ status: "published", currentRoot: root });

    expect(await refusal(await publish(id, tx))).toMatchObject({ status: 409, code: "already_published" });
    expect(await refusal(await publish(older, tx))).toMatchObject({ status: 409, code: "superseded" });
    const audit = await rows<{ action: string; details: { txHash: string } }>(
      h,
      sql`select action, details from audit_log where action = 'distribution_round_published'`,
    );
    expect(audit).toEqual([
      { action: "distribution_round_published", details: expect.objectContaining({ txHash: tx, root }) },
    ]);
  });

  it("says so when the round id is not a round", async () => {
    expect(await refusal(await get("/api/admin/distribution/rounds/not-a-round/publishing"))).toMatchObject({
      status: 404,
    });
    const none = "00000000-0000-4000-8000-000000000000";
    expect(await refusal(await get(`/api/admin/dividends/rounds/${none}/publishing`))).toMatchObject({
      status: 404,
      error: "There is no such round.",
    });
  });

  const aliceCredit = async () => {
    const [row] = await rows<{ tokens: string }>(
      h,
      sql`select coalesce(sum(tokens_micro_pxl), 0)::text as tokens from ledger_entries where user_id = ${alice.id}`,
    );
    return row ? BigInt(row.tokens) : null;
  };
});
