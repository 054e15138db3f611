import { useConnection } from "wagmi";
import { m } from "@/paraglide/messages";
import type { HolderClaim, PublicRound } from "@/shared/distribution/holder-claims";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { useKeepClaim } from "@/web/features/distribution/components/keep-claim";
import { formatRoundAmount } from "@/web/features/distribution/lib/amounts";
import { ClaimFlow } from "@/web/features/distribution/wallet/claim-flow";
import { DisconnectButton } from "@/web/features/distribution/wallet/disconnect-button";
import { noDistributor, type WalletErrors } from "@/web/features/distribution/wallet/use-claim";
import { type Claimable, useClaimable } from "@/web/features/distribution/wallet/use-claimable";

export interface CumulativeClaimProps {
  /** A leaf of a published round: its amount is all the account was ever given. */
  claim: HolderClaim;
  kind: PublicRound["kind"];
  /** The button's words for the amount left: "Claim 91.23 PXL". */
  label: (amount: string) => string;
  explorerTxUrl: string | null;
  /** The wallet chooser (the payments feature's), drawn while no wallet is connected. */
  connectWallet: (onError: (message: string | null) => void) => React.ReactNode;
  errors: WalletErrors;
}

/**
 * The claim of a cumulative leaf with the connected wallet. The distributor pays the leaf less what the
 * account has claimed (cumulativeClaimed, read on chain, shared/distribution/claimable.ts), so that is
 * what is offered and said moved; no amount is offered before it is read, and a leaf claimed in full
 * is said to be so, with no claim. The flow that just claimed stays with its amount once the
 * distributor, read again, says nothing is left.
 */
export function CumulativeClaim({
  claim,
  kind,
  label,
  explorerTxUrl,
  connectWallet,
  errors,
}: CumulativeClaimProps) {
  const connection = useConnection();
  const claimable = useClaimable(claim);
  const left = claimable.status === "read" ? claimable.claimableUnits : null;
  const kept = useKeepClaim(claim, String(left ?? 0n));
  const offer = kept.keep ? formatRoundAmount(kind, kept.claimableUnits) : null;
  const claimedInFull = left === 0n && !kept.keep;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ClaimedSoFar claimable={claimable} kind={kind} errors={errors} />
      {claimedInFull ? (
        connection.status === "connected" && <DisconnectButton address={connection.address} />
      ) : (
        <ClaimFlow
          claim={claim}
          label={offer === null ? null : label(offer)}
          what={offer ?? ""}
          explorerTxUrl={explorerTxUrl}
          connectWallet={connectWallet}
          errors={errors}
        />
      )}
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
