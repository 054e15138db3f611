import { createPublicClient, fallback, http, type PublicClient } from "viem";

/**
 * A client over a list of RPC endpoints tried in order. Each gets a short timeout and no retries of
 * its own, so a dead or hanging endpoint costs one timeout before the next is asked (viem's default
 * would wait 10 s and retry). Block numbers are never cached: the indexer needs the real head.
 */
export function createRpcClient(urls: readonly string[], timeoutMs: number): PublicClient {
  if (urls.length === 0) throw new Error("no RPC endpoint configured");
  return createPublicClient({
    cacheTime: 0,
    pollingInterval: 1_000,
    transport: fallback(
      urls.map((url) => http(url, { timeout: timeoutMs, retryCount: 0 })),
      { rank: false, retryCount: 1 },
    ),
  }) as PublicClient;
}
