import { useId, useState } from "react";
import { useConfig, useConnectors } from "wagmi";
import { connect } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { QrCode } from "@/web/components/ui/qr-code";
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
  const [pairing, setPairing] = useState<string | null>(null);
  const connector = connectors.find((c) => c.id === chosen) ?? connectors[0];

  if (!connector) {
    return <p className="text-sm text-slate-600">{m.wallet_none_found()}</p>;
  }
  async function onConnect() {
    if (!connector) return;
    setBusy(true);
    onError(null);
    // WalletConnect hands over a pairing link for a wallet app to scan or open; drawn below.
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === "display_uri" && typeof data === "string") setPairing(data);
    };
    connector.emitter.on("message", onMessage);
    try {
      await connect(config, { connector, chainId: config.chains[0].id });
    } catch (error) {
      onError(walletErrorMessage(error));
    } finally {
      connector.emitter.off("message", onMessage);
      setPairing(null);
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      {connectors.length > 1 && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={id}>{m.wallet_choice_label()}</Label>
          <NativeSelect id={id} value={connector.id} onChange={(event) => setChosen(event.target.value)}>
            {connectors.map((c) => (
              <option key={c.uid} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <Button type="button" onClick={onConnect} disabled={busy}>
        {busy ? m.wallet_connecting() : m.wallet_connect()}
      </Button>
      {pairing && <PairingCode uri={pairing} />}
    </div>
  );
}

/** WalletConnect's pairing link: a QR code for a wallet app on a phone, or a link on the phone itself. */
function PairingCode({ uri }: { uri: string }) {
  return (
    <div className="flex flex-col items-center gap-2 text-center text-sm">
      <QrCode uri={uri} label={m.wallet_pairing_qr_label()} />
      <a
        href={uri}
        className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
      >
        {m.investment_phone_open_in_wallet()}
      </a>
    </div>
  );
}
