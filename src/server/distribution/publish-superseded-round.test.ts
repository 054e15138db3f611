import type { Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { anvilWallet } from "@/server/chain/local-chain";
import { roundLeaves } from "@/server/distribution/round-store";
import {
  creditedInvestor,
  roundConsole,
  sendCall,
  useDistributionHarness,
} from "@/server/test/distribution-harness";
import {
  linkWallet,
  type SignedIn,
  signedInOperator,
  USDT,
  unlinkWallet,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";

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
    let operator: SignedIn;
    let alice: SignedIn & { wallet: Hex };
    const rounds = roundConsole(d, () => operator);
    const second = anvilWallet(7).address;

    beforeAll(async () => {
      operator = await signedInOperator(d.h);
      alice = await creditedInvestor(d, "alice", 6, 250n * USDT);
    });

    const claimOn = async (roundId: string, account: Hex) => {
      const tree = buildMerkleRound(await roundLeaves(d.h.database.db, roundId));
      const leaf = tree.claims.find((c) => c.account === account);
      if (!leaf) throw new Error(`no leaf for ${account}`);
      return sendCall(d.chain, anvilWallet(6), d.chain.pxlDistributor, {
        abi: merkleDistributorAbi,
        functionName: "claim",
        args: [leaf.account, leaf.cumulativeAmount, tree.root, leaf.proof],
      });
    };
    /** What the console asks before the Publish button has the owner sign a round. */
    const offered = async (id: string) => {
      const response = await rounds.publishing(id);
      const body = (await response.json()) as { root?: string; code?: string };
      return { status: response.status, code: body.code, root: body.root };
    };

    it("refuses a superseded draft's root, and a published round's once a later one is published", async () => {
      const { db } = d.h.database;
      // Draft X: Alice on her first wallet. She then moves to a second wallet, and draft Y is published.
      const stale = await rounds.saveDraft();
      await unlinkWallet(db, alice.wallet.toLowerCase(), new Date());
      await linkWallet(db, second.toLowerCase(), alice.id, true);
      const current = await rounds.saveDraft();
      const ready = await rounds.ready(current);
      // Generously funded (a later round's top-up), as a treasury may well do.
      await rounds.fund(2n * BigInt(ready.requiredBalance));
      expect((await rounds.publish(current, await rounds.setRoot(ready.root))).status).toBe(200);
      expect((await claimOn(current, second)).status).toBe("success");

      expect(await offered(stale)).toEqual({ status: 409, code: "superseded", root: undefined });

      // The round just published still shows its facts (the dialog reads them again once it is
      // published); once a later round is published, its root is refused too.
      expect(await offered(current)).toMatchObject({ status: 200, root: ready.root });
      const later = await rounds.saveDraft();
      const next = await rounds.ready(later);
      expect((await rounds.publish(later, await rounds.setRoot(next.root))).status).toBe(200);
      expect(await offered(current)).toEqual({ status: 409, code: "superseded", root: undefined });
    });
  },
);
