import { useState } from "react";
import { isAddressEqual } from "viem";
import { useConfig, useConnection } from "wagmi";
import { disconnect, switchChain } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import type { HolderClaim } from "@/shared/distribution/holder-claims";
import { shortHex } from "@/shared/format/short-hex";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { ClaimProgressView } from "@/web/features/distribution/components/claim-progress";
import { richMessage } from "@/web/features/distribution/lib/rich-message";
import { useClaim, type WalletErrors } from "@/web/features/distribution/wallet/use-claim";
import { canClaim } from "@/web/lib/claim-state";

export interface ClaimFlowProps {
  claim: HolderClaim;
  /** The button's words: "Claim 391.23 PXL"; null while the amount is not known, and no button is drawn. */
  label: string | null;
  /** What is claimed, for the outcome: "391.23 PXL". */
  what: string;
  explorerTxUrl: string | null;
  /** The wallet chooser (the payments feature's), drawn while no wallet is connected. */
  connectWallet: (onError: (message: string | null) => void) => React.ReactNode;
  errors: WalletErrors;
}

/**
 * Claim with the connected wallet, inside the wallet provider. Any wallet may send a claim and pay its
 * gas; the tokens go to the leaf's account, so the holder is told when the two differ.
 */
export function ClaimFlow({ claim, label, what, explorerTxUrl, connectWallet, errors }: ClaimFlowProps) {
  const config = useConfig();
  const connection = useConnection();
  const flow = useClaim(claim, errors);
  const [error, setError] = useState<string | null>(null);
  const address = connection.status === "connected" ? connection.address : undefined;
  const wrongChain = address !== undefined && connection.chainId !== claim.chainId;
  const otherWallet = address !== undefined && !isAddressEqual(address, claim.account);
  const locked = !canClaim(flow.state);

  async function onSwitch() {
    setError(null);
    try {
      await switchChain(config, { chainId: claim.chainId });
    } catch (failure) {
      setError(errors.message(failure));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {!address && connectWallet(setError)}
      {address && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 text-sm">
          <span>
            {richMessage(
              m.claim_flow_connected,
              {},
              { address: <span className="font-mono">{shortHex(address)}</span> },
            )}
          </span>
          <Button type="button" variant="link" size="sm" onClick={() => disconnect(config)} disabled={locked}>
            {m.claim_flow_disconnect()}
          </Button>
        </div>
      )}
      {otherWallet && (
        <Alert tone="info" data-testid="claim-on-behalf">
          <span>
            {richMessage(
              m.claim_flow_on_behalf,
              {},
              { account: <span className="break-all font-mono">{claim.account}</span> },
            )}
          </span>
        </Alert>
      )}
      {address && wrongChain && (
        <Button type="button" className="self-start" onClick={() => void onSwitch()}>
          {m.claim_flow_switch_network()}
        </Button>
      )}
      {address && !wrongChain && label !== null && (
        <Button
          type="button"
          variant="accent"
          // "Claim 1,000 PXL for this account" is long in Georgian: it wraps on a narrow screen.
          className="h-auto min-h-11 self-start whitespace-normal text-left"
          disabled={locked}
          onClick={() => void flow.send()}
        >
          {label}
        </Button>
      )}
      <ClaimProgressView state={flow.state} explorerTxUrl={explorerTxUrl} what={what} />
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}
