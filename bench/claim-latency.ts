/**
 * Issue 4, second figure: the latency of POST /api/payments/claim on the real app (in-memory PGlite,
 * a real anvil), beside GET /api/sale and GET /api/auth/get-session measured in the same run.
 */

import { type Hex, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import type { LocalWallet } from "../src/server/chain/local-chain";
import { mockUsdtAbi } from "../src/server/chain/mock-usdt";
import { createIndexer } from "../src/server/payments/indexer";
import { startPaymentsChain } from "../src/server/payments/indexer-fixture";
import {
  type AccountHarness,
  createUser,
  emailFor,
  sessionCookie,
  signIn,
} from "../src/server/test/account-harness";
import { linkWalletOverApi } from "../src/server/test/link-wallet-over-api";
import { startSmtpSink } from "../src/server/test/smtp-sink";
import { createTestApp } from "../src/server/test/test-app";
import { createTestDatabase } from "../src/server/test/test-database";
import { countingClient } from "./indexer-rpc";

export interface ClaimLatencyOptions {
  /** Signed-in investors, each with a linked wallet and one final payment from it. */
  users: number;
  /** Claims measured in each phase (users are cycled through when there are fewer). */
  claims: number;
  /** Claims in flight in the concurrent phase. */
  concurrency: number;
}

interface Investor {
  cookie: string;
  hash: Hex;
}

/** Nearest-rank percentile of `samples` (ms). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

async function timed(send: () => Response | Promise<Response>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await send();
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

export async function measureClaimLatency({ users, claims, concurrency }: ClaimLatencyOptions) {
  const [database, smtp, chain] = await Promise.all([
    createTestDatabase("pglite"),
    startSmtpSink(),
    startPaymentsChain(),
  ]);
  // The app's services, stopped before what they use closes (as the server's shutdown does).
  let services: ReturnType<typeof createTestApp>["services"] | undefined;
  try {
    const { chainId, usdt, saleWallet, deployer } = chain.chain;
    const rpc = countingClient(chain.chain.rpcUrl);
    const target = { client: rpc.client, chainId, usdt, saleWallet };
    const mail = { smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" };
    const h: AccountHarness = {
      database,
      smtp,
      api: createTestApp(database, { mail }, { chain: target }),
      appWith: (settings) => createTestApp(database, { mail, ...settings }, { chain: target }),
    };
    services = h.api.services;
    const post = (path: string, body: unknown, cookie: string) =>
      h.api.postJson(path, body, { headers: { cookie } });

    // One fresh wallet per investor (a wallet belongs to one user), with ETH for gas and USDT minted.
    const wallets: LocalWallet[] = Array.from({ length: users }, () => {
      const privateKey = generatePrivateKey();
      return { privateKey, address: privateKeyToAccount(privateKey).address };
    });
    const owner = chain.walletFor(deployer);
    const nonce = await chain.client.getTransactionCount({ address: deployer.address, blockTag: "pending" });
    const mints = await Promise.all(
      wallets.map(async (wallet, i) => {
        await chain.rpc("anvil_setBalance", [wallet.address, `0x${parseEther("10").toString(16)}`]);
        return owner.writeContract({
          address: usdt,
          abi: mockUsdtAbi,
          functionName: "mint",
          args: [wallet.address, 1_000n * 1_000_000n],
          nonce: nonce + i,
          chain: null,
        });
      }),
    );
    await Promise.all(mints.map((hash) => anvilReceipt(chain.client, hash)));

    const investors = await pool(users, 8, async (i): Promise<Investor> => {
      const email = emailFor("claimant");
      await createUser(h, email);
      const cookie = sessionCookie(await signIn(h, email));
      const wallet = wallets[i] as LocalWallet;
      const linked = await linkWalletOverApi(h.api, cookie, wallet.privateKey);
      if (linked.status !== 201)
        throw new Error(`linking wallet ${i}: ${linked.status} ${await linked.text()}`);
      const receipt = await chain.transfer(wallet, saleWallet, BigInt(10 + i) * 1_000_000n);
      return { cookie, hash: receipt.transactionHash };
    });

    // Make every payment final and stored, as the running site's indexer would.
    await chain.mine(3);
    await createIndexer({
      db: database.db,
      client: chain.client,
      chainId,
      usdt,
      saleWallet,
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
    }).tick();

    const investor = (i: number) => investors[i % users] as Investor;
    const claim = (i: number) =>
      timed(() => post("/api/payments/claim", { hash: investor(i).hash }, investor(i).cookie));
    const sale = () => timed(() => h.api.call("/api/sale"));
    const session = (i: number) =>
      timed(() => h.api.call("/api/auth/get-session", { headers: { cookie: investor(i).cookie } }));

    // Warm-up (first-call costs: prepared plans, JIT), not measured.
    for (let i = 0; i < Math.min(5, users); i++) {
      await claim(i);
      await sale();
      await session(i);
    }

    // Sequential: one claim, one sale read, one session read, in turn, so the load drifts alike on all.
    rpc.reset();
    const sequential = [];
    const sales = [];
    const sessions = [];
    for (let i = 0; i < claims; i++) {
      sequential.push(await claim(i));
      sales.push(await sale());
      sessions.push(await session(i));
    }
    const rpcPerClaim = rpc.total() / claims;
    const concurrent = await pool(claims, concurrency, claim);

    const statuses = new Map<number, number>();
    for (const r of [...sequential, ...concurrent]) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    if ([...sales, ...sessions].some((r) => r.status !== 200))
      throw new Error("a sale or session read failed");
    const ms = (rs: { ms: number }[]) => rs.map((r) => r.ms);
    return {
      users,
      claims,
      concurrency,
      statuses,
      rpcPerClaim,
      sequential: { p50: percentile(ms(sequential), 50), p95: percentile(ms(sequential), 95) },
      concurrent: { p50: percentile(ms(concurrent), 50), p95: percentile(ms(concurrent), 95) },
      saleP50: percentile(ms(sales), 50),
      sessionP50: percentile(ms(sessions), 50),
    };
  } finally {
    // The claims' receipts are still being mailed: let them go out, then stop delivering.
    await services?.settled();
    await Promise.all([services?.ledgerEvents.stop(), services?.realtime.stop()]);
    await Promise.all([smtp.close(), database.destroy(), chain.stop()]);
  }
}

export function formatClaimLatency(r: Awaited<ReturnType<typeof measureClaimLatency>>): string[] {
  const f = (x: number) => x.toFixed(1).padStart(7);
  const statuses = [...r.statuses].map(([status, n]) => `${n}x ${status}`).join(", ");
  return [
    `Claim latency: ${r.users} signed-in investors, each with a linked wallet and a final payment; ` +
      `${r.claims} claims per phase, in-process requests (${statuses})`,
    `POST /api/payments/claim, sequential      p50 ${f(r.sequential.p50)} ms   p95 ${f(r.sequential.p95)} ms`,
    `POST /api/payments/claim, ${String(r.concurrency).padStart(2)} concurrent   p50 ${f(r.concurrent.p50)} ms   p95 ${f(r.concurrent.p95)} ms`,
    `GET /api/sale (interleaved)               p50 ${f(r.saleP50)} ms`,
    `GET /api/auth/get-session (interleaved)   p50 ${f(r.sessionP50)} ms`,
    `ratio claim : sale (p50, sequential)      ${(r.sequential.p50 / r.saleP50).toFixed(1)}   ` +
      `(${r.rpcPerClaim.toFixed(1)} RPC requests per claim)`,
  ];
}
