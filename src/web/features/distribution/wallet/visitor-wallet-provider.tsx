import type { ReactNode } from "react";
import { WagmiProvider } from "wagmi";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { Spinner } from "@/web/components/ui/spinner";
import { visitorWalletConfig } from "@/web/features/distribution/wallet/visitor-wagmi-config";
import { usePublicChain } from "@/web/lib/public-chain";

/**
 * wagmi for a visitor who is not signed in: the browser's wallets, read through their own provider
 * (visitor-wagmi-config.ts).
 */
export function VisitorWalletProvider({ children }: { children: ReactNode }) {
  const chain = usePublicChain();
  if (chain.isError) {
    return <Alert tone="danger">{m.claim_wallets_unavailable()}</Alert>;
  }
  if (!chain.data) return <Spinner label={m.claim_public_loading_wallets()} />;
  return <WagmiProvider config={visitorWalletConfig(chain.data)}>{children}</WagmiProvider>;
}
