import { useState } from "react";
import { isAddressEqual } from "viem";
import { useConfig, useConnection, useConnectors } from "wagmi";
import { disconnect } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import { shortHex } from "@/shared/format/short-hex";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { useLinkedWallets } from "./api/linked-wallets";
import { ConnectWallet } from "./connect-wallet";
import { demoAddressOf } from "./demo-connector";
import { useLinkConnectedWallet } from "./use-link-connected";
import { walletErrorMessage } from "./wallet-errors";
import { WalletProvider } from "./wallet-provider";

export interface LinkWalletButtonProps {
  /** When given, the connected account must be this wallet. */
  address?: `0x${string}`;
  onLinked: () => void;
}

/** Connects a wallet, signs the Sign-In with Ethereum message and links the wallet to the account. */
export default function LinkWalletButton(props: LinkWalletButtonProps) {
  return (
    <WalletProvider>
      <LinkWallet {...props} />
    </WalletProvider>
  );
}

function LinkWallet({ address, onLinked }: LinkWalletButtonProps) {
  const config = useConfig();
  const connection = useConnection();
  const connectors = useConnectors();
  const linked = useLinkedWallets();
  const link = useLinkConnectedWallet();
  const [error, setError] = useState<string | null>(null);

  const connected = connection.status === "connected" ? connection.address : undefined;
  // On the demo chain the wallet to link may be one of the built-in ones: choose it already.
  const preferred = address
    ? connectors.find((c) => {
        const demo = demoAddressOf(c);
        return demo !== undefined && isAddressEqual(demo, address);
      })?.id
    : undefined;
  const wrongAccount = connected && address && !isAddressEqual(connected, address);
  const alreadyLinked = connected && linked.data?.wallets.some((w) => isAddressEqual(w.address, connected));

  async function onLink() {
    if (!connected) return;
    setError(null);
    try {
      await link.mutateAsync(connected);
      onLinked();
    } catch (failure) {
      setError(walletErrorMessage(failure));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {!connected && <ConnectWallet preferred={preferred} onError={setError} />}
      {connected && (
        <p className="text-sm text-slate-700">
          {m.wallet_connected_label()} <span className="font-mono">{shortHex(connected)}</span>{" "}
          <Button type="button" variant="link" size="sm" onClick={() => disconnect(config)}>
            {m.wallet_disconnect()}
          </Button>
        </p>
      )}
      {wrongAccount && (
        <Alert tone="warning">{m.wallet_connect_the_sender({ wallet: shortHex(address) })}</Alert>
      )}
      {connected && !wrongAccount && (
        <Button type="button" onClick={onLink} disabled={link.isPending}>
          {link.isPending
            ? m.wallet_waiting_for_signature()
            : alreadyLinked
              ? m.wallet_linked()
              : m.wallet_sign_and_link()}
        </Button>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}
