import { createPublicClient, fallback, http, type PublicClient } from "viem";
import { type EtherscanTransportOptions, etherscanTransport } from "@/server/chain/etherscan-transport";

export type ExplorerSource = Omit<EtherscanTransportOptions, "timeoutMs">;

/**
 * A client over a list of RPC endpoints tried in order. Each gets a short timeout and no retries of
 * its own, so a dead or hanging endpoint costs one timeout before the next is asked (viem's default
 * would wait 10 s and retry). Block numbers are never cached: the indexer needs the real head.
 * With explorer keys, Etherscan's API is the last source, asked only when every endpoint failed.
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
    transport: fallback(
      [
        ...urls.map((url) => http(url, { timeout: timeoutMs, retryCount: 0 })),
        ...(explorerUsed ? [etherscanTransport({ ...explorer, timeoutMs })] : []),
      ],
      { rank: false, retryCount: 1 },
    ),
  }) as PublicClient;
}
