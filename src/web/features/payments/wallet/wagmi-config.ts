import { defineChain } from "viem";
import { arbitrum } from "viem/chains";
import { type Config, type CreateConnectorFn, createConfig, http, injected } from "wagmi";
import { walletConnect } from "wagmi/connectors";
import type { PublicChain } from "@/shared/chain/public-chain";
import type { DemoWallets } from "@/shared/wallets/wallet-schemas";
import { type DemoWalletKey, demoConnector } from "./demo-connector";

/** The site's JSON-RPC proxy: the browser reads the chain (and on the demo chain sends) through it. */
export const rpcProxyUrl = () => `${window.location.origin}/api/chain/rpc`;

let cached: { key: string; config: Config } | null = null;

/**
 * One wagmi config for the page (every wallet component shares its connection). Reads go through the
 * site's proxy. On Arbitrum the wallets are the browser's injected ones (EIP-6963 discovery and
 * window.ethereum), which send through their own node. On the demo chain only the built-in demo
 * wallets: its chain id is Arbitrum's, so a real wallet would send real transactions to Arbitrum.
 */
export function walletConfig(
  chain: PublicChain,
  demoWallets: DemoWallets["wallets"] | undefined,
  demoTreasury?: DemoWallets["treasury"],
): Config {
  const key = `${chain.chainId}:${chain.demo}:${demoWallets?.length ?? 0}:${Boolean(demoTreasury)}:${chain.walletConnectProjectId}`;
  if (cached?.key === key) return cached.config;
  const rpcUrl = rpcProxyUrl();
  const viemChain = chain.demo
    ? defineChain({
        id: chain.chainId,
        name: "Demo chain",
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      })
    : { ...arbitrum, id: chain.chainId };
  const config = createConfig({
    chains: [viemChain],
    connectors: walletConnectors(chain, demoWallets, rpcUrl, demoTreasury),
    multiInjectedProviderDiscovery: !chain.demo,
    transports: { [viemChain.id]: http(rpcUrl) },
    ssr: false,
  });
  cached = { key, config };
  return config;
}

/**
 * The wallets offered: on the demo chain its demo wallets only; on Arbitrum the browser's own, and
 * WalletConnect (a wallet app on a phone) when the site has a project id. Its pairing QR code is drawn
 * by the connect dialog, not WalletConnect's modal, which would need many more origins in the CSP.
 */
export function walletConnectors(
  chain: PublicChain,
  demoWallets: DemoWallets["wallets"] | undefined,
  rpcUrl: string,
  demoTreasury?: DemoWallets["treasury"],
): CreateConnectorFn[] {
  if (chain.demo) {
    const wallets = (demoWallets ?? []).map((wallet, i) =>
      demoConnector(i + 1, wallet as DemoWalletKey, rpcUrl),
    );
    // The operator console's demo signs roots and funds distributors as the academy's treasury.
    const treasury = demoTreasury
      ? [demoConnector(0, demoTreasury as DemoWalletKey, rpcUrl, "Demo treasury (distributors' owner)")]
      : [];
    return [...treasury, ...wallets];
  }
  if (!chain.walletConnectProjectId) return [injected()];
  return [
    injected(),
    walletConnect({
      projectId: chain.walletConnectProjectId,
      showQrModal: false,
      metadata: {
        name: "Pixel Academy PXL sale",
        description: "Pay for PXL tokens in USDT on Arbitrum",
        url: window.location.origin,
        icons: [`${window.location.origin}/favicon.svg`],
      },
    }),
  ];
}
