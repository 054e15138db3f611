import { sql } from "drizzle-orm";
import {
  type Address,
  createPublicClient,
  custom,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
} from "viem";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { ensureDistributionContracts } from "@/server/chain/distribution-deployment";
import type { Finality } from "@/server/chain/finality";
import { anvilWallet, type LocalWallet } from "@/server/chain/local-chain";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import { user } from "@/server/db/auth-schema";
import { contractPayments } from "@/server/payments/contract-fixture";
import { createIndexer, type Indexer, type IndexerOptions } from "@/server/payments/indexer";
import { startPaymentsChain } from "@/server/payments/indexer-fixture";
import { killable } from "@/server/test/killable-db";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

/** As on the demo chain: a block is final two blocks below the head. */
export const FINALITY: Finality = { kind: "depth", blocks: 2n };
export const FINALITY_DEPTH = 2n;
/** Payers: anvil accounts 2..6 (funded with ETH by anvil, and with plenty of USDT at setup). */
export const PAYER_COUNT = 5;
/** Investors (users who may link wallets and claim) and one operator. */
export const USER_COUNT = 3;

/** What the indexer's provider does wrong during one tick. */
export type Fault =
  | { kind: "none" }
  /** Every call from the `at`-th on fails: the process dies there (the tick is killed at that await). */
  | { kind: "kill"; at: number }
  /** The process dies at its `at`-th database call (a query, or the start of a transaction). */
  | { kind: "killDb"; at: number }
  /** The tick goes well, but the ledger's allocation after it fails (the database, for a moment). */
  | { kind: "allocation" }
  /** The `at`-th database call fails (a dropped connection); the process lives on. */
  | { kind: "dbError"; at: number }
  /** The `at`-th call fails once with a provider error (HTTP 503 or an internal error). */
  | { kind: "error"; at: number }
  /** The `at`-th call hangs, then times out. */
  | { kind: "hang"; at: number }
  /** eth_getLogs over more than `blocks` blocks is refused as "range too large". */
  | { kind: "range"; blocks: number };

/**
 * One anvil and one database for a whole property: each history starts from an anvil snapshot of the
 * same base state and an emptied ledger, so thousands of histories are affordable.
 */
