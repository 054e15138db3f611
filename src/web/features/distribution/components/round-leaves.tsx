import { useState } from "react";
import { m } from "@/paraglide/messages";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { Button } from "@/web/components/ui/button";
import { CopyButton } from "@/web/components/ui/copy-button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { LeafClaimRenderer } from "@/web/features/distribution/components/claim-renderer";
import { formatRoundAmount } from "@/web/features/distribution/lib/amounts";
import { claimOf } from "@/web/features/distribution/lib/leaf-claim";

/**
 * Every leaf of a round: its account, its cumulative amount and its proof to copy, and, once the
 * tree checks out, a claim for it from any wallet (claiming on someone's behalf is allowed: the
 * tokens go to the leaf's account), for what the distributor has not paid the account yet.
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
  renderClaim: LeafClaimRenderer;
}) {
  const [claiming, setClaiming] = useState<string | null>(null);
  return (
    <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
      {round.leaves.map((leaf, index) => {
        const amount = formatRoundAmount(round.kind, leaf.cumulativeAmount);
        return (
          <li key={leaf.account} className="flex min-w-0 flex-col gap-2 p-3 text-sm" data-testid="leaf">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-slate-500">{m.round_leaf({ number: String(index + 1) })}</span>
              <span className="font-bold text-brand-950">{amount}</span>
            </div>
            <CopyableValue
              value={leaf.account}
              copyLabel={m.round_leaf_copy_account({ number: String(index + 1) })}
            />
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-slate-600">{m.round_leaf_proof({ count: leaf.proof.length })}</span>
              <CopyButton
                value={JSON.stringify(leaf.proof)}
                label={m.round_leaf_copy_proof({ number: String(index + 1) })}
              />
            </div>
            {verified &&
              (claiming === leaf.account ? (
                renderClaim({
                  claim: claimOf(round, leaf),
                  kind: round.kind,
                  label: (left) => m.round_leaf_claim_label({ amount: left }),
                  explorerTxUrl,
                })
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  className="self-start"
                  aria-label={m.round_leaf_claim_aria({ number: String(index + 1) })}
                  onClick={() => setClaiming(leaf.account)}
                >
                  {m.round_leaf_claim_button()}
                </Button>
              ))}
          </li>
        );
      })}
    </ol>
  );
}
