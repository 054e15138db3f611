import { lazy, Suspense, useId } from "react";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorText } from "@/web/features/admin/components/error-text";
import {
  useRefreshRoundHolders,
  useRoundHolders,
} from "@/web/features/admin/distribution/api/get-round-holders";
import { formatRoundAmount } from "@/web/features/admin/distribution/api/round-kinds";
import { Figure, Figures } from "@/web/features/admin/distribution/components/figures";

const HoldersWithWallet = lazy(() => import("./holders-wallet"));

/** A published round's holders on chain: the totals, then each holder with its claim on behalf. */
export function HoldersSection({ kind, roundId }: { kind: RoundKind; roundId: string }) {
  const holders = useRoundHolders(kind, roundId);
  const refresh = useRefreshRoundHolders(kind, roundId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <h3 id={titleId} className="font-semibold text-lg">
        Holders on chain
      </h3>
      {holders.isPending ? <Spinner label="Reading the claims on chain..." /> : null}
      {holders.isError ? (
        <Alert tone="danger" className="flex-col items-start">
          <p>We could not read the holders' claims. {errorText(holders.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void holders.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {holders.data ? (
        <>
          <Figures label="Claims of the distributor's current root">
            <Figure label="Owed in total" value={formatRoundAmount(kind, holders.data.totals.cumulative)} />
            <Figure label="Claimed" value={formatRoundAmount(kind, holders.data.totals.claimed)} />
            <Figure label="Unclaimed" value={formatRoundAmount(kind, holders.data.totals.unclaimed)} />
          </Figures>
          {holders.data.currentRoundId !== roundId ? (
            <Alert tone="info">
              A later round has been published since: the amounts and claims are those of the current root,
              which includes this round.
            </Alert>
          ) : null}
          {holders.data.chainRoot !== holders.data.root ? (
            <Alert tone="warning">
              The distributor's root on chain is not the one this site published last, so it would refuse
              these claims. Record the latest publication first.
            </Alert>
          ) : null}
          <Suspense fallback={<Spinner label="Loading wallets..." />}>
            <HoldersWithWallet holders={holders.data} refresh={refresh} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}
