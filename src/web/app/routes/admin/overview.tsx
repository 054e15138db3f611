import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAdminOverview } from "@/web/features/admin/api/get-overview";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { errorText } from "@/web/features/admin/components/error-text";
import { OverviewView } from "@/web/features/admin/overview/overview-view";

export const meta = () => adminMeta("Overview");

/** /admin: the sale at a glance for an operator. */
export default function OverviewPage() {
  const overview = useAdminOverview();
  return (
    <ConsolePage
      title="Overview"
      description="The sale's money, the ledger's reconciliation and the work waiting."
    >
      {overview.data ? (
        <OverviewView overview={overview.data} />
      ) : overview.isPending ? (
        <Spinner label="Loading the overview…" className="self-center" />
      ) : (
        <Alert tone="danger" className="flex-col items-start">
          <p>We could not load the overview. {errorText(overview.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
    </ConsolePage>
  );
}
