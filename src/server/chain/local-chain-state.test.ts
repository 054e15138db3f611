import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Address, createPublicClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, describe, expect, it } from "vitest";
import { startAnvil } from "@/server/chain/anvil";
import { distributionAddresses } from "@/server/chain/distribution-deployment";
import {
  anvilWallet,
  DEMO_WALLET_USDT,
  demoWallet,
  ensureMockUsdt,
  type LocalChain,
  localViemChain,
  startLocalChain,
} from "@/server/chain/local-chain";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";

/** The pids of the anvil processes this test process started (LocalChain does not expose its process). */
function anvilChildren(): number[] {
  return execFileSync("ps", ["-A", "-o", "pid=,ppid=,comm="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, command]) => Number(ppid) === process.pid && path.basename(command ?? "") === "anvil")
    .map(([pid]) => Number(pid));
}

/** What a restart must keep: the tokens, every balance, the supply, the distributors and the deployer's nonce. */
async function snapshot(chain: LocalChain) {
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 });
  const balanceOf = (address: Address) =>
    client.readContract({
      address: chain.usdt,
      abi: mockUsdtAbi,
      functionName: "balanceOf",
      args: [address],
    });
  const code = (address: Address) => client.getCode({ address });
  return {
    usdt: chain.usdt,
    distribution: [chain.pxlToken, chain.pxlDistributor, chain.dividendDistributor],
    distributionCode: await Promise.all(
      [chain.pxlToken, chain.pxlDistributor, chain.dividendDistributor].map(code),
    ),
    supply: await client.readContract({ address: chain.usdt, abi: mockUsdtAbi, functionName: "totalSupply" }),
    sale: await balanceOf(chain.saleWallet),
    demo: await Promise.all(chain.demoWallets.map((w) => balanceOf(w.address))),
    deployerNonce: await client.getTransactionCount({ address: chain.deployer.address }),
    blockNumber: await client.getBlockNumber(),
  };
}

describe("startLocalChain with a state file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "local-chain-state-"));
  const stateFile = path.join(dir, "chain", "anvil-state.json");
  const running: LocalChain[] = [];
  afterAll(async () => {
    await Promise.all(running.map((chain) => chain.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("finds the same token and balances after a restart and mints nothing more", async () => {
    const first = await startLocalChain({ stateFile });
    running.push(first);
    const payer = first.demoWallets[1];
    if (!payer) throw new Error("no demo wallet");
    const wallet = createWalletClient({
      chain: localViemChain(first.rpcUrl),
      transport: http(first.rpcUrl),
      account: privateKeyToAccount(payer.privateKey),
    });
    const hash = await wallet.writeContract({
      address: first.usdt,
      abi: mockUsdtAbi,
      functionName: "transfer",
      args: [first.saleWallet, 1_234_567n],
    });
    await createPublicClient({ transport: http(first.rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    });
    const before = await snapshot(first);
    expect(before.supply).toBe(4n * DEMO_WALLET_USDT);
    expect(before.sale).toBe(1_234_567n);
    expect(before.deployerNonce).toBe(8); // MockUSDT, four mints, PXL and two distributors

    await first.stop();
    expect(existsSync(stateFile)).toBe(true);

    const second = await startLocalChain({ stateFile });
    running.push(second);
    expect(await snapshot(second)).toEqual(before);

    const client = createPublicClient({ transport: http(second.rpcUrl) });
    expect(await client.getTransactionReceipt({ hash })).toMatchObject({ status: "success" });
  });

  it("deploys only the distribution contracts on a state file from before them, at the same addresses", async () => {
    const oldStateFile = path.join(dir, "old", "anvil-state.json");
    const old = await startAnvil({ stateFile: oldStateFile });
    const usdt = await ensureMockUsdt(
      old.rpcUrl,
      anvilWallet(0),
      [1, 2, 3, 4].map((n) => demoWallet(n)),
    );
    // The treasury has acted since: a nonce-based address would move, a CREATE2 one does not.
    const treasury = createWalletClient({
      chain: localViemChain(old.rpcUrl),
      transport: http(old.rpcUrl),
      account: privateKeyToAccount(anvilWallet(0).privateKey),
    });
    const hash = await treasury.sendTransaction({ to: demoWallet(1).address, value: 1n });
    await createPublicClient({ transport: http(old.rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    });
    await old.stop();

    const chain = await startLocalChain({ stateFile: oldStateFile });
    running.push(chain);
    expect(chain.usdt).toBe(usdt);
    expect(chain).toMatchObject(distributionAddresses(chain.deployer.address, usdt));
    const after = await snapshot(chain);
    expect(after.distributionCode.every((code) => code && code.length > 2)).toBe(true);
    expect(after.deployerNonce).toBe(9); // the old six, then PXL and two distributors
    expect(after.supply).toBe(4n * DEMO_WALLET_USDT);
  });

  it.skipIf(process.platform === "win32")("leaves no anvil process behind when stopped", async () => {
    const before = anvilChildren();
    const chain = await startLocalChain();
    running.push(chain);
    const started = anvilChildren().filter((pid) => !before.includes(pid));
    expect(started).toHaveLength(1);
    await chain.stop();
    expect(anvilChildren()).toEqual(before);
    const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 1_000 }) });
    await expect(client.getChainId()).rejects.toThrow();
  });
});
