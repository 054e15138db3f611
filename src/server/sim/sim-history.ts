import { sql } from "drizzle-orm";
import { type Address, getAddress, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { claimPayment } from "@/server/ledger/claim";
import { attributeManually } from "@/server/ledger/manual-attribution";
import { reconcile } from "@/server/ledger/reconcile";
import { recordRefundPaid } from "@/server/ledger/refund-paid";
import { verifyAndRecord } from "@/server/payments/verify-payment";
import { verifyRefundByHash } from "@/server/payments/verify-refund";
import type { Command } from "@/server/sim/sim-commands";
import { distributionSteps } from "@/server/sim/sim-distribution";
import { type CreditedSoFar, checkSettled, checkStep, InvariantViolation } from "@/server/sim/sim-invariants";
import { type Intended, keyOf, SimModel } from "@/server/sim/sim-model";
import { type Fault, FINALITY, FINALITY_DEPTH, type SimWorld } from "@/server/sim/sim-world";
import { issueWalletNonce, linkWallet } from "@/server/wallets/link-wallet";
import { removeWallet } from "@/server/wallets/linked-wallets";

const SITE = { domain: "pxl.example", uri: "https://pxl.example" };
const ZERO = "0x0000000000000000000000000000000000000000";

/**
 * Runs one history from the base state: every command against the real system (anvil, the
 * database, the indexer, the ledger's services) and the model, the invariants after each; then
 * the faults stop, the chain settles, and the indexer must reach the finalized block within two
 * ticks with everything final in the ledger exactly once.
 */
export async function runHistory(
  world: SimWorld,
  commands: readonly Command[],
  seen: Tally = new Map(),
): Promise<void> {
  const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
  await world.reset();
  const model = new SimModel(world.saleWallet, FINALITY_DEPTH);
  model.head = await world.client.getBlockNumber();
  const credited: CreditedSoFar = new Map();
  const distribution = distributionSteps(world, count);
  const payerAccounts = world.payers.map((p) => p.address);
  /** Who last linked each address: one linked by another investor since moves a holding with it. */
  const everLinked = new Map<string, string>();
  let changed = false;
  const onChange = () => {
    changed = true;
  };
  let indexer = world.newIndexer(onChange);
  const tokens = { usdt: world.usdt, other: world.otherToken };
  const sale = world.saleWallet;
  const payerOf = (i: number) =>
    world.payers[((i % world.payers.length) + world.payers.length) % world.payers.length];
  const wallet = (i: number) => {
    const w = payerOf(i);
    if (!w) throw new Error("no payer");
    return w;
  };
  const userOf = (i: number) => world.investorIds[i % world.investorIds.length] as string;
  const target = {
    client: world.client,
    chainId: world.chainId,
    usdt: world.usdt,
    saleWallet: sale,
    startBlock: world.startBlock,
  };

  async function transfer(
    from: { address: Address; privateKey: Hex },
    to: Address,
    amount: bigint,
    token: "usdt" | "other" = "usdt",
  ) {
    const receipt = await world.send(from, { fn: "transfer", args: [to, amount], token: tokens[token] });
    model.recordReceipt(receipt, [{ from: from.address, to, amount, token }], tokens);
    return receipt;
  }

  /**
   * One tick, and the ledger's allocation when the tick announces a change (as the runner does).
   * A completed tick leaves no final payment outside the ledger: what it or an earlier, failed
   * tick made final has been announced.
   */
  /** An allocation the runner owes: one failed, and the runner retries it (within one tick interval). */
  let owed = false;
  async function tick(fault: Fault["kind"] = "none") {
    changed = false;
    await indexer.tick();
    if (changed || owed) {
      if (fault === "allocation") {
        // The runner logs the failure and retries the allocation after its interval.
        count("allocation failed after a tick");
        owed = true;
        return;
      }
      await allocateFinalPayments(world.db);
      owed = false;
    }
    await checkAllocated();
  }
  /**
   * The chain's time passes the next dividend's record date, the blocks after it become final and
   * both indexers tick: what an operator waits for before planning the dividend (a tick may fall
   * short, a fault of the provider: the plan is then refused, and the model expects it).
   */
  async function readPastRecordDate() {
    const after = Math.floor(distribution.nextRecordDate().getTime() / 1000) + 1;
    const latest = await world.client.getBlock();
    if (Number(latest.timestamp) < after) await world.chain.rpc("evm_setNextBlockTimestamp", [after]);
    await world.chain.mine(Number(FINALITY_DEPTH) + 1);
    model.head = await world.client.getBlockNumber();
    await tick();
    await distribution.index();
    count("dividend: chain read past its record date");
  }
  async function checkAllocated() {
    const { unallocated } = await reconcile(world.db);
    if (unallocated !== 0n) {
      throw new InvariantViolation(
        `${unallocated} micro-USDT of final payments left outside the ledger after a tick`,
      );
    }
  }

  async function run(c: Command): Promise<void> {
    switch (c.t) {
      case "pay":
        await transfer(wallet(c.from), sale, c.amount);
        return;
      case "self":
        await transfer(world.saleWalletKey, sale, c.amount);
        return;
      case "out":
        await transfer(world.saleWalletKey, wallet(c.to).address, c.amount);
        return;
      case "other":
        await transfer(wallet(c.from), sale, c.amount, "other");
        return;
      case "reverted": {
        const receipt = await world.send(
          wallet(c.from),
          { fn: "transfer", args: [sale, 10n ** 40n] },
          100_000n,
        );
        if (receipt.status !== "reverted") throw new Error("harness: the transfer meant to revert did not");
        model.recordReceipt(receipt, [], tokens);
        return;
      }
      case "mint": {
        const receipt = await world.chain.mint(sale, c.amount);
        model.recordReceipt(receipt, [{ from: ZERO, to: sale, amount: c.amount }], tokens);
        return;
      }
      case "spend": {
        const owner = wallet(c.owner).address;
        const receipt = await world.send(world.spender, {
          fn: "transferFrom",
          args: [owner, sale, c.amount],
        });
        model.recordReceipt(receipt, [{ from: owner, to: sale, amount: c.amount }], tokens);
        return;
      }
      case "batch": {
        const rows = c.rows.map((r) => {
          const from = r.from < 0 ? sale : wallet(r.from).address;
          return [from, r.toSale ? sale : wallet(r.to).address, r.amount] as const;
        });
        const receipt = await world.contracts.pull(world.spender, world.payer, rows);
        model.recordReceipt(
          receipt,
          rows.map(([from, to, amount]): Intended => ({ from, to, amount })),
          tokens,
        );
        return;
      }
      case "mine":
        await world.chain.mine(c.blocks);
        return;
      case "settle":
        await world.chain.mine(Number(FINALITY_DEPTH) + 1);
        await tick();
        await distribution.index();
        return;
      case "reorg": {
        const depth = BigInt(c.depth);
        if (model.head - depth < world.startBlock) return; // never into the base state
        // The removed transactions, signed, to send again: the same hashes land in a new block.
        const head = model.head;
        const dropped: Hex[] = [];
        for (let n = head - depth + 1n; n <= head; n++) {
          const block = await world.client.getBlock({ blockNumber: n });
          dropped.push(...block.transactions);
        }
        const raw = c.remine
          ? await Promise.all(
              dropped.map((hash) => world.chain.rpc("eth_getRawTransactionByHash", [hash]) as Promise<Hex>),
            )
          : [];
        const intended = new Map(dropped.map((hash) => [hash.toLowerCase(), model.intendedOf(hash)]));
        await world.chain.rpc("anvil_reorg", [c.depth, []]);
        const before = model.transfers.size;
        model.reorg(depth);
        if (model.transfers.size < before) count("reorg removing transfers");
        for (const [i, bytes] of raw.entries()) {
          const receipt = await world.chain.sendRaw(bytes);
          model.recordReceipt(receipt, intended.get(dropped[i]?.toLowerCase() ?? "") ?? [], tokens);
          count("transaction mined again after a reorg");
        }
        return;
      }
      case "tick":
        world.setFault(c.fault);
        try {
          await tick(c.fault.kind);
          count(`tick with fault ${c.fault.kind}: completed`);
        } catch (error) {
          if (c.fault.kind === "none" || error instanceof InvariantViolation) throw error;
          count(`tick with fault ${c.fault.kind}: failed`);
          // The provider failed this tick; a killed process restarts with a new indexer.
          if (c.fault.kind === "kill" || c.fault.kind === "killDb") indexer = world.newIndexer(onChange);
        } finally {
          world.setFault({ kind: "none" });
        }
        return;
      case "claim": {
        const hash = model.txs[c.tx % Math.max(1, model.txs.length)];
        if (!hash) return;
        const senders = [...model.transfers.values()].filter(
          (t) => t.txHash === hash.toLowerCase() && model.isIncoming(t),
        );
        const owner = senders.map((t) => model.links.get(t.from)).find((u) => u !== undefined);
        const claimants = [...c.users.map(userOf), ...(c.owner && owner ? [owner] : [])];
        const results = await Promise.all(
          claimants.map(async (userId) => {
            const verified = await verifyAndRecord(world.db, target, hash);
            if (!verified.ok) return { user: userId, status: verified.reason, credited: 0n };
            const claim = await claimPayment(world.db, userId, world.chainId, verified.txHash);
            return {
              user: userId,
              status: claim.status,
              credited: claim.status === "credited" ? claim.credited : 0n,
            };
          }),
        );
        for (const r of results) {
          count(`claim: ${r.status}`);
          if (r.status !== "credited") continue;
          const own = senders.filter((t) => model.links.get(t.from) === r.user);
          if (own.length === 0)
            throw new InvariantViolation(
              `claim of ${hash} credited ${r.user}, who linked none of its senders`,
            );
        }
        const total = results.reduce((sum, r) => sum + r.credited, 0n);
        const entered = senders.reduce((sum, t) => sum + t.amount, 0n);
        if (total > entered)
          throw new InvariantViolation(`claims of ${hash} credited ${total} of ${entered} paid`);
        return;
      }
      case "link": {
        const userId = userOf(c.user);
        const w = wallet(c.wallet);
        const now = new Date();
        const nonce = await issueWalletNonce(world.db, userId, now);
        const message = createSiweMessage({
          address: w.address,
          chainId: world.chainId,
          domain: SITE.domain,
          nonce,
          uri: SITE.uri,
          version: "1",
          issuedAt: now,
          expirationTime: new Date(now.getTime() + 5 * 60_000),
        });
        const signature = await privateKeyToAccount(w.privateKey).signMessage({ message });
        const result = await linkWallet(
          world.db,
          userId,
          { message, signature },
          { ...SITE, chainId: world.chainId, client: world.client },
        );
        const owner = model.links.get(w.address.toLowerCase());
        const expected =
          owner === undefined ? "linked" : owner === userId ? "already_linked" : "linked_to_another_account";
        if (result.status !== expected)
          throw new InvariantViolation(
            `link of ${w.address} by ${userId}: ${result.status}, expected ${expected}`,
          );
        count(`link: ${result.status}`);
        if (expected === "linked") {
          const before = everLinked.get(w.address.toLowerCase());
          if (before !== undefined && before !== userId) distribution.walletMoved();
          everLinked.set(w.address.toLowerCase(), userId);
          model.link(w.address, userId);
        }
        return;
      }
      case "unlink": {
        const userId = userOf(c.user);
        const address = wallet(c.wallet).address;
        const removed = await removeWallet(world.db, userId, address);
        const expected = model.links.get(address.toLowerCase()) === userId;
        if (removed !== expected)
          throw new InvariantViolation(`unlink of ${address} by ${userId}: ${removed}, expected ${expected}`);
        if (removed) model.unlink(address);
        return;
      }
      case "attribute": {
        const incoming = model.incoming();
        const t = incoming[c.pick % Math.max(1, incoming.length)];
        if (!t) return;
        const userId = c.toOperator ? world.operatorId : userOf(c.user);
        const result = await attributeManually(
          world.db,
          { userId: world.operatorId, label: "simulated operator" },
          {
            chainId: world.chainId,
            txHash: t.txHash,
            logIndex: t.logIndex,
            email: `${userId}@pxl.example`,
            reason: "exchange withdrawal, simulated",
          },
        );
        count(`attribution: ${result.status}`);
        if (c.toOperator && result.status === "attributed")
          throw new InvariantViolation(`the operator credited ${keyOf(t)} to their own account`);
        if (result.status === "attributed") {
          if (!model.isFinal(t)) throw new InvariantViolation(`attributed ${keyOf(t)}, which is not final`);
          model.manual.set(keyOf(t), userId);
        }
        return;
      }
      case "refund":
        await refund(c.pick, c.how);
        return;
      case "verify":
        await distribution.verify(userOf(c.user));
        return;
      case "round":
        await distribution.round();
        await distribution.check(payerAccounts);
        return;
      case "claimPxl":
        await distribution.claim("pxl", userOf(c.user), wallet(c.by));
        await distribution.check(payerAccounts);
        return;
      case "dividend":
        if (c.readThrough) await readPastRecordDate();
        await distribution.dividend(c.profit);
        await distribution.check(payerAccounts);
        return;
      case "claimDividend":
        await distribution.claim("dividend", userOf(c.user), wallet(c.by));
        await distribution.check(payerAccounts);
        return;
    }
  }

  /** The operator pays back a refund due (or tries to) and records it; only an exact, final refund to the sender may be recorded. */
  async function refund(pick: number, how: "exact" | "self" | "short") {
    const due = await queryRows<{
      tx_hash: Hex;
      log_index: number;
      refund_due: string;
      from_address: string;
    }>(
      world.db,
      sql`select l.tx_hash, l.log_index, l.refund_due_micro_usdt::text as refund_due, p.from_address
          from ledger_entries l join payments p using (chain_id, tx_hash, log_index)
          where l.refund_due_micro_usdt > 0 and l.refund_paid_tx_hash is null order by p.block_number, p.log_index`,
    );
    const entry = due[pick % Math.max(1, due.length)];
    if (!entry) {
      count("refund: none due");
      return;
    }
    const amount = BigInt(entry.refund_due);
    const toSender = entry.from_address !== ZERO;
    const recipient = toSender ? getAddress(entry.from_address) : wallet(0).address;
    const to = how === "self" ? sale : recipient;
    const sent = how === "short" ? amount - 1n : amount;
    const receipt = await transfer(world.saleWalletKey, to, sent);
    await world.chain.mine(Number(FINALITY_DEPTH));
    model.head = await world.client.getBlockNumber();
    const verified = await verifyRefundByHash({ ...target, finality: FINALITY }, receipt.transactionHash);
    const key = { txHash: entry.tx_hash, logIndex: entry.log_index };
    if (!verified.ok) {
      count(`refund ${how}: ${verified.reason}`);
      if (how === "exact" && sent > 0n)
        throw new InvariantViolation(
          `a final refund of ${sent} to ${to} was not verified: ${verified.reason}`,
        );
      return;
    }
    const result = await recordRefundPaid(
      world.db,
      { userId: world.operatorId, label: "simulated operator" },
      {
        chainId: world.chainId,
        ...key,
        refundTxHash: receipt.transactionHash,
        ...(toSender
          ? {}
          : { recipient: { address: recipient, reason: "minted to the sale wallet, simulated" } }),
      },
      verified,
    );
    const expected = how === "exact" ? "recorded" : "refused";
    const got = result.status === "recorded" ? "recorded" : "refused";
    if (got !== expected) throw new InvariantViolation(`refund ${how} of ${keyOf(key)}: ${result.status}`);
    count(`refund ${how}: ${result.status}`);
    if (got === "recorded") model.refunds.add(keyOf(key));
  }

  for (const [i, c] of commands.entries()) {
    const linksBefore = new Map(model.links);
    try {
      await run(c);
      model.head = await world.client.getBlockNumber();
      await checkStep(world.db, model, credited, linksBefore);
    } catch (error) {
      throw withStep(error, i, c);
    }
  }

  // Faults stop; the chain settles: the indexer must reach the finalized block within two ticks.
  try {
    await world.chain.mine(Number(FINALITY_DEPTH) + 1);
    model.head = await world.client.getBlockNumber();
    const finalized = model.head - FINALITY_DEPTH;
    let reached = false;
    for (let n = 0; n < 2 && !reached; n++) {
      await tick();
      const [state] = await queryRows<{ final_through: string }>(
        world.db,
        sql`select final_through::text from indexer_state`,
      );
      reached = BigInt(state?.final_through ?? "-1") === finalized;
    }
    if (!reached)
      throw new InvariantViolation(`the indexer did not reach the finalized block ${finalized} in two ticks`);
    await checkStep(world.db, model, credited, new Map(model.links));
    await checkSettled(world.db, model);
    // Every investor verified, a round published and every leaf claimed: the distribution of what
    // the history credited, whatever the wallets did on the way.
    for (const userId of world.investorIds) await distribution.verify(userId);
    await distribution.round();
    for (const userId of world.investorIds) await distribution.claim("pxl", userId, wallet(0));
    // The operator waits for the chain to be read past the record date: then the dividend is planned.
    await readPastRecordDate();
    if ((await distribution.dividend(1_000_000n * 1_000_000n)) !== "saved")
      throw new InvariantViolation("the last dividend was refused with the chain read past its record date");
    for (const userId of world.investorIds) await distribution.claim("dividend", userId, wallet(1));
    // The operator then attributes a payment still credited to nobody, if there is one: made before
    // the dividend just published, it earns its share in the next one (a catch-up), claimed at once.
    const [awaiting] = await queryRows<{ tx_hash: string; log_index: number }>(
      world.db,
      sql`select tx_hash, log_index from ledger_entries where user_id is null and tokens_micro_pxl > 0
          order by tx_hash, log_index limit 1`,
    );
    const pick = model
      .incoming()
      .findIndex((t) => t.txHash === awaiting?.tx_hash && t.logIndex === awaiting?.log_index);
    if (pick >= 0) {
      const linksBefore = new Map(model.links);
      await run({ t: "attribute", pick, user: 0, toOperator: false });
      await checkStep(world.db, model, credited, linksBefore);
      await readPastRecordDate();
      if ((await distribution.dividend(1_000_000n * 1_000_000n)) !== "saved")
        throw new InvariantViolation(
          "the dividend after an attribution was refused with the chain read through",
        );
      for (const userId of world.investorIds) await distribution.claim("dividend", userId, wallet(1));
    }
    await distribution.check(payerAccounts);
    // The operator pays the first refund due back: to the sale wallet itself and short (both refused), then in full.
    for (const how of ["self", "short", "exact"] as const) await refund(0, how);
    await checkStep(world.db, model, credited, new Map(model.links));
    const [r] = await queryRows<{ credited: number; refunds: number; awaiting: number }>(
      world.db,
      sql`select count(*) filter (where user_id is not null)::int as credited,
                 count(*) filter (where user_id is null)::int as awaiting,
                 count(*) filter (where refund_due_micro_usdt > 0)::int as refunds from ledger_entries`,
    );
    if (r?.credited) count("history ending with credited entries");
    if (r?.awaiting) count("history ending with entries awaiting attribution");
    if (r?.refunds) count("history crossing the cap");
  } catch (error) {
    throw withStep(error, commands.length, { t: "settle" });
  }
}

/** How often each interesting outcome happened: proof that the histories reach the paths they test. */
export type Tally = Map<string, number>;

function withStep(error: unknown, index: number, command: unknown): Error {
  const what = JSON.stringify(command, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
  const message = error instanceof Error ? error.message : String(error);
  const wrapped = new Error(`step ${index} ${what}: ${message}`, { cause: error });
  return wrapped;
}
