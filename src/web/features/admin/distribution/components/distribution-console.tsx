import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorText } from "@/web/features/admin/components/error-text";
import { useDistributionPreview } from "@/web/features/admin/distribution/api/round-queries";
import { DistributionDraftForm } from "@/web/features/admin/distribution/components/distribution-draft-form";
import { DistributionPreviewView } from "@/web/features/admin/distribution/components/distribution-preview-view";
import { RoundsSection } from "@/web/features/admin/distribution/components/rounds-section";

/** /admin/distribution: the next PXL round's preview, saving it as a draft, and the saved rounds. */
export function DistributionConsole() {
  const preview = useDistributionPreview();
  return (
    <div className="flex flex-col gap-8">
      {preview.isPending ? <Spinner label="Computing the next round..." /> : null}
      {preview.isError ? (
        <Alert tone="danger" className="flex-col items-start">
          <p>We could not compute the next round. {errorText(preview.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {preview.data ? <DistributionPreviewView preview={preview.data} /> : null}
      <Card>
        <CardHeader>
          <h3 className="font-semibold text-lg leading-tight">Save as draft</h3>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {preview.data?.totals.eligible === 0 ? (
            <p className="text-slate-600 text-sm">
              Nobody is eligible yet: a round would give no one anything new.
            </p>
          ) : null}
          <DistributionDraftForm disabled={!preview.data || preview.data.totals.eligible === 0} />
        </CardContent>
      </Card>
      <RoundsSection kind="pxl" />
    </div>
  );
}
