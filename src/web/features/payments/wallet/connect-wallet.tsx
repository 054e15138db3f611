import { useId, useState } from "react";
import { useConfig, useConnectors } from "wagmi";
import { connect } from "wagmi/actions";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { walletErrorMessage } from "./wallet-errors";

/**
 * The choice of wallet and Connect Wallet: the browser's wallets (EIP-6963 and window.ethereum), or
 * on the demo chain the built-in demo wallets. `preferred` preselects a connector (a demo wallet the
 * caller must link).
 */
export function ConnectWallet({
  preferred,
  onError,
}: {
  preferred?: string;
  onError: (message: string | null) => void;
}) {
  const config = useConfig();
  const connectors = useConnectors();
  const id = useId();
  const [chosen, setChosen] = useState<string | undefined>(preferred);
  const [busy, setBusy] = useState(false);
  const connector = connectors.find((c) => c.id === chosen) ?? connectors[0];

  if (!connector) {
    return <p className="text-sm text-slate-600">No browser wallet was found.</p>;
  }
  async function onConnect() {
    if (!connector) return;
    setBusy(true);
    onError(null);
    try {
      await connect(config, { connector, chainId: config.chains[0].id });
    } catch (error) {
      onError(walletErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      {connectors.length > 1 && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={id}>Wallet</Label>
          <select
            id={id}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            value={connector.id}
            onChange={(event) => setChosen(event.target.value)}
          >
            {connectors.map((c) => (
              <option key={c.uid} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button type="button" onClick={onConnect} disabled={busy}>
        {busy ? "Connecting..." : "Connect Wallet"}
      </Button>
    </div>
  );
}
