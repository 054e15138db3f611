import { useMemo } from "react";
import { m } from "@/paraglide/messages";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { formatDate, formatDateTime } from "@/shared/format/dates";
import { Alert } from "@/web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { LeafClaimRenderer } from "@/web/features/distribution/components/claim-renderer";
import { RoundLeaves } from "@/web/features/distribution/components/round-leaves";
import { formatRoundAmount } from "@/web/features/distribution/lib/amounts";
import { richMessage } from "@/web/features/distribution/lib/rich-message";
import { verifyRound } from "@/web/features/distribution/lib/verify-round";

export const roundTitle = (round: Pick<PublicRound, "kind" | "period">) => {
  if (round.kind === "pxl") return m.round_title_pxl();
  return round.period ? m.round_title_dividend_period({ period: round.period }) : m.round_title_dividend();
};

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
  renderClaim: LeafClaimRenderer;
  /** The claim of the connected wallet's leaf; drawn by the page, as it needs the wallet setup. */
  renderRoundClaim?: (props: { round: PublicRound; explorerTxUrl: string | null }) => React.ReactNode;
}) {
  const check = useMemo(() => verifyRound(round), [round]);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="break-words font-bold text-2xl text-brand-950 sm:text-3xl">{roundTitle(round)}</h1>
        <p className="text-slate-600">
          {round.recordDate
            ? m.round_published_holdings({
                time: formatDateTime(round.publishedAt),
                date: formatDate(round.recordDate),
              })
            : m.round_published({ time: formatDateTime(round.publishedAt) })}
        </p>
      </div>
      {check.ok ? (
        <Alert tone="success" data-testid="round-check">
          <span>
            <strong>{m.round_check_ok_title()}</strong> {m.round_check_ok_text()}
          </span>
        </Alert>
      ) : (
        <Alert tone="danger" data-testid="round-check">
          <span>
            <strong>{m.round_check_failed_title()}</strong>{" "}
            {m.round_check_failed_text({ reason: check.reason })}
          </span>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{m.round_card_title()}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3 text-sm">
            <Row label={m.round_total()}>
              {richMessage(
                m.round_total_to,
                { count: round.leaves.length },
                {
                  amount: (
                    <span className="font-bold text-brand-950 text-lg">
                      {formatRoundAmount(round.kind, round.totalAmount)}
                    </span>
                  ),
                },
              )}
            </Row>
            <Row label={m.round_root()}>
              <CopyableValue value={round.root} copyLabel={m.round_copy_root()} />
            </Row>
            <Row label={m.round_distributor()}>
              <CopyableValue value={round.distributor} copyLabel={m.round_copy_distributor()} />
            </Row>
            <Row label={m.round_set_root_tx()}>
              <CopyableValue value={round.setRootTxHash} copyLabel={m.round_copy_set_root()} />
              {explorerTxUrl && (
                <a
                  className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
                  href={`${explorerTxUrl}${round.setRootTxHash}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {m.claim_view_explorer()}
                </a>
              )}
            </Row>
          </dl>
        </CardContent>
      </Card>
      {check.ok && renderRoundClaim && (
        <Card role="region" aria-labelledby="round-claim">
          <CardHeader>
            <CardTitle id="round-claim">{m.round_claim_title()}</CardTitle>
          </CardHeader>
          <CardContent>{renderRoundClaim({ round, explorerTxUrl })}</CardContent>
        </Card>
      )}
      <section aria-labelledby="leaves" className="flex flex-col gap-3">
        <h2 id="leaves" className="font-bold text-brand-950 text-xl">
          {m.round_leaves_title()}
        </h2>
        <p className="text-slate-600 text-sm">{m.round_leaves_intro()}</p>
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
