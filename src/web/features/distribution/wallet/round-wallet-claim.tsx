import { useId, useState } from "react";
import { useConfig, useConnection } from "wagmi";
import { disconnect } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { shortHex } from "@/shared/format/short-hex";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useKeepClaim } from "@/web/features/distribution/components/keep-claim";
import { formatRoundAmount } from "@/web/features/distribution/lib/amounts";
import { claimOf, isAccountAddress, leafOf } from "@/web/features/distribution/lib/leaf-claim";
import { richMessage } from "@/web/features/distribution/lib/rich-message";
import { ClaimFlow } from "@/web/features/distribution/wallet/claim-flow";
import { noDistributor, type WalletErrors } from "@/web/features/distribution/wallet/use-claim";
import { type Claimable, useClaimable } from "@/web/features/distribution/wallet/use-claimable";

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
 * with the connected wallet through the claim flow and its truthful states. A leaf is cumulative: the
 * claim pays what the distributor has not paid the account yet, so that is what is offered and said
 * moved, and no amount is offered before it is read.
 */
export function RoundWalletClaim({ round, explorerTxUrl, connectWallet, errors }: RoundWalletClaimProps) {
  const config = useConfig();
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
  const claimable = useClaimable(claim);
  const left = claimable.status === "read" ? claimable.claimableUnits : null;
  // The flow that just claimed stays with its amount once the distributor, read again, says 0 is left.
  const kept = useKeepClaim(claim, String(left ?? 0n));
  const offer = kept.keep ? formatRoundAmount(round.kind, kept.claimableUnits) : null;
  const claimedInFull = left === 0n && !kept.keep;

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
          <ClaimedSoFar claimable={claimable} kind={round.kind} errors={errors} />
          {claimedInFull ? (
            address && <DisconnectButton address={address} onClick={() => disconnect(config)} />
          ) : (
            <ClaimFlow
              key={found.leaf.account}
              claim={claim}
              label={offer === null ? null : m.claim_button({ amount: offer })}
              what={offer ?? ""}
              explorerTxUrl={explorerTxUrl}
              connectWallet={connectWallet}
              errors={errors}
            />
          )}
        </div>
      ) : (
        <>
          {!address && connectWallet(setError)}
          {address && <DisconnectButton address={address} onClick={() => disconnect(config)} />}
        </>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}

/** What the distributor has paid the account so far, as far as it changes the claim, or why it is not known. */
function ClaimedSoFar({
  claimable,
  kind,
  errors,
}: {
  claimable: Claimable;
  kind: PublicRound["kind"];
  errors: WalletErrors;
}) {
  switch (claimable.status) {
    case "unread":
      return null;
    case "reading":
      return (
        <p className="text-slate-600" role="status">
          {m.claim_round_claimed_reading()}
        </p>
      );
    case "failed":
      return (
        <Alert tone="danger" className="flex-col items-start">
          <p>
            {m.claim_round_claimed_unread({
              reason: noDistributor(claimable.error)
                ? m.claim_no_distributor()
                : errors.message(claimable.error),
            })}
          </p>
          <Button variant="outline" size="sm" onClick={claimable.retry}>
            {m.common_try_again()}
          </Button>
        </Alert>
      );
    case "read":
      if (claimable.claimableUnits === 0n) {
        return <p className="text-slate-700">{m.claim_round_claimed_all()}</p>;
      }
      if (claimable.claimedUnits === 0n) return null;
      return (
        <p className="text-slate-700">
          {m.claim_round_claimed_before({
            claimed: formatRoundAmount(kind, claimable.claimedUnits),
            left: formatRoundAmount(kind, claimable.claimableUnits),
          })}
        </p>
      );
  }
}

function DisconnectButton({ address, onClick }: { address: string; onClick: () => void }) {
  return (
    <Button type="button" variant="link" size="sm" className="self-start" onClick={onClick}>
      {m.claim_round_disconnect({ address: shortHex(address) })}
    </Button>
  );
}
