import { type ReactNode, useState } from "react";
import { useConfig, useConnection } from "wagmi";
import { disconnect, switchChain } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { ConnectWallet } from "./connect-wallet";
import { walletErrorMessage } from "./wallet-errors";
import { WalletProvider } from "./wallet-provider";

/** What a page acting with the connected wallet gets (the operator console's publication, for one). */
export interface WalletSessionState {
  /** The connected account on `chainId`; undefined while none is connected or it is on another chain. */
  account: `0x${string}` | undefined;
  /** Connect, the connected account, Switch network and Disconnect. */
  controls: ReactNode;
  /** A wallet's refusal in words. */
  errorMessage: (error: unknown) => string;
}

export interface WalletSessionProps {
  chainId: number;
  /** What to connect and why ("Connect the distributor's owner wallet..."). */
  prompt: string;
  children: (session: WalletSessionState) => ReactNode;
}

/**
 * wagmi and the site's wallet choice around `children`, which act with the connected account (and may
 * use wagmi's hooks inside). A default export to be loaded lazily: it brings wagmi.
 */
export default function WalletSession(props: WalletSessionProps) {
  return (
    <WalletProvider demoTreasury>
      <Session {...props} />
    </WalletProvider>
  );
}

function Session({ chainId, prompt, children }: WalletSessionProps) {
  const config = useConfig();
  const connection = useConnection();
  const [error, setError] = useState<string | null>(null);
  const address = connection.status === "connected" ? connection.address : undefined;
  const wrongChain = address !== undefined && connection.chainId !== chainId;

  const controls = !address ? (
    <div className="flex flex-col gap-2">
      <p className="text-slate-600 text-sm">{prompt}</p>
      <ConnectWallet onError={setError} />
    </div>
  ) : (
    <div className="flex flex-col gap-2 text-sm">
      <span className="font-medium text-slate-700">{m.wallet_session_connected()}</span>
      <CopyableValue value={address} copyLabel={m.wallet_session_copy()} />
      <div className="flex flex-wrap gap-2">
        {wrongChain ? (
          <Button
            size="sm"
            onClick={() =>
              void switchChain(config, { chainId }).catch((failure) => setError(walletErrorMessage(failure)))
            }
          >
            {m.wallet_session_switch_network()}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => void disconnect(config)}>
          {m.wallet_disconnect()}
        </Button>
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-3">
      {children({
        account: wrongChain ? undefined : address,
        controls,
        errorMessage: walletErrorMessage,
      })}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  );
}
