import { useMemo } from "react";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { formatDate, formatDateTime } from "@/shared/format/dates";
import { Alert } from "@/web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { ClaimRenderer } from "@/web/features/distribution/components/claim-renderer";
import { RoundLeaves } from "@/web/features/distribution/components/round-leaves";
import { formatRoundAmount } from "@/web/features/distribution/lib/amounts";
import { verifyRound } from "@/web/features/distribution/lib/verify-round";

export const roundTitle = (round: Pick<PublicRound, "kind" | "period">) =>
  round.kind === "pxl" ? "PXL distribution round" : `Dividend round${round.period ? ` ${round.period}` : ""}`;

/**
 * A published round as anyone can check it: what it pays, the root and the transaction that set it,
 * every leaf with its proof, and the check of the whole tree run here in the browser. Once the tree
 * checks out, a holder claims their own leaf (`renderRoundClaim`) or any leaf (`renderClaim`).
 */
export function RoundView({
  round,
  explorerTxUrl,
  renderClaim,
  renderRoundClaim,
}: {
  round: PublicRound;
  explorerTxUrl: string | null;
  renderClaim: ClaimRenderer;
  /** The claim of the connected wallet's leaf; drawn by the page, as it needs the wallet setup. */
  renderRoundClaim?: (props: { round: PublicRound; explorerTxUrl: string | null }) => React.ReactNode;
}) {
  const check = useMemo(() => verifyRound(round), [round]);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl text-brand-950 sm:text-3xl">{roundTitle(round)}</h1>
        <p className="text-slate-600">
          Published {formatDateTime(round.publishedAt)}
          {round.recordDate ? `; holdings on ${formatDate(round.recordDate)}` : ""}.
        </p>
      </div>
      {check.ok ? (
        <Alert tone="success" data-testid="round-check">
          <span>
            <strong>Verified: every leaf and proof matches the root.</strong> Your browser rebuilt the tree
            from the leaves below and checked each proof.
          </span>
        </Alert>
      ) : (
        <Alert tone="danger" data-testid="round-check">
          <span>
            <strong>This round does not check out:</strong> {check.reason}. Do not rely on its proofs.
          </span>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>The round</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3 text-sm">
            <Row label="Total">
              <span className="font-bold text-brand-950 text-lg">
                {formatRoundAmount(round.kind, round.totalAmount)}
              </span>{" "}
              to {round.leaves.length} {round.leaves.length === 1 ? "account" : "accounts"}
            </Row>
            <Row label="Merkle root">
              <CopyableValue value={round.root} copyLabel="Copy Merkle root" />
            </Row>
            <Row label="Distributor contract">
              <CopyableValue value={round.distributor} copyLabel="Copy distributor address" />
            </Row>
            <Row label="Transaction that set the root">
              <CopyableValue value={round.setRootTxHash} copyLabel="Copy setRoot transaction hash" />
              {explorerTxUrl && (
                <a
                  className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
                  href={`${explorerTxUrl}${round.setRootTxHash}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  View on Arbiscan
                </a>
              )}
            </Row>
          </dl>
        </CardContent>
      </Card>
      {check.ok && renderRoundClaim && (
        <Card role="region" aria-labelledby="round-claim">
          <CardHeader>
            <CardTitle id="round-claim">Claim with your wallet</CardTitle>
          </CardHeader>
          <CardContent>{renderRoundClaim({ round, explorerTxUrl })}</CardContent>
        </Card>
      )}
      <section aria-labelledby="leaves" className="flex flex-col gap-3">
        <h2 id="leaves" className="font-bold text-brand-950 text-xl">
          Leaves
        </h2>
        <p className="text-slate-600 text-sm">
          Each leaf is an account and everything it is entitled to up to this round; a claim pays what it has
          not claimed yet. Anyone may send a claim; the tokens always go to the leaf's account.
        </p>
        <RoundLeaves
          round={round}
          verified={check.ok}
          explorerTxUrl={explorerTxUrl}
          renderClaim={renderClaim}
        />
      </section>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
