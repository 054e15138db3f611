import { Link } from "react-router";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import { formatDate } from "@/shared/format/dates";
import { formatUsdtExact } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useMyDistribution } from "@/web/features/distribution/api/get-my-distribution";
import { ClaimHistory } from "@/web/features/distribution/components/claim-history";
import type { ClaimRenderer } from "@/web/features/distribution/components/claim-renderer";
import { useKeepClaim } from "@/web/features/distribution/components/keep-claim";
import { usePublicChain } from "@/web/lib/public-chain";

type Dividend = MyDistribution["dividends"][number];

/** A period's standing: paid to a wallet already, waiting for a claim, or waiting for a wallet. */
export function dividendStatus(dividend: Dividend): "claimed" | "claimable" | "no_wallet" {
  if (!dividend.claim) return "no_wallet";
  return BigInt(dividend.claimableUnits) > 0n ? "claimable" : "claimed";
}

const badge = {
  claimed: { tone: "success", text: "Claimed" },
  claimable: { tone: "warning", text: "Claimable" },
  no_wallet: { tone: "neutral", text: "Link a wallet" },
} as const;

/** The Portfolio tab's dividends: each half-year's share, its status, and the one claim that pays them. */
export function DividendList({ renderClaim }: { renderClaim: ClaimRenderer }) {
  const mine = useMyDistribution();
  return (
    <Card role="region" aria-labelledby="dividends">
      <CardHeader>
        <CardTitle id="dividends">Dividends</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {mine.data ? (
          <Dividends dividends={mine.data.dividends} renderClaim={renderClaim} />
        ) : mine.isError ? (
          <Alert tone="danger" className="flex-col items-start">
            <p>We could not load your dividends. {mine.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void mine.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Spinner label="Loading your dividends..." />
        )}
      </CardContent>
    </Card>
  );
}

function Dividends({ dividends, renderClaim }: { dividends: Dividend[]; renderClaim: ClaimRenderer }) {
  const chain = usePublicChain();
  // Every period's claim is the same cumulative claim of the distributor's current root (newest first).
  const current = dividends.find((d) => d.claim !== null) ?? null;
  const kept = useKeepClaim(current?.claim ?? null, current?.claimableUnits ?? "0");
  if (dividends.length === 0) {
    return (
      <p className="text-slate-700">
        No dividend yet. Token holders receive 10% of the academy's profit every six months; each period
        appears here once it is published.
      </p>
    );
  }
  const amount = formatUsdtExact(kept.claimableUnits);
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        {dividends.map((dividend) => {
          const status = dividendStatus(dividend);
          return (
            <li
              key={dividend.period}
              className="flex flex-col gap-1 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
              data-testid="dividend"
            >
              <div className="flex flex-col">
                <span className="font-semibold text-brand-950">{dividend.period}</span>
                <span className="text-slate-500 text-xs">Holdings on {formatDate(dividend.recordDate)}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-bold text-brand-950">{formatUsdtExact(dividend.amountMicroUsdt)}</span>
                <Badge tone={badge[status].tone}>{badge[status].text}</Badge>
              </div>
              {dividend.claimTransactions.length > 0 && (
                <ClaimHistory
                  transactions={dividend.claimTransactions}
                  formatAmount={formatUsdtExact}
                  explorerTxUrl={chain.data?.explorerTxUrl ?? null}
                  className="w-full"
                />
              )}
              {status === "no_wallet" && (
                <Link
                  to={paths.profile}
                  className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
                >
                  Link a wallet in your profile to receive it
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {current?.claim && kept.keep && (
        <div className="flex flex-col gap-2">
          <p className="text-slate-700">
            One claim pays every unclaimed period at once: {amount} to{" "}
            <span className="break-all font-mono">{current.claim.account}</span>.
          </p>
          {renderClaim({
            claim: current.claim,
            label: `Claim ${amount}`,
            what: amount,
            explorerTxUrl: chain.data?.explorerTxUrl ?? null,
          })}
        </div>
      )}
    </>
  );
}
