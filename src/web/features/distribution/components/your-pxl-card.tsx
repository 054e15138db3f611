import { Link } from "react-router";
import type { ExclusionReason } from "@/shared/distribution/eligibility";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import { formatPxl } from "@/shared/format/money";
import { paths, roundPath } from "@/shared/routes";
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
import { usePublicChain } from "@/web/lib/public-chain";

/** Where each reason is put right: the identity check, or the profile's wallets. */
const remedy: Record<ExclusionReason, { to: string; text: string }> = {
  kyc_missing: { to: paths.kyc, text: "Verify your identity" },
  kyc_pending: { to: paths.kyc, text: "See your identity check" },
  kyc_rejected: { to: paths.kyc, text: "Submit your identity check again" },
  no_wallet: { to: paths.profile, text: "Link a wallet in your profile" },
  wallet_in_use: { to: paths.profile, text: "Link another wallet in your profile" },
};

/** The dashboard's "Your PXL": what is coming, and the one thing to do next (verify, link, claim). */
export function YourPxlCard({ renderClaim }: { renderClaim: ClaimRenderer }) {
  const mine = useMyDistribution();
  return (
    <Card role="region" aria-labelledby="your-pxl">
      <CardHeader>
        <CardTitle id="your-pxl">Your PXL</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {mine.data ? (
          <PxlStatus pxl={mine.data.pxl} renderClaim={renderClaim} />
        ) : mine.isError ? (
          <Alert tone="danger" className="flex-col items-start">
            <p>We could not load your PXL distribution. {mine.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void mine.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Spinner label="Loading your PXL..." />
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
            ? `You hold ${formatPxl(pxl.creditedMicroPxl)}. Before they can be sent to your wallet:`
            : "Before PXL can be sent to your wallet:"}
        </p>
        <ul className="flex flex-col gap-2">
          {pxl.reasons.map((reason, i) => (
            <li
              key={reason}
              className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3"
            >
              <span className="text-amber-900">{pxl.reasonTexts[i] ?? remedy[reason].text}</span>
              <Link
                to={remedy[reason].to}
                className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {remedy[reason].text}
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
        Your {formatPxl(pxl.creditedMicroPxl)} will be in the next distribution round.
      </p>
    );
  }

  const amount = formatPxlUnits(kept.claimableUnits);
  const explorerTxUrl = chain.data?.explorerTxUrl ?? null;
  return (
    <>
      {claimable ? (
        <p className="font-semibold text-brand-950 text-base">Your {amount} are ready.</p>
      ) : (
        <p className="text-slate-700">Your PXL have been claimed to your wallet.</p>
      )}
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-0.5 sm:col-span-2">
          <dt className="text-slate-500">Wallet in this round</dt>
          <dd>
            <CopyableValue value={pxl.claim.account} copyLabel="Copy wallet address" />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-slate-500">PXL balance on chain</dt>
          <dd className="font-bold text-brand-950 text-lg" data-testid="pxl-balance">
            {formatPxlUnits(pxl.balanceUnits)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-slate-500">Claimed so far</dt>
          <dd className="font-bold text-brand-950 text-lg">{formatPxlUnits(pxl.claimedUnits)}</dd>
        </div>
      </dl>
      {kept.keep &&
        renderClaim({ claim: pxl.claim, label: `Claim ${amount}`, what: `Your ${amount}`, explorerTxUrl })}
      <ClaimHistory
        transactions={pxl.claimTransactions}
        formatAmount={formatPxlUnits}
        explorerTxUrl={explorerTxUrl}
      />
      {BigInt(pxl.waitingUnits) > 0n && (
        <p className="text-slate-700">
          A further {formatPxlUnits(pxl.waitingUnits)} credited since this round will be in the next one.
        </p>
      )}
      <Link
        to={roundPath(pxl.claim.roundId)}
        className="inline-flex min-h-11 items-center self-start text-brand-700 underline-offset-4 hover:underline"
      >
        Check this round's tree and your proof
      </Link>
    </>
  );
}
