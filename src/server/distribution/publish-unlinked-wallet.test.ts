import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { lastPublishedLeaves } from "@/server/distribution/investors-for-rounds";
import { roundLeaves } from "@/server/distribution/round-store";
import { creditedInvestor, roundConsole, useDistributionHarness } from "@/server/test/distribution-harness";
import {
  linkWallet,
  type SignedIn,
  signedInOperator,
  USDT,
  unlinkWallet,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";

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
    let operator: SignedIn;
    let alice: SignedIn & { wallet: `0x${string}` };
    const rounds = roundConsole(d, () => operator);
    const newWallet = anvilWallet(7).address.toLowerCase();
    const leafOfAlice = async () => (await lastPublishedLeaves(d.h.database.db, "pxl")).get(alice.id);

    beforeAll(async () => {
      operator = await signedInOperator(d.h);
      alice = await creditedInvestor(d, "alice", 6, 250n * USDT);
    });

    it("refuses to offer or record a draft whose new leaf is on a wallet its holder has unlinked since", async () => {
      const { db } = d.h.database;
      const id = await rounds.saveDraft();
      // Before publication Alice replaces her wallet.
      await unlinkWallet(db, alice.wallet.toLowerCase(), new Date());
      await linkWallet(db, newWallet, alice.id, true);

      const state = await rounds.publishing(id);
      expect(state.status).toBe(409);
      expect(await state.json()).toMatchObject({ code: "wallet_changed" });

      // Set on chain anyway (the owner signed a root read before the unlink): still not recorded.
      const tx = await rounds.setRoot(buildMerkleRound(await roundLeaves(db, id)).root);
      const refused = await rounds.publish(id, tx);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: "wallet_changed" });
      expect(await leafOfAlice()).toBeUndefined();

      // A new draft pays her wallet now, and is published.
      const next = await rounds.saveDraft();
      const { root } = await rounds.ready(next);
      expect((await rounds.publish(next, await rounds.setRoot(root))).status).toBe(200);
      expect((await leafOfAlice())?.account.toLowerCase()).toBe(newWallet);
    });

    it("keeps a published leaf on a wallet its holder has unlinked since: the next draft is published", async () => {
      // Alice's published leaf is on her new wallet; she unlinks it too. A new round keeps that leaf.
      await unlinkWallet(d.h.database.db, newWallet, new Date());
      const id = await rounds.saveDraft();
      expect((await rounds.publishing(id)).status).toBe(200);
    });
  },
);
