import { lazy, Suspense, useState } from "react";
import type { RoundKind, RoundSummary } from "@/shared/admin/distribution-rounds";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorText } from "@/web/features/admin/components/error-text";
import {
  useRefreshAfterPublish,
  useRoundPublishing,
} from "@/web/features/admin/distribution/api/round-queries";
import { PublishingFacts } from "./publishing-facts";

const PublishWithWallet = lazy(() => import("./publish-wallet"));

/**
 * Publishing a draft round: what must be signed and whether the distributor is funded, then the
 * academy's wallet. While a transaction is on its way the dialog stays open, so its progress is seen.
 */
export function PublishDialog({
  kind,
  round,
  onClose,
}: {
  kind: RoundKind;
  round: RoundSummary | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const publishing = useRoundPublishing(kind, round?.id ?? null);
  const refresh = useRefreshAfterPublish();
  const title = kind === "pxl" ? "Publish the PXL round" : `Publish the ${round?.period ?? ""} dividend`;
  return (
    <Dialog open={round !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent
        title={title}
        description="The owner's wallet sets this round's Merkle root on the distributor; holders can claim from then on."
        className="max-w-xl"
      >
        {publishing.isPending ? <Spinner label="Reading the distributor on chain..." /> : null}
        {publishing.isError ? (
          <Alert tone="danger" className="flex-col items-start">
            <p>We could not read what publishing needs. {errorText(publishing.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void publishing.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {publishing.data ? (
          <>
            <PublishingFacts publishing={publishing.data} />
            {BigInt(publishing.data.shortfall) > 0n ? (
              <Button
                variant="outline"
                className="self-start"
                disabled={publishing.isFetching}
                onClick={() => void publishing.refetch()}
              >
                Check the balance again
              </Button>
            ) : null}
            <Suspense fallback={<Spinner label="Loading wallets..." />}>
              <PublishWithWallet
                publishing={publishing.data}
                onPublished={() => void refresh()}
                onBusyChange={setBusy}
              />
            </Suspense>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
