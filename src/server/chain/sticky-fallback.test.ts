import { createPublicClient, encodeFunctionData, erc20Abi, http, type PublicClient } from "viem";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { down, type ProxyEndpoint, proxyEndpoint } from "@/server/chain/endpoint-fixture";
import { type LocalChain, startLocalChain } from "@/server/chain/local-chain";
import { endpointGuard, endpointSwitches, stickyFallback } from "@/server/chain/sticky-fallback";

describe("a sticky fallback over endpoints", () => {
  let chain: LocalChain;
  let first: ProxyEndpoint;
  let second: ProxyEndpoint;
  beforeAll(async () => {
    chain = await startLocalChain({ stateFile: null });
    [first, second] = await Promise.all([proxyEndpoint(chain.rpcUrl), proxyEndpoint(chain.rpcUrl)]);
  });
  afterEach(() => {
    first.behave(null);
    second.behave(null);
    first.calls.length = 0;
    second.calls.length = 0;
  });
  afterAll(() => Promise.all([first.close(), second.close(), chain.stop()]));

  const client = (returnToFirstAfterMs?: number) =>
    createPublicClient({
      cacheTime: 0,
      transport: stickyFallback(
        [first.url, second.url].map((url) => http(url, { timeout: 1_000, retryCount: 0 })),
        { retryCount: 0, returnToFirstAfterMs },
      ),
    }) as PublicClient;

  it("stays on the endpoint that answered, moves only when it fails, wraps around, and counts switches", async () => {
    const sticky = client();
    await sticky.getBlockNumber();
    expect([first.calls, second.calls]).toEqual([["eth_blockNumber"], []]);

    first.behave(down);
    await sticky.getBlockNumber();
    expect(endpointSwitches(sticky)).toBe(1);

    // The first is back: still the second, which answered last.
    first.behave(null);
    await sticky.getBlockNumber();
    await sticky.getChainId();
    expect(first.calls).toHaveLength(2);
    expect(second.calls).toEqual(["eth_blockNumber", "eth_blockNumber", "eth_chainId"]);
    expect(endpointSwitches(sticky)).toBe(1);

    second.behave(down);
    await sticky.getBlockNumber();
    expect(first.calls).toHaveLength(3);
    expect(endpointSwitches(sticky)).toBe(2);
  });

  it("asks each endpoint once per request, and throws when all failed", async () => {
    const sticky = client();
    first.behave(down);
    second.behave(down);
    await expect(sticky.getBlockNumber()).rejects.toThrow();
    expect([first.calls.length, second.calls.length]).toEqual([1, 1]);
    expect(endpointSwitches(sticky)).toBe(0);
  });

  it("does not move on a revert, which every node gives alike", async () => {
    const sticky = client();
    const overdraw = encodeFunctionData({
      abi: erc20Abi,
      functionName: "transfer",
      args: [chain.saleWallet, 10n ** 30n],
    });
    await expect(sticky.call({ account: chain.saleWallet, to: chain.usdt, data: overdraw })).rejects.toThrow(
      /revert/i,
    );
    expect(second.calls).toEqual([]);
  });

  it("goes back to the first endpoint, its operator's preference, once it was away long enough", async () => {
    const sticky = client(200);
    first.behave(down);
    await sticky.getBlockNumber();
    first.behave(null);
    await sticky.getBlockNumber();
    expect(first.calls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await sticky.getBlockNumber();
    expect(first.calls).toHaveLength(2);
    await sticky.getBlockNumber();
    expect(first.calls).toHaveLength(3);
    expect(endpointSwitches(sticky)).toBe(1);
  });

  it("lets a reader detect a switch between two of its reads", async () => {
    const sticky = client();
    await sticky.getBlockNumber();
    const sameEndpoint = endpointGuard(sticky, "tick");
    await sticky.getBlockNumber();
    expect(sameEndpoint).not.toThrow();
    first.behave(down);
    await sticky.getBlockNumber();
    expect(sameEndpoint).toThrow(/the RPC endpoint changed during the tick/);
  });

  it("counts no switch for a client over another transport", async () => {
    const plain = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient;
    expect(endpointSwitches(plain)).toBe(0);
    expect(endpointGuard(plain, "tick")).not.toThrow();
  });
});
