import { sql } from "drizzle-orm";
import { type Abi, type Address, encodeFunctionData, erc20Abi, getAddress } from "viem";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import type { LocalWallet } from "@/server/chain/local-chain";
import { queryRows } from "@/server/db/query-rows";
import { kycSubmissions } from "@/server/db/schema";
import { createDistributionIndexer } from "@/server/distribution/distribution-indexer";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { holdingsSourceAt } from "@/server/distribution/holdings-at";
import { publishRound, roundPublishing } from "@/server/distribution/publish-round";
import { currentRound } from "@/server/distribution/published-rounds";
import { saveDistributionRound, saveDividendRound } from "@/server/distribution/save-round";
import { InvariantViolation } from "@/server/sim/sim-invariants";
import { FINALITY, FINALITY_DEPTH, type SimWorld } from "@/server/sim/sim-world";
import { kycSubmissionRow } from "@/server/test/operator-fixtures";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { type DividendPeriod, periodKey, recordDate } from "@/shared/distribution/dividend-period";
import { dividendPool } from "@/shared/distribution/dividend-shares";
import { cumulativeTokenUnits } from "@/shared/distribution/eligibility";
import { setRootArgs } from "@/shared/distribution/round-publishing";
import { MICRO } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";

const SUPPLY_MICRO_PXL = TOTAL_SUPPLY_PXL * MICRO;

function expect(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new InvariantViolation(message());
}

/** Dividend periods in the order a history announces them (all record dates after its blocks). */
const periodAt = (n: number): DividendPeriod => ({
  year: 2026 + Math.floor((n + 1) / 2),
  half: n % 2 === 0 ? 2 : 1,
});

