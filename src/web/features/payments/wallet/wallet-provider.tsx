import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { WagmiProvider } from "wagmi";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { Spinner } from "@/web/components/ui/spinner";
import { usePublicChain } from "@/web/lib/public-chain";
import { demoWalletsQuery } from "./api/demo-wallets";
import { walletConfig } from "./wagmi-config";

/**
 * wagmi for the wallet components, set up from `GET /api/chain` (and the demo wallets on the demo
 * chain). Only these lazily loaded components import wagmi, so no other page carries it.
 */
export function WalletProvider({
  children,
  demoTreasury = false,
}: {
  children: ReactNode;
  /** Offer the demo treasury too (the operator console, which publishes rounds with it). */
  demoTreasury?: boolean;
}) {
  const chain = usePublicChain();
  const demo = useQuery(demoWalletsQuery(chain.data?.demo === true));
  if (chain.isError || demo.isError) {
    return <Alert tone="danger">{m.wallet_unavailable()}</Alert>;
  }
  if (!chain.data || (chain.data.demo && !demo.data)) return <Spinner label={m.wallet_loading()} />;
  const treasury = demoTreasury ? demo.data?.treasury : undefined;
  return (
    <WagmiProvider config={walletConfig(chain.data, demo.data?.wallets, treasury)}>{children}</WagmiProvider>
  );
}