export async function startSimWorld(engine: "pglite" | "postgres") {
  const [database, chain] = await Promise.all([createTestDatabase(engine), startPaymentsChain()]);
  const { client } = chain;
  const usdt = chain.chain.usdt;
  const saleWallet = chain.chain.saleWallet;
  const chainId = chain.chain.chainId;
  const payers: LocalWallet[] = Array.from({ length: PAYER_COUNT }, (_, i) => anvilWallet(i + 2));
  const spender = anvilWallet(0); // the token's deployer: an EOA allowed to move the payers' USDT
  const contracts = contractPayments(chain);

  // Base state: a batching contract every payer (and the sale wallet) approved, another token, and
  // plenty of USDT everywhere so no history runs dry. All of it below the indexer's start block.
  const payer = await contracts.deployPayer(chain.chain.deployer);
  const otherToken = await chain.deployOtherToken(chain.chain.deployer);
  for (const wallet of [...payers, chain.saleWalletKey]) {
    await chain.mint(wallet.address, 10n ** 30n);
    await anvilReceipt(
      client,
      await chain.walletFor(chain.chain.deployer).writeContract({
        address: otherToken,
        abi: mockUsdtAbi,
        functionName: "mint",
        args: [wallet.address, 10n ** 30n],
        chain: null,
      }),
    );
    await contracts.approve(wallet, payer, maxUint256);
    await contracts.approve(wallet, spender.address, maxUint256);
  }
  // The PXL token and its distributor, the deployer as the academy's treasury (owner and holder of the supply).
  const distribution = await ensureDistributionContracts(
    client,
    chain.walletFor(chain.chain.deployer),
    chain.chain.deployer.address,
    usdt,
  );
  const startBlock = (await client.getBlockNumber()) + 1n;

  const userIds = Array.from({ length: USER_COUNT + 1 }, (_, i) => `sim-user-${i}`);
  await database.db.insert(user).values(
    userIds.map((id, i) => ({
      id,
      name: id,
      email: `${id}@pxl.example`,
      emailVerified: true,
      firstName: "Sim",
      lastName: `User ${i}`,
      phone: "+41000000000",
      country: "CH",
    })),
  );

  const fault: { current: Fault; calls: number } = { current: { kind: "none" }, calls: 0 };
  const dbCalls = { count: 0, failAt: 0 };
  /** The indexer's database: dies at the `failAt`-th call when a "killDb" fault says so. */
  const indexerDb = killable(database.db, dbCalls);
  const inner = http(chain.chain.rpcUrl, { retryCount: 0 });
  /** The indexer's provider: the real chain behind a transport that misbehaves as `fault` says. */
  const faultyClient = createPublicClient({
    cacheTime: 0,
    transport: custom(
      {
        async request(args: { method: string; params?: unknown }) {
          const n = ++fault.calls;
          const f = fault.current;
          if (f.kind === "kill" && n >= f.at) throw new Error("killed");
          if (f.kind === "error" && n === f.at) throw new Error("HTTP request failed. Status: 503");
          if (f.kind === "hang" && n === f.at) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            throw new Error("The request took too long to respond. Details: The request timed out.");
          }
          if (f.kind === "range" && args.method === "eth_getLogs") {
            const [filter] = args.params as [{ fromBlock: Hex; toBlock: Hex }];
            if (BigInt(filter.toBlock) - BigInt(filter.fromBlock) + 1n > BigInt(f.blocks)) {
              throw new Error("block range too large: query returned more than 10000 results");
            }
          }
          return inner({}).request(args as never);
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient;

  // anvil's raw RPC answer is untyped; evm_snapshot returns a hex id.
  let snapshot = (await chain.rpc("evm_snapshot")) as Hex;
  const baseTime = Number((await client.getBlock()).timestamp);
  let resets = 0;
  const baseCode = {
    usdt: await client.getCode({ address: usdt }),
    other: await client.getCode({ address: otherToken }),
  };

  /** A new indexer process on the faulty provider (a killed one is replaced by a new one). */
  const newIndexer = (onChange?: IndexerOptions["onChange"]): Indexer =>
    createIndexer({
      ...(onChange ? { onChange } : {}),
      db: indexerDb,
      client: faultyClient,
      chainId,
      usdt,
      saleWallet,
      startBlock,
      finality: FINALITY,
    });

  /** A transaction from `from` calling the token (reverted ones too, when `gas` is given). */
  async function send(from: LocalWallet, call: SendCall, gas?: bigint) {
    const hash = await chain.walletFor(from).writeContract({
      address: call.token ?? usdt,
      abi: mockUsdtAbi,
      functionName: call.fn,
      args: call.args as never,
      chain: null,
      ...(gas ? { gas } : {}),
    });
    return anvilReceipt(client, hash, { pollingInterval: 5 });
  }

  return {
    database,
    db: database.db,
    chain,
    client,
    chainId,
    usdt,
    saleWallet,
    saleWalletKey: chain.saleWalletKey,
    payers,
    spender,
    payer,
    otherToken,
    contracts,
    distribution,
    startBlock,
    userIds,
    investorIds: userIds.slice(0, USER_COUNT),
    operatorId: userIds[USER_COUNT] as string,
    fault,
    /** Sets the fault of the next tick (and resets the call counters it counts with). */
    setFault(next: Fault) {
      fault.current = next;
      fault.calls = 0;
      dbCalls.count = 0;
      dbCalls.failAt = next.kind === "killDb" || next.kind === "dbError" ? next.at : 0;
    },
    newIndexer,
    send,
    /** Back to the base state: the chain as it was after setup, the ledger and links empty. */
    async reset() {
      fault.current = { kind: "none" };
      dbCalls.failAt = 0;
      const reverted = await chain.rpc("evm_revert", [snapshot]);
      if (reverted !== true) throw new Error("evm_revert failed");
      snapshot = (await chain.rpc("evm_snapshot")) as Hex;
      // Every history's blocks get times of their own (a minute apart per history). Two histories in the
      // same second mined identical blocks (equal hashes) on the same parent, and after anvil_reorg the
      // chain ran on a state without the token: with seed -742282919, history 1,086 saw a successful
      // USDT transfer with no Transfer log, every time, and passed alone (and passes with this).
      resets += 1;
      await chain.rpc("evm_setNextBlockTimestamp", [baseTime + resets * 60]);
      const code = {
        usdt: await client.getCode({ address: usdt }),
        other: await client.getCode({ address: otherToken }),
      };
      if (code.usdt !== baseCode.usdt || code.other !== baseCode.other) {
        throw new Error(
          `reset: the tokens' code is not the base state's (block ${await client.getBlockNumber()})`,
        );
      }
      await database.db.execute(
        sql`truncate attribution_requests, ledger_events, ledger_entries, payment_claims, payments, outgoing_transfers,
            skipped_transfers, indexer_state, wallet_links, wallet_link_periods, wallet_nonces, audit_log, kyc_submissions,
            distribution_round_entries, dividend_catch_ups, distribution_rounds, pxl_transfers, distribution_claims,
            distribution_index_state cascade`,
      );
      // The accounts stay: their holdings go back to nothing with the ledger.
      await database.db.execute(sql`update user_holdings set tokens_micro_pxl = 0, invested_micro_usdt = 0`);
    },
    stop: () => Promise.all([database.destroy(), chain.stop()]),
  };
}

export interface SendCall {
  fn: "transfer" | "transferFrom";
  args: readonly unknown[];
  token?: Address;
}

export type SimWorld = Awaited<ReturnType<typeof startSimWorld>>;
export type { TestDatabase };
