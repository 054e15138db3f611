import { custom, type EIP1193Provider, ProviderDisconnectedError } from "viem";
import type { Config } from "wagmi";
import { m } from "@/paraglide/messages";

/**
 * A transport that reads the chain through the connected wallet's own provider (EIP-1193): what a
 * visitor who is not signed in has, since the site's JSON-RPC relay serves signed-in people only.
 * It asks the wallet that is connected, not the first browser wallet found, so reads, the sending and
 * the receipt all come from one node: the one the transaction goes to.
 */
export function connectedWalletTransport(config: () => Config | undefined) {
  return custom(
    {
      async request({ method, params }) {
        const state = config()?.state;
        const connection = state?.current ? state.connections.get(state.current) : undefined;
        if (!connection) throw new ProviderDisconnectedError(new Error(m.claim_wallet_connect_first()));
        const provider = (await connection.connector.getProvider()) as EIP1193Provider | undefined;
        if (!provider) throw new ProviderDisconnectedError(new Error(m.claim_wallet_unavailable()));
        return provider.request({ method, params } as Parameters<EIP1193Provider["request"]>[0]);
      },
    },
    { key: "wallet", name: "Connected wallet", retryCount: 2 },
  );
}
