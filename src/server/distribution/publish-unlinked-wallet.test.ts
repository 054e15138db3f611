import type { Abi, Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { kycSubmissions } from "@/server/db/schema";
import { lastPublishedLeaves } from "@/server/distribution/investors-for-rounds";
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
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";
import { roundPublishingSchema } from "@/shared/distribution/round-publishing";

/*
 * A draft takes each new holder's primary wallet when it is saved. If the holder unlinks that wallet
 * (lost, stolen, sold) before the draft is published, the draft must be refused before its root is
 * signed: every later round keeps a published leaf's account, so the holder's PXL would be bound to
 * the wallet they gave up, and whoever links it next would be refused as wallet_in_use.
 */
describe.each(testEngines)(
  "a draft whose holder unlinked its wallet before publication ($engine)",
  ({ engine }) => {
    const d = useDistributionHarness(engine);
    const { h } = d;
    let operator: SignedIn;
    let alice: SignedIn;
    const oldWallet = anvilWallet(6).address;
    const newWallet = anvilWallet(7).address;

    beforeAll(async () => {
      operator = await signedInOperator(h);
      alice = await signedInInvestor(h, "alice");
      const { db } = h.database;
      await linkWallet(db, oldWallet.toLowerCase(), alice.id, true);
      await db.insert(kycSubmissions).values(kycSubmissionRow(alice.id, "verified", 1));
      await insertPayment(db, { n: 1, from: oldWallet.toLowerCase(), amount: 250n * USDT });
      await allocateFinalPayments(db);
    });

    const get = (path: string) => d.api.call(path, { headers: { cookie: operator.cookie } });
    const post = (path: string, body: unknown) =>
      d.api.postJson(path, body, { headers: { cookie: operator.cookie } });
    const send = async (to: Hex, abi: Abi, functionName: string, args: unknown[]) =>
      (await sendCall(d.chain, anvilWallet(0), to, { abi, functionName, args })).transactionHash;

    it("refuses to offer or record a draft whose new leaf is on a wallet its holder has unlinked since", async () => {
      const { db } = h.database;
      const saved = await post("/api/admin/distribution/rounds", { reason: "PXL distribution BD-1." });
      const { id } = (await saved.json()) as { id: string };
      // Before publication Alice replaces her wallet.
      await unlinkWallet(db, oldWallet.toLowerCase(), new Date());
      await linkWallet(db, newWallet.toLowerCase(), alice.id, true);

      const state = await get(`/api/admin/distribution/rounds/${id}/publishing`);
      expect(state.status).toBe(409);
      expect(await state.json()).toMatchObject({ code: "wallet_changed" });
      expect((await lastPublishedLeaves(db, "pxl")).get(alice.id)).toBeUndefined();

      // Set on chain anyway (the owner signed a root read before the unlink): still not recorded.
      const { root: signed } = buildMerkleRound(await roundLeaves(db, id));
      const tx = await send(d.chain.pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [signed]);
      const refused = await post(`/api/admin/distribution/rounds/${id}/publish`, { txHash: tx });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: "wallet_changed" });

      // A new draft pays her wallet now, and is published.
      const again = await post("/api/admin/distribution/rounds", { reason: "PXL distribution BD-2." });
      const { id: next } = (await again.json()) as { id: string };
      const ready = await get(`/api/admin/distribution/rounds/${next}/publishing`);
      expect(ready.status).toBe(200);
      const { root } = roundPublishingSchema.parse(await ready.json());
      const published = await send(d.chain.pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [root]);
      expect(
        (await post(`/api/admin/distribution/rounds/${next}/publish`, { txHash: published })).status,
      ).toBe(200);
      expect((await lastPublishedLeaves(db, "pxl")).get(alice.id)?.account.toLowerCase()).toBe(
        newWallet.toLowerCase(),
      );
    });

    it("keeps a published leaf on a wallet its holder has unlinked since: the next draft is published", async () => {
      const { db } = h.database;
      // Alice's published leaf is on her new wallet; she unlinks it too. A new round keeps that leaf.
      await unlinkWallet(db, newWallet.toLowerCase(), new Date());
      const saved = await post("/api/admin/distribution/rounds", { reason: "PXL distribution BD-3." });
      expect(saved.status).toBe(201);
      const { id } = (await saved.json()) as { id: string };
      expect((await get(`/api/admin/distribution/rounds/${id}/publishing`)).status).toBe(200);
    });
  },
);
