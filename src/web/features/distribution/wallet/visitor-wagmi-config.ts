import { arbitrum } from "viem/chains";
import { type Config, createConfig, createStorage, injected } from "wagmi";
import type { PublicChain } from "@/shared/chain/public-chain";
import { connectedWalletTransport } from "@/web/features/distribution/wallet/wallet-transport";

let cached: { key: string; config: Config } | null = null;

/**
 * wagmi for a visitor of a public round who is not signed in: the browser's own wallets (EIP-6963 and
 * window.ethereum), and every read through the connected wallet's provider, never the site's relay
 * (which serves signed-in people only). Its own storage key, so it does not take over the connection
 * the investor area remembers.
 */
export function visitorWalletConfig(chain: PublicChain): Config {
  const key = `${chain.chainId}:${chain.demo}`;
  if (cached?.key === key) return cached.config;
  let config: Config | undefined;
  // The demo chain answers with Arbitrum's id; its name says which one a wallet must be set to.
  const viemChain = { ...arbitrum, id: chain.chainId, name: chain.demo ? "Demo chain" : arbitrum.name };
  config = createConfig({
    chains: [viemChain],
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    transports: { [viemChain.id]: connectedWalletTransport(() => config) },
    // Each read on its own: the demo chain has no Multicall3, where a batched call would read "0x".
    batch: { multicall: false },
    storage: createStorage({
      key: "pxl.visitor-wallet",
      storage: typeof window === "undefined" ? undefined : window.localStorage,
    }),
    ssr: false,
  });
  cached = { key, config };
  return config;
}
