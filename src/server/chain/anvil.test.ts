import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createTestClient, http } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import { type Anvil, anvilBinaryPath, startAnvil } from "@/server/chain/anvil";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("anvil", () => {
  const started: Anvil[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), "anvil-test-"));
  afterAll(async () => {
    await Promise.all(started.map((anvil) => anvil.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("listens on a free loopback port with the chain id asked for, and stop() ends the process", async () => {
    const anvil = await startAnvil({ chainId: 31337 });
    started.push(anvil);
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(await client.getChainId()).toBe(31337);

    const pid = anvil.process.pid;
    expect(pid && isRunning(pid)).toBe(true);
    await anvil.stop();
    await anvil.stop(); // a second stop is harmless
    expect(pid && isRunning(pid)).toBe(false);
  });

  it("gives two chains two ports", async () => {
    const [a, b] = await Promise.all([startAnvil(), startAnvil()]);
    started.push(a, b);
    expect(a.rpcUrl).not.toBe(b.rpcUrl);
    const client = createPublicClient({ transport: http(b.rpcUrl) });
    expect(await client.getChainId()).toBe(42161);
  });

  it("mines on a timer when given a block time", async () => {
    const anvil = await startAnvil({ blockTimeSeconds: 1 });
    started.push(anvil);
    const client = createPublicClient({ transport: http(anvil.rpcUrl), cacheTime: 0 });
    const first = await client.getBlockNumber();
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(await client.getBlockNumber()).toBeGreaterThan(first);
  });

  it("starts a new chain at the start time asked for, and a restart from its state file never dates a block earlier", async () => {
    const startTime = new Date("2026-06-01T00:00:00Z");
    const stateFile = path.join(dir, "dated", "state.json");
    const first = await startAnvil({ startTime, stateFile });
    started.push(first);
    const client = createPublicClient({ transport: http(first.rpcUrl), cacheTime: 0 });
    expect((await client.getBlock({ blockNumber: 0n })).timestamp).toBe(BigInt(startTime.getTime() / 1000));
    const testClient = createTestClient({ mode: "anvil", transport: http(first.rpcUrl) });
    await testClient.mine({ blocks: 1 });
    const mined = await client.getBlock({ blockTag: "latest" });
    // The clock runs on from the start time, not from the wall clock.
    expect(mined.timestamp - BigInt(startTime.getTime() / 1000)).toBeLessThan(60n);
    await first.stop();

    // The same start time again: the saved chain is loaded, and its next block is not dated before the last.
    const second = await startAnvil({ startTime, stateFile });
    started.push(second);
    const restarted = createPublicClient({ transport: http(second.rpcUrl), cacheTime: 0 });
    await createTestClient({ mode: "anvil", transport: http(second.rpcUrl) }).mine({ blocks: 1 });
    const next = await restarted.getBlock({ blockTag: "latest" });
    expect(next.number).toBe(mined.number + 1n);
    expect(next.timestamp).toBeGreaterThan(mined.timestamp);
  });

  it("reports an anvil that exits at start with its own message", async () => {
    const stateFile = path.join(dir, "broken.json");
    writeFileSync(stateFile, "not json");
    await expect(startAnvil({ stateFile })).rejects.toThrow(/anvil exited before listening.*broken\.json/s);
  });

  it("names the missing binary and how to get it back", () => {
    const otherPlatform = process.platform === "linux" ? "darwin" : "linux";
    expect(() => anvilBinaryPath(otherPlatform, "arm64")).toThrow(
      new RegExp(`anvil-${otherPlatform}-arm64/bin/anvil.*reinstall without --omit=optional`),
    );
    expect(() => anvilBinaryPath("freebsd", "x64")).toThrow("anvil has no npm build for freebsd/x64");
  });
});
