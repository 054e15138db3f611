import { sql } from "drizzle-orm";
import { type Abi, type Address, encodeFunctionData, erc20Abi, getAddress } from "viem";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import type { LocalWallet } from "@/server/chain/local-chain";
import { queryRows } from "@/server/db/query-rows";
import { kycSubmissions } from "@/server/db/schema";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { publishRound, roundPublishing } from "@/server/distribution/publish-round";
import { currentRound } from "@/server/distribution/published-rounds";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { InvariantViolation } from "@/server/sim/sim-invariants";
import { FINALITY_DEPTH, type SimWorld } from "@/server/sim/sim-world";
import { kycSubmissionRow } from "@/server/test/operator-fixtures";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { cumulativeTokenUnits } from "@/shared/distribution/eligibility";

function expect(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new InvariantViolation(message());
}

/**
 * The PXL distribution inside a history (issue 14): identity checks approved, rounds saved, funded
 * and published by the treasury as the console does, claims sent by anyone for anyone. The root
 * and the funding are mined final before the round is marked published, so a reorg of unfinalized
 * blocks never takes them back; claims stay reorgable like any transaction.
 */
export function distributionSteps(world: SimWorld, count: (what: string) => void) {
  const operator = { userId: world.operatorId, label: "simulated operator" };
  const treasury = world.chain.chain.deployer;
  const chain: DistributionChain = {
    client: world.client,
    chainId: world.chainId,
    usdt: world.usdt,
    distribution: world.distribution,
  };
  const { pxlToken, pxlDistributor } = world.distribution;
  /** PXL the treasury sent to the distributor in this history (each starts from the snapshot: none). */
  let funded = 0n;

  async function call(
    from: LocalWallet,
    to: Address,
    abi: Abi,
    functionName: string,
    args: readonly unknown[],
  ) {
    const hash = await world.chain.walletFor(from).sendTransaction({
      to,
      data: encodeFunctionData({ abi, functionName, args } as never),
      gas: 500_000n,
      chain: null,
    });
    return anvilReceipt(world.client, hash, { pollingInterval: 5 });
  }
  const read = (address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []) =>
    world.client.readContract({ address, abi, functionName, args } as never) as Promise<bigint>;
  const claimedBy = (account: Address) =>
    read(pxlDistributor, merkleDistributorAbi, "cumulativeClaimed", [account]);
  const pxlOf = (account: Address) => read(pxlToken, erc20Abi, "balanceOf", [account]);

  return {
    /** The operator approves the user's identity check. */
    async verify(userId: string) {
      await world.db.insert(kycSubmissions).values(kycSubmissionRow(userId, "verified", 1));
      count("distribution: identity verified");
    },

    /** The operator saves the next round; the treasury funds what it lacks and sets its root; published. */
    async round() {
      const saved = await saveDistributionRound(world.db, operator, "simulated round");
      const publishing = await roundPublishing(world.db, chain, "pxl", saved.id);
      if (publishing.status === "refused") {
        expect(publishing.reason === "no_leaves", () => `round ${saved.id} refused: ${publishing.reason}`);
        count("distribution: round with no leaf");
        return;
      }
      const { shortfall, root } = publishing.publishing;
      if (BigInt(shortfall) > 0n) {
        const funding = await call(treasury, pxlToken, erc20Abi, "transfer", [
          pxlDistributor,
          BigInt(shortfall),
        ]);
        expect(
          funding.status === "success",
          () => `funding the distributor reverted (${funding.transactionHash})`,
        );
        funded += BigInt(shortfall);
      }
      const setRoot = await call(treasury, pxlDistributor, merkleDistributorAbi, "setMerkleRoot", [root]);
      expect(setRoot.status === "success", () => `setMerkleRoot reverted (${setRoot.transactionHash})`);
      await world.chain.mine(Number(FINALITY_DEPTH) + 1);
      const result = await publishRound(world.db, chain, operator, "pxl", saved.id, setRoot.transactionHash);
      expect(
        result.status === "published",
        () => `round ${saved.id} not published: ${JSON.stringify(result)}`,
      );
      count(`distribution: round published (${BigInt(saved.totalAmount) > 0n ? "new PXL" : "nothing new"})`);
    },

    /** Payer `by` sends the user's claim of the current round (anyone may; the PXL go to the leaf's account). */
    async claim(userId: string, by: LocalWallet) {
      const round = await currentRound(world.db, "pxl");
      if (!round) return;
      const [entry] = await queryRows<{ account_address: string | null }>(
        world.db,
        sql`select account_address from distribution_round_entries where round_id = ${round.id} and user_id = ${userId}`,
      );
      const leaf = entry?.account_address ? round.claimOf(entry.account_address) : null;
      if (!leaf) return;
      const before = { claimed: await claimedBy(leaf.account), balance: await pxlOf(leaf.account) };
      const receipt = await call(by, pxlDistributor, merkleDistributorAbi, "claim", [
        leaf.account,
        leaf.cumulativeAmount,
        round.root,
        leaf.proof,
      ]);
      const due = leaf.cumulativeAmount - before.claimed;
      const balance = await pxlOf(leaf.account);
      if (due > 0n) {
        expect(receipt.status === "success", () => `a claim of ${due} due to ${leaf.account} reverted`);
        expect(
          balance === before.balance + due,
          () => `claim paid ${balance - before.balance} to ${leaf.account}, ${due} was due`,
        );
        count("distribution: claim paid");
      } else {
        expect(receipt.status === "reverted", () => `a claim with nothing due to ${leaf.account} succeeded`);
        expect(balance === before.balance, () => `a refused claim moved PXL of ${leaf.account}`);
        count("distribution: claim with nothing due refused");
      }
    },

    /**
     * The distribution's invariants: every published leaf only grows from round to round, never
     * above what the ledger credited its holder; on chain, an account holds exactly what it claimed,
     * never more than a published leaf gave it; the distributor holds what was funded less what was
     * claimed, and that covers every claim the current root still allows.
     */
    async check(accounts: readonly Address[]) {
      const entries = await queryRows<{
        round_id: string;
        user_id: string;
        account_address: string | null;
        cumulative: string;
        credited: string | null;
      }>(
        world.db,
        sql`select e.round_id, e.user_id, e.account_address, e.cumulative_amount::text as cumulative,
                   (select sum(l.tokens_micro_pxl)::text from ledger_entries l where l.user_id = e.user_id) as credited
            from distribution_round_entries e join distribution_rounds r on r.id = e.round_id
            where r.kind = 'pxl' and r.status = 'published' order by r.published_at, r.created_at`,
      );
      const lastOf = new Map<string, { account: string | null; cumulative: bigint }>();
      const maxFor = new Map<string, bigint>();
      for (const e of entries) {
        const cumulative = BigInt(e.cumulative);
        const credited = cumulativeTokenUnits(BigInt(e.credited ?? "0"));
        expect(
          cumulative <= credited,
          () => `${e.user_id}'s leaf gives ${cumulative}, the ledger credited ${credited}`,
        );
        const last = lastOf.get(e.user_id);
        if (last) {
          expect(cumulative >= last.cumulative, () => `${e.user_id}'s leaf shrank in round ${e.round_id}`);
          expect(
            last.account === null || last.account === e.account_address,
            () => `${e.user_id}'s leaf moved from ${last.account} to ${e.account_address}`,
          );
        }
        lastOf.set(e.user_id, { account: e.account_address, cumulative });
        if (e.account_address) {
          const key = e.account_address.toLowerCase();
          maxFor.set(key, cumulative > (maxFor.get(key) ?? 0n) ? cumulative : (maxFor.get(key) ?? 0n));
        }
      }
      let claimedTotal = 0n;
      for (const account of accounts) {
        const [claimed, held] = await Promise.all([claimedBy(account), pxlOf(account)]);
        expect(held === claimed, () => `${account} holds ${held} PXL units and claimed ${claimed}`);
        const given = maxFor.get(account.toLowerCase()) ?? 0n;
        expect(claimed <= given, () => `${account} claimed ${claimed}, its leaves gave at most ${given}`);
        claimedTotal += claimed;
      }
      const balance = await pxlOf(pxlDistributor);
      expect(
        balance === funded - claimedTotal,
        () => `the distributor holds ${balance}: ${funded} funded less ${claimedTotal} claimed`,
      );
      const round = await currentRound(world.db, "pxl");
      if (!round) return;
      let unclaimed = 0n;
      for (const leaf of round.tree.claims) {
        const claimed = await claimedBy(getAddress(leaf.account));
        if (leaf.cumulativeAmount > claimed) unclaimed += leaf.cumulativeAmount - claimed;
      }
      expect(balance >= unclaimed, () => `the distributor holds ${balance}, ${unclaimed} is unclaimed`);
    },
  };
}
