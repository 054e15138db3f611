import { createPublicClient, http, type PublicClient } from "viem";
import { type EtherscanTransportOptions, etherscanTransport } from "@/server/chain/etherscan-transport";
import { stickyFallback } from "@/server/chain/sticky-fallback";

export type ExplorerSource = Omit<EtherscanTransportOptions, "timeoutMs">;

/**
 * A client over a list of RPC endpoints in order of preference. Each gets a short timeout and no
 * retries of its own, so a dead or hanging endpoint costs one timeout before the next is asked (viem's
 * default would wait 10 s and retry). The endpoint that answered last is asked first (see
 * stickyFallback: the indexers must not mix two nodes' views in one tick). Block numbers are never
 * cached: the indexer needs the real head. With explorer keys, Etherscan's API is the last source,
 * asked only when every endpoint failed.
 */
export function createRpcClient(
  urls: readonly string[],
  timeoutMs: number,
  explorer?: ExplorerSource,
): PublicClient {
  const explorerUsed = explorer !== undefined && explorer.apiKeys.length > 0;
  if (urls.length === 0 && !explorerUsed) throw new Error("no RPC endpoint configured");
  return createPublicClient({
    cacheTime: 0,
    pollingInterval: 1_000,
    transport: stickyFallback(
      [
        ...urls.map((url) => http(url, { timeout: timeoutMs, retryCount: 0 })),
        ...(explorerUsed ? [etherscanTransport({ ...explorer, timeoutMs })] : []),
      ],
      { retryCount: 1 },
    ),
  }) as PublicClient;
}
