import { useState } from "react";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { Button } from "@/web/components/ui/button";
import { CopyButton } from "@/web/components/ui/copy-button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { ClaimRenderer } from "@/web/features/distribution/components/claim-renderer";
import { formatRoundAmount } from "@/web/features/distribution/lib/amounts";
import { claimOf } from "@/web/features/distribution/lib/leaf-claim";

/**
 * Every leaf of a round: its account, its cumulative amount and its proof to copy, and, once the
 * tree checks out, a claim for it from any wallet (claiming on someone's behalf is allowed: the
 * tokens go to the leaf's account).
 */
export function RoundLeaves({
  round,
  verified,
  explorerTxUrl,
  renderClaim,
}: {
  round: PublicRound;
  verified: boolean;
  explorerTxUrl: string | null;
  renderClaim: ClaimRenderer;
}) {
  const [claiming, setClaiming] = useState<string | null>(null);
  return (
    <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
      {round.leaves.map((leaf, index) => {
        const amount = formatRoundAmount(round.kind, leaf.cumulativeAmount);
        return (
          <li key={leaf.account} className="flex min-w-0 flex-col gap-2 p-3 text-sm" data-testid="leaf">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-slate-500">Leaf {index + 1}</span>
              <span className="font-bold text-brand-950">{amount}</span>
            </div>
            <CopyableValue value={leaf.account} copyLabel={`Copy account of leaf ${index + 1}`} />
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-slate-600">
                Proof: {leaf.proof.length} {leaf.proof.length === 1 ? "hash" : "hashes"}
              </span>
              <CopyButton value={JSON.stringify(leaf.proof)} label={`Copy proof of leaf ${index + 1}`} />
            </div>
            {verified &&
              (claiming === leaf.account ? (
                renderClaim({
                  claim: claimOf(round, leaf),
                  label: `Claim ${amount} for this account`,
                  what: amount,
                  explorerTxUrl,
                })
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  className="self-start"
                  aria-label={`Claim for leaf ${index + 1}`}
                  onClick={() => setClaiming(leaf.account)}
                >
                  Claim with a wallet
                </Button>
              ))}
          </li>
        );
      })}
    </ol>
  );
}
