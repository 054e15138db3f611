import type { Abi, Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { kycSubmissions } from "@/server/db/schema";
import { roundLeaves } from "@/server/distribution/round-store";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { sendCall, useDistributionHarness } from "@/server/test/distribution-harness";
import {
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
  unlinkWallet,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";
import { roundPublishingSchema } from "@/shared/distribution/round-publishing";

const REASON = "PXL distribution, board decision BD-2026-12.";

/*
 * The console asks GET .../rounds/:id/publishing for the root the owner's wallet signs. A root set on
 * chain pays at once, so a superseded draft must be refused there, not only at POST .../publish: a
 * stale tree can name an account its holder has left, and a holder who claimed under the current
 * root would claim again on the old account.
 */
describe.each(testEngines)(
  "the root of a superseded round is not offered for signing ($engine)",
  ({ engine }) => {
    const d = useDistributionHarness(engine);
    const { h } = d;
    let operator: SignedIn;
    let alice: SignedIn;
    const first = anvilWallet(6).address;
    const second = anvilWallet(7).address;

    beforeAll(async () => {
      operator = await signedInOperator(h);
      alice = await signedInInvestor(h, "alice");
      const { db } = h.database;
      await linkWallet(db, first.toLowerCase(), alice.id, true);
      await db.insert(kycSubmissions).values(kycSubmissionRow(alice.id, "verified", 1));
      await insertPayment(db, { n: 1, from: first.toLowerCase(), amount: 250n * USDT });
      await allocateFinalPayments(db);
    });

    const get = (path: string) => d.api.call(path, { headers: { cookie: operator.cookie } });
    const post = (path: string, body: unknown) =>
      d.api.postJson(path, body, { headers: { cookie: operator.cookie } });
    const send = async (from: number, to: Hex, abi: Abi, functionName: string, args: unknown[]) =>
      (await sendCall(d.chain, anvilWallet(from), to, { abi, functionName, args })).transactionHash;
    const saveDraft = async () => {
      const response = await post("/api/admin/distribution/rounds", { reason: REASON });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const claimOn = async (roundId: string, account: Hex) => {
      const tree = buildMerkleRound(await roundLeaves(h.database.db, roundId));
      const leaf = tree.claims.find((c) => c.account === account);
      if (!leaf) throw new Error(`no leaf for ${account}`);
      return sendCall(d.chain, anvilWallet(6), d.chain.pxlDistributor, {
        abi: merkleDistributorAbi,
        functionName: "claim",
        args: [leaf.account, leaf.cumulativeAmount, tree.root, leaf.proof],
      });
    };

    it("refuses a superseded draft's root, and a published round's once a later one is published", async () => {
      const { db } = h.database;
      // Draft X: Alice on her first wallet. She then moves to a second wallet, and draft Y is published.
      const stale = await saveDraft();
      await unlinkWallet(db, first.toLowerCase(), new Date());
      await linkWallet(db, second.toLowerCase(), alice.id, true);
      const current = await saveDraft();
      const ready = roundPublishingSchema.parse(
        await (await get(`/api/admin/distribution/rounds/${current}/publishing`)).json(),
      );
      // Generously funded (a later round's top-up), as a treasury may well do.
      await send(0, d.chain.pxlToken, pxlTokenAbi, "transfer", [
        d.chain.pxlDistributor,
        2n * BigInt(ready.requiredBalance),
      ]);
      const tx = await send(0, d.chain.pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [ready.root]);
      expect((await post(`/api/admin/distribution/rounds/${current}/publish`, { txHash: tx })).status).toBe(
        200,
      );
      expect((await claimOn(current, second)).status).toBe("success");

      // What the console asks before the Publish button has the owner sign draft X.
      const refusal = async (id: string) => {
        const response = await get(`/api/admin/distribution/rounds/${id}/publishing`);
        const body = (await response.json()) as { root?: string; code?: string };
        return { status: response.status, code: body.code, root: body.root };
      };
      expect(await refusal(stale)).toEqual({ status: 409, code: "superseded", root: undefined });

      // The round just published still shows its facts (the dialog reads them again once it is
      // published); once a later round is published, its root is refused too.
      expect(await refusal(current)).toMatchObject({ status: 200, root: ready.root });
      const later = await saveDraft();
      const next = roundPublishingSchema.parse(
        await (await get(`/api/admin/distribution/rounds/${later}/publishing`)).json(),
      );
      const laterTx = await send(0, d.chain.pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [
        next.root,
      ]);
      expect(
        (await post(`/api/admin/distribution/rounds/${later}/publish`, { txHash: laterTx })).status,
      ).toBe(200);
      expect(await refusal(current)).toEqual({ status: 409, code: "superseded", root: undefined });
    });
  },
);
