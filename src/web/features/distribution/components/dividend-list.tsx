import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import { formatDate } from "@/shared/format/dates";
import { formatUsdtExact } from "@/shared/format/money";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useMyDistribution } from "@/web/features/distribution/api/get-my-distribution";
import { ClaimHistory } from "@/web/features/distribution/components/claim-history";
import type { ClaimRenderer } from "@/web/features/distribution/components/claim-renderer";
import { useKeepClaim } from "@/web/features/distribution/components/keep-claim";
import { exclusionRemedy } from "@/web/features/distribution/lib/exclusion-remedy";
import { richMessage } from "@/web/features/distribution/lib/rich-message";
import { pageHref } from "@/web/lib/locale";
import { usePublicChain } from "@/web/lib/public-chain";

type Dividend = MyDistribution["dividends"][number];

/**
 * A period's standing: paid to a wallet already, waiting for a claim, or kept back (no root pays it
 * yet) until a wallet is linked or something else is done. A kept share is never "claimed", whatever
 * its account has claimed of the shares before it. In the leaf, the period's own `claimed` decides: the
 * leaf's claimable amount is the whole leaf's, and stays above 0 for a period claimed before the next
 * one joined it.
 */
export function dividendStatus(dividend: Dividend): "claimed" | "claimable" | "no_wallet" | "held_back" {
  if (dividend.status === "held_back")
    return dividend.reasons.includes("no_wallet") ? "no_wallet" : "held_back";
  return dividend.claimed ? "claimed" : "claimable";
}

const badge = {
  claimed: { tone: "success", text: m.dividends_badge_claimed },
  claimable: { tone: "warning", text: m.dividends_badge_claimable },
  no_wallet: { tone: "neutral", text: m.dividends_badge_no_wallet },
  held_back: { tone: "neutral", text: m.dividends_badge_kept },
} as const;

/** What a kept share waits for, each reason linked to where it is put right; nothing: the next round. */
function HeldBack({ dividend }: { dividend: Extract<Dividend, { status: "held_back" }> }) {
  if (dividend.reasons.length === 0)
    return (
      <p className="w-full text-slate-700">
        {m.dividends_kept_next_round({ amount: formatUsdtExact(dividend.amountMicroUsdt) })}
      </p>
    );
  return (
    <ul className="flex w-full flex-col">
      {dividend.reasons.map((reason) => (
        <li key={reason}>
          <Link
            to={pageHref(exclusionRemedy[reason].to)}
            className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
          >
            {reason === "no_wallet" ? m.dividends_link_wallet() : exclusionRemedy[reason].text()}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The Portfolio tab's dividends: each half-year's share, its status, and the one claim that pays them. */
export function DividendList({ renderClaim }: { renderClaim: ClaimRenderer }) {
  const mine = useMyDistribution();
  return (
    <Card role="region" aria-labelledby="dividends">
      <CardHeader>
        <CardTitle id="dividends">{m.dividends_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {mine.data ? (
          <Dividends dividends={mine.data.dividends} renderClaim={renderClaim} />
        ) : mine.isError ? (
          <Alert tone="danger" className="flex-col items-start">
            <p>{m.dividends_load_error({ reason: mine.error.message })}</p>
            <Button variant="outline" size="sm" onClick={() => void mine.refetch()}>
              {m.dividends_try_again()}
            </Button>
          </Alert>
        ) : (
          <Spinner label={m.dividends_loading()} />
        )}
      </CardContent>
    </Card>
  );
}

function Dividends({ dividends, renderClaim }: { dividends: Dividend[]; renderClaim: ClaimRenderer }) {
  const chain = usePublicChain();
  // Every period's claim is the same cumulative claim of the distributor's current root (newest first).
  const current = dividends.find((d) => d.status === "in_leaf") ?? null;
  const kept = useKeepClaim(current?.claim ?? null, current?.claimableUnits ?? "0");
  if (dividends.length === 0) {
    return <p className="text-slate-700">{m.dividends_none()}</p>;
  }
  const amount = formatUsdtExact(kept.claimableUnits);
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        {dividends.map((dividend) => {
          const status = dividendStatus(dividend);
          return (
            <li
              key={`${dividend.period}+${dividend.addedWith ?? ""}`}
              className="flex flex-col gap-1 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
              data-testid="dividend"
            >
              <div className="flex flex-col">
                <span className="font-semibold text-brand-950">{dividend.period}</span>
                <span className="text-slate-500 text-xs">
                  {m.dividends_holdings_on({ date: formatDate(dividend.recordDate) })}
                </span>
                {dividend.addedWith && (
                  <span className="text-slate-700 text-xs">
                    {m.dividends_added_with({ round: dividend.addedWith, period: dividend.period })}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-bold text-brand-950">{formatUsdtExact(dividend.amountMicroUsdt)}</span>
                <Badge tone={badge[status].tone}>{badge[status].text()}</Badge>
              </div>
              {dividend.claimTransactions.length > 0 && (
                <ClaimHistory
                  transactions={dividend.claimTransactions}
                  formatAmount={formatUsdtExact}
                  explorerTxUrl={chain.data?.explorerTxUrl ?? null}
                  className="w-full"
                />
              )}
              {dividend.status === "held_back" && <HeldBack dividend={dividend} />}
            </li>
          );
        })}
      </ul>
      {current?.claim && kept.keep && (
        <div className="flex flex-col gap-2">
          <p className="text-slate-700">
            {richMessage(
              m.dividends_one_claim,
              { amount },
              { account: <span className="break-all font-mono">{current.claim.account}</span> },
            )}
          </p>
          {renderClaim({
            claim: current.claim,
            label: m.claim_button({ amount }),
            what: amount,
            explorerTxUrl: chain.data?.explorerTxUrl ?? null,
          })}
        </div>
      )}
    </>
  );
}