/**
 * The PXL distribution and the dividends inside a history (issue 14): identity checks approved,
 * rounds saved, funded and published by the treasury as the console does, claims sent by anyone for
 * anyone, the token's and distributors' events indexed. A root and its funding are mined final before
 * the round is marked published, so a reorg of unfinalized blocks never takes them back; claims stay
 * reorgable like any transaction.
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
  const { pxlToken, pxlDistributor, dividendDistributor } = world.distribution;
  const of = {
    pxl: { distributor: pxlDistributor, token: pxlToken },
    dividend: { distributor: dividendDistributor, token: world.usdt },
  } as const;
  /** What the treasury sent to each distributor in this history (each starts from the snapshot: none). */
  const funded: Record<RoundKind, bigint> = { pxl: 0n, dividend: 0n };
  let periods = 0;
  const indexer = createDistributionIndexer({
    db: world.db,
    client: world.client,
    chainId: world.chainId,
    contracts: world.distribution,
    startBlock: world.startBlock,
    finality: FINALITY,
  });

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
  const claimedFrom = (kind: RoundKind, account: Address) =>
    read(of[kind].distributor, merkleDistributorAbi, "cumulativeClaimed", [account]);
  const balanceOf = (kind: RoundKind, account: Address) =>
    read(of[kind].token, erc20Abi, "balanceOf", [account]);

  /** The treasury funds what the saved round lacks and sets its root; final, then published. */
  async function publish(kind: RoundKind, roundId: string): Promise<boolean> {
    const publishing = await roundPublishing(world.db, chain, kind, roundId);
    if (publishing.status === "refused") {
      expect(publishing.reason === "no_leaves", () => `round ${roundId} refused: ${publishing.reason}`);
      count(`${kind}: round with no leaf`);
      return false;
    }
    const shortfall = BigInt(publishing.publishing.shortfall);
    if (shortfall > 0n) {
      // PXL from the treasury's supply; USDT minted to the distributor (the academy's profit, paid in).
      const funding =
        kind === "pxl"
          ? await call(treasury, pxlToken, erc20Abi, "transfer", [pxlDistributor, shortfall])
          : await world.chain.mint(dividendDistributor, shortfall);
      expect(funding.status === "success", () => `funding the ${kind} distributor reverted`);
      funded[kind] += shortfall;
    }
    const setRoot = await call(treasury, of[kind].distributor, merkleDistributorAbi, "setMerkleRoot", [
      ...setRootArgs(publishing.publishing),
    ]);
    expect(setRoot.status === "success", () => `setMerkleRoot reverted (${setRoot.transactionHash})`);
    await world.chain.mine(Number(FINALITY_DEPTH) + 1);
    const result = await publishRound(world.db, chain, operator, kind, roundId, setRoot.transactionHash);
    expect(result.status === "published", () => `round ${roundId} not published: ${JSON.stringify(result)}`);
    return true;
  }

  /**
   * Which indexer the holdings at `at` come from has not read the chain through it, by the chain
   * itself: the time of the block each one saved as its last final block (that the saved time is
   * that block's is checked too). The payments always; the PXL transfers when holdings come from the
   * chain. Null when both are read through.
   */
  async function indexersBehind(at: Date, source: "ledger" | "chain"): Promise<string | null> {
    const tables =
      source === "chain"
        ? (["indexer_state", "distribution_index_state"] as const)
        : (["indexer_state"] as const);
    for (const table of tables) {
      const [state] = await queryRows<{ final_through: string; time: Date | string | null }>(
        world.db,
        sql`select final_through::text as final_through, final_through_time as time from ${sql.raw(table)}`,
      );
      const block = state ? BigInt(state.final_through) : -1n;
      if (block < 0n) return table;
      const onChain = new Date(
        Number((await world.client.getBlock({ blockNumber: block })).timestamp) * 1000,
      );
      const saved = state?.time ? new Date(state.time) : null;
      expect(
        saved === null || saved.getTime() === onChain.getTime(),
        () =>
          `${table} saved ${saved?.toISOString()} for block ${block}, whose time is ${onChain.toISOString()}`,
      );
      if (saved === null || onChain < at) return table;
    }
    return null;
  }

  /** The history's wallets changed hands (an address linked by one investor, then another). */
  let walletMoved = false;

  return {
    walletMoved() {
      walletMoved = true;
    },

    /** The distribution indexer's tick, as its runner does after the payments' one. */
    async index() {
      await indexer.tick();
    },

    /** The operator approves the user's identity check. */
    async verify(userId: string) {
      await world.db.insert(kycSubmissions).values(kycSubmissionRow(userId, "verified", 1));
      count("distribution: identity verified");
    },

    /** The operator saves the next PXL round; the treasury funds it and sets its root; published. */
    async round() {
      const saved = await saveDistributionRound(world.db, operator, "simulated round");
      if (!(await publish("pxl", saved.id))) return;
      count(`pxl: round published (${BigInt(saved.totalAmount) > 0n ? "new PXL" : "nothing new"})`);
    },

    /**
     * The operator announces the next period's dividend: its shares are floor(held x pool / supply),
     * they and the remainder make the pool, and what each investor held is what the ledger credited
     * them (everything here is bought before the record date), by the ledger before the distribution
     * and by the chain after it; only a wallet that changed hands may move a holding to its new owner.
     */
    async dividend(profit: bigint): Promise<"saved" | "refused"> {
      await indexer.tick();
      const period = periodAt(periods);
      const at = recordDate(period);
      const behind = await indexersBehind(at, await holdingsSourceAt(world.db, at));
      const saved = await saveDividendRound(world.db, operator, {
        period,
        profit,
        reason: "simulated dividend",
      });
      if (behind) {
        // The holdings may miss a payment or transfer just before the record date: nothing planned.
        expect(
          saved.status === "not_read_through",
          () =>
            `the dividend of ${periodKey(period)} was ${saved.status} with ${behind} not read through ${at.toISOString()}`,
        );
        const [rounds] = await queryRows<{ n: number }>(
          world.db,
          sql`select count(*)::int as n from distribution_rounds where kind = 'dividend' and period = ${periodKey(period)}`,
        );
        expect(rounds?.n === 0, () => `a refused dividend of ${periodKey(period)} left a round`);
        count("dividend: refused, the chain not read through its record date");
        return "refused";
      }
      expect(saved.status === "saved", () => `the dividend of ${periodKey(period)} was ${saved.status}`);
      periods++;
      const pool = dividendPool(profit);
      const [round] = await queryRows<{ pool: string; remainder: string }>(
        world.db,
        sql`select pool_micro_usdt::text as pool, remainder_micro_usdt::text as remainder from distribution_rounds where id = ${saved.id}`,
      );
      const entries = await queryRows<{
        user_id: string;
        held: string;
        amount: string;
        credited: string | null;
      }>(
        world.db,
        sql`select e.user_id, e.held_micro_pxl::text as held, e.amount::text as amount,
                   (select sum(l.tokens_micro_pxl)::text from ledger_entries l where l.user_id = e.user_id) as credited
            from distribution_round_entries e where e.round_id = ${saved.id}`,
      );
      expect(
        BigInt(round?.pool ?? -1) === pool,
        () => `the pool is ${round?.pool}, 10% of ${profit} is ${pool}`,
      );
      let shares = 0n;
      let held = 0n;
      for (const e of entries) {
        const h = BigInt(e.held ?? "0");
        const c = BigInt(e.credited ?? "0");
        expect(
          BigInt(e.amount) === (h * pool) / SUPPLY_MICRO_PXL,
          () => `${e.user_id}'s share is ${e.amount}, floor(${h} x ${pool} / supply) is not`,
        );
        if (!walletMoved)
          expect(h === c, () => `${e.user_id} held ${h} micro-PXL at the record date, was credited ${c}`);
        shares += BigInt(e.amount);
        held += h;
      }
      expect(
        shares + BigInt(round?.remainder ?? -1) === pool,
        () => `shares ${shares} + remainder ${round?.remainder} is not the pool ${pool}`,
      );
      // A holding may move with a wallet to another investor, never grow: the sum is at most every credit.
      const [all] = await queryRows<{ credited: string | null }>(
        world.db,
        sql`select sum(tokens_micro_pxl)::text as credited from ledger_entries where user_id is not null`,
      );
      expect(
        held <= BigInt(all?.credited ?? "0"),
        () => `holders held ${held} micro-PXL, ${all?.credited} was credited in all`,
      );
      // Catch-ups for earlier periods (a payment made by their record date, credited since) are in the
      // round's total, which is what the distributor is funded with.
      const [added] = await queryRows<{ n: number; amount: string }>(
        world.db,
        sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount from dividend_catch_ups where round_id = ${saved.id}`,
      );
      expect(
        BigInt(saved.totalAmount) === shares + BigInt(added?.amount ?? "0"),
        () =>
          `the round's total ${saved.totalAmount} is not its shares ${shares} + catch-ups ${added?.amount}`,
      );
      if (added?.n) count("dividend: catch-up for an earlier period");
      if (await publish("dividend", saved.id)) count("dividend: published");
      return "saved";
    },

    /** The record date of the next dividend a history announces. */
    nextRecordDate: () => recordDate(periodAt(periods)),

    /** Payer `by` sends a user's claim of the current round of `kind` (anyone may; it pays the leaf's account). */
    async claim(kind: RoundKind, userId: string, by: LocalWallet) {
      const round = await currentRound(world.db, kind);
      if (!round) return;
      const [entry] = await queryRows<{ account_address: string | null }>(
        world.db,
        sql`select account_address from distribution_round_entries where round_id = ${round.id} and user_id = ${userId}`,
      );
      const leaf = entry?.account_address ? round.claimOf(entry.account_address) : null;
      if (!leaf) return;
      const before = {
        claimed: await claimedFrom(kind, leaf.account),
        balance: await balanceOf(kind, leaf.account),
      };
      const receipt = await call(by, of[kind].distributor, merkleDistributorAbi, "claim", [
        leaf.account,
        leaf.cumulativeAmount,
        round.root,
        leaf.proof,
      ]);
      const due = leaf.cumulativeAmount - before.claimed;
      const balance = await balanceOf(kind, leaf.account);
      if (due > 0n) {
        expect(
          receipt.status === "success",
          () => `a ${kind} claim of ${due} due to ${leaf.account} reverted`,
        );
        expect(
          balance === before.balance + due,
          () => `a ${kind} claim paid ${balance - before.balance} to ${leaf.account}, ${due} was due`,
        );
        count(`${kind}: claim paid`);
      } else {
        expect(
          receipt.status === "reverted",
          () => `a ${kind} claim with nothing due to ${leaf.account} succeeded`,
        );
        expect(balance === before.balance, () => `a refused ${kind} claim moved ${leaf.account}'s tokens`);
        count(`${kind}: claim with nothing due refused`);
      }
    },

    /**
     * The distributions' invariants: every published leaf only grows from round to round (PXL:
     * never above what the ledger credited its holder); on chain, no account claimed more than a
     * published leaf gave it, and a PXL holder holds exactly what it claimed; each distributor holds
     * what was funded less what was claimed, and that covers every claim its current root allows; no
     * dividend period gives more than its pool, catch-ups included.
     */
    async check(accounts: readonly Address[]) {
      // No published period gives more than its pool: its shares and every catch-up added for it since.
      const periods = await queryRows<{ period: string; pool: string; given: string }>(
        world.db,
        sql`select r.period, r.pool_micro_usdt::text as pool,
                   ((select coalesce(sum(e.amount), 0) from distribution_round_entries e where e.round_id = r.id)
                    + (select coalesce(sum(c.amount), 0) from dividend_catch_ups c
                       join distribution_rounds paid on paid.id = c.round_id and paid.status = 'published'
                       where c.period = r.period))::text as given
            from distribution_rounds r where r.kind = 'dividend' and r.status = 'published'`,
      );
      for (const p of periods)
        expect(
          BigInt(p.given) <= BigInt(p.pool),
          () => `the ${p.period} dividend gave ${p.given}, its pool is ${p.pool}`,
        );
      for (const kind of ["pxl", "dividend"] as const) {
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
              where r.kind = ${kind} and r.status = 'published' order by r.published_at, r.created_at`,
        );
        const lastOf = new Map<string, { account: string | null; cumulative: bigint }>();
        const maxFor = new Map<string, bigint>();
        for (const e of entries) {
          const cumulative = BigInt(e.cumulative);
          if (kind === "pxl") {
            const credited = cumulativeTokenUnits(BigInt(e.credited ?? "0"));
            expect(
              cumulative <= credited,
              () => `${e.user_id}'s leaf gives ${cumulative}, the ledger credited ${credited}`,
            );
          }
          const last = lastOf.get(e.user_id);
          // Only a leaf in the tree (cumulative above 0) fixes an account: a share that floored to 0 does not.
          if (last?.account && last.cumulative > 0n) {
            expect(
              cumulative >= last.cumulative,
              () => `${e.user_id}'s ${kind} leaf shrank in round ${e.round_id}`,
            );
            expect(
              last.account === e.account_address,
              () => `${e.user_id}'s ${kind} leaf moved from ${last.account} to ${e.account_address}`,
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
          const claimed = await claimedFrom(kind, account);
          const given = maxFor.get(account.toLowerCase()) ?? 0n;
          expect(
            claimed <= given,
            () => `${account} claimed ${claimed} ${kind}, its leaves gave at most ${given}`,
          );
          if (kind === "pxl") {
            const held = await balanceOf(kind, account);
            expect(held === claimed, () => `${account} holds ${held} PXL units and claimed ${claimed}`);
          }
          claimedTotal += claimed;
        }
        const balance = await balanceOf(kind, of[kind].distributor);
        expect(
          balance === funded[kind] - claimedTotal,
          () =>
            `the ${kind} distributor holds ${balance}: ${funded[kind]} funded less ${claimedTotal} claimed`,
        );
        const round = await currentRound(world.db, kind);
        if (!round) continue;
        let unclaimed = 0n;
        for (const leaf of round.tree.claims) {
          const claimed = await claimedFrom(kind, getAddress(leaf.account));
          if (leaf.cumulativeAmount > claimed) unclaimed += leaf.cumulativeAmount - claimed;
        }
        expect(
          balance >= unclaimed,
          () => `the ${kind} distributor holds ${balance}, ${unclaimed} is unclaimed`,
        );
      }
    },
  };
}
