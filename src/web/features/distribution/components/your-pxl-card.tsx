import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import { formatPxl } from "@/shared/format/money";
import { roundPath } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { Spinner } from "@/web/components/ui/spinner";
import { useMyDistribution } from "@/web/features/distribution/api/get-my-distribution";
import { ClaimHistory } from "@/web/features/distribution/components/claim-history";
import type { ClaimRenderer } from "@/web/features/distribution/components/claim-renderer";
import { useKeepClaim } from "@/web/features/distribution/components/keep-claim";
import { formatPxlUnits } from "@/web/features/distribution/lib/amounts";
import { exclusionRemedy as remedy } from "@/web/features/distribution/lib/exclusion-remedy";
import { pageHref } from "@/web/lib/locale";
import { usePublicChain } from "@/web/lib/public-chain";

/** The dashboard's "Your PXL": what is coming, and the one thing to do next (verify, link, claim). */
export function YourPxlCard({ renderClaim }: { renderClaim: ClaimRenderer }) {
  const mine = useMyDistribution();
  return (
    <Card role="region" aria-labelledby="your-pxl">
      <CardHeader>
        <CardTitle id="your-pxl">{m.distribution_pxl_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {mine.data ? (
          <PxlStatus pxl={mine.data.pxl} renderClaim={renderClaim} />
        ) : mine.isError ? (
          <Alert tone="danger" className="flex-col items-start">
            <p>{m.distribution_pxl_load_error({ reason: mine.error.message })}</p>
            <Button variant="outline" size="sm" onClick={() => void mine.refetch()}>
              {m.distribution_pxl_try_again()}
            </Button>
          </Alert>
        ) : (
          <Spinner label={m.distribution_pxl_loading()} />
        )}
      </CardContent>
    </Card>
  );
}

function PxlStatus({ pxl, renderClaim }: { pxl: MyDistribution["pxl"]; renderClaim: ClaimRenderer }) {
  const chain = usePublicChain();
  const claimable = pxl.status === "published" && BigInt(pxl.claimableUnits) > 0n;
  const kept = useKeepClaim(
    pxl.status === "published" ? pxl.claim : null,
    pxl.status === "published" ? pxl.claimableUnits : "0",
  );

  if (pxl.status === "not_eligible") {
    return (
      <>
        <p className="text-slate-700">
          {BigInt(pxl.creditedMicroPxl) > 0n
            ? m.distribution_pxl_hold_before({ amount: formatPxl(pxl.creditedMicroPxl) })
            : m.distribution_pxl_before()}
        </p>
        <ul className="flex flex-col gap-2">
          {pxl.reasons.map((reason, i) => (
            <li
              key={reason}
              className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3"
            >
              <span className="text-amber-900">{pxl.reasonTexts[i] ?? remedy[reason].text()}</span>
              <Link
                to={pageHref(remedy[reason].to)}
                className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {remedy[reason].text()}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (pxl.status === "waiting") {
    return (
      <p className="text-slate-700">
        {m.distribution_pxl_waiting({ amount: formatPxl(pxl.creditedMicroPxl) })}
      </p>
    );
  }

  const amount = formatPxlUnits(kept.claimableUnits);
  const explorerTxUrl = chain.data?.explorerTxUrl ?? null;
  return (
    <>
      {claimable ? (
        <p className="font-semibold text-brand-950 text-base">{m.distribution_pxl_ready({ amount })}</p>
      ) : (
        <p className="text-slate-700">{m.distribution_pxl_claimed()}</p>
      )}
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-0.5 sm:col-span-2">
          <dt className="text-slate-500">{m.distribution_pxl_wallet()}</dt>
          <dd>
            <CopyableValue value={pxl.claim.account} copyLabel={m.distribution_pxl_copy_wallet()} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-slate-500">{m.distribution_pxl_balance()}</dt>
          <dd className="font-bold text-brand-950 text-lg" data-testid="pxl-balance">
            {formatPxlUnits(pxl.balanceUnits)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-slate-500">{m.distribution_pxl_claimed_so_far()}</dt>
          <dd className="font-bold text-brand-950 text-lg">{formatPxlUnits(pxl.claimedUnits)}</dd>
        </div>
      </dl>
      {kept.keep &&
        renderClaim({
          claim: pxl.claim,
          label: m.claim_button({ amount }),
          what: m.distribution_pxl_what({ amount }),
          explorerTxUrl,
        })}
      <ClaimHistory
        transactions={pxl.claimTransactions}
        formatAmount={formatPxlUnits}
        explorerTxUrl={explorerTxUrl}
      />
      {BigInt(pxl.waitingUnits) > 0n && (
        <p className="text-slate-700">
          {m.distribution_pxl_further({ amount: formatPxlUnits(pxl.waitingUnits) })}
        </p>
      )}
      <Link
        to={pageHref(roundPath(pxl.claim.roundId))}
        className="inline-flex min-h-11 items-center self-start text-brand-700 underline-offset-4 hover:underline"
      >
        {m.distribution_pxl_check_round()}
      </Link>
    </>
  );
}
