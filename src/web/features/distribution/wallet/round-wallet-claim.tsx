import { useId, useState } from "react";
import { useConnection } from "wagmi";
import { m } from "@/paraglide/messages";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { shortHex } from "@/shared/format/short-hex";
import { Alert } from "@/web/components/ui/alert";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { formatRoundAmount } from "@/web/features/distribution/lib/amounts";
import { claimOf, isAccountAddress, leafOf } from "@/web/features/distribution/lib/leaf-claim";
import { richMessage } from "@/web/features/distribution/lib/rich-message";
import { CumulativeClaim } from "@/web/features/distribution/wallet/cumulative-claim";
import { DisconnectButton } from "@/web/features/distribution/wallet/disconnect-button";
import type { WalletErrors } from "@/web/features/distribution/wallet/use-claim";

export interface RoundWalletClaimProps {
  round: PublicRound;
  explorerTxUrl: string | null;
  /** The wallet chooser (the payments feature's), drawn while no wallet is connected. */
  connectWallet: (onError: (message: string | null) => void) => React.ReactNode;
  errors: WalletErrors;
}

/**
 * A round's claim for whoever holds a leaf, registered or not: the connected wallet's own leaf is
 * found for them, or any account typed in (the tokens always go to the leaf's account), and claimed
 * with the connected wallet through the claim flow and its truthful states, for what the distributor
 * has not paid the account yet (cumulative-claim.tsx).
 */
export function RoundWalletClaim({ round, explorerTxUrl, connectWallet, errors }: RoundWalletClaimProps) {
  const connection = useConnection();
  const inputId = useId();
  const [entered, setEntered] = useState("");
  const [error, setError] = useState<string | null>(null);
  const address = connection.status === "connected" ? connection.address : undefined;
  const typed = entered.trim();
  const target = typed || address;
  const found = target ? leafOf(round, target) : null;
  const claim = found ? claimOf(round, found.leaf) : null;
  const amount = found ? formatRoundAmount(round.kind, found.leaf.cumulativeAmount) : "";

  let finding: React.ReactNode = null;
  if (typed && !isAccountAddress(typed)) {
    finding = m.claim_round_bad_address();
  } else if (typed && !found) {
    finding = m.claim_round_no_leaf();
  } else if (!typed && address && !found) {
    finding = richMessage(
      m.claim_round_wallet_no_leaf,
      {},
      { address: <span className="font-mono">{shortHex(address)}</span> },
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4 text-sm">
      {!address && !found && <p className="text-slate-700">{m.claim_round_connect_intro()}</p>}
      <div className="flex flex-col gap-1">
        <Label htmlFor={inputId}>{m.claim_round_account_label()}</Label>
        <Input
          id={inputId}
          value={entered}
          onChange={(event) => setEntered(event.target.value)}
          placeholder={address ?? "0x..."}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="text-slate-600">
          {m.claim_round_account_hint()}
        </p>
      </div>
      {finding && (
        <p className="text-slate-700" data-testid="leaf-finding">
          {finding}
        </p>
      )}
      {found && claim ? (
        <div className="flex min-w-0 flex-col gap-3" data-testid="your-leaf">
          <p className="text-slate-700">
            {richMessage(
              m.claim_round_found,
              { number: String(found.number) },
              {
                amount: <strong className="text-brand-950">{amount}</strong>,
                account: <span className="break-all font-mono">{found.leaf.account}</span>,
              },
            )}
          </p>
          <CumulativeClaim
            key={found.leaf.account}
            claim={claim}
            kind={round.kind}
            label={(left) => m.claim_button({ amount: left })}
            explorerTxUrl={explorerTxUrl}
            connectWallet={connectWallet}
            errors={errors}
          />
        </div>
      ) : (
        <>
          {!address && connectWallet(setError)}
          {address && <DisconnectButton address={address} />}
        </>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}
