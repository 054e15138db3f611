import { Link } from "react-router";
import type { AdminOverview } from "@/shared/admin/overview";
import { formatCount } from "@/shared/format/money";
import { consolePaths } from "@/shared/routes";
import { FigureCard } from "@/web/features/admin/overview/figure-card";
import { IndexerCard } from "@/web/features/admin/overview/indexer-card";
import { MoneyCards } from "@/web/features/admin/overview/money-cards";
import { ReconciliationCard } from "@/web/features/admin/overview/reconciliation-card";

/** The sale's money, the ledger's reconciliation, the indexer and the work waiting for operators. */
export function OverviewView({ overview }: { overview: AdminOverview }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <MoneyCards overview={overview} />
        <FigureCard label="KYC queue" value={formatCount(overview.kycPending)}>
          <Link
            to={consolePaths.kyc}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {overview.kycPending === 1
              ? "1 submission to review"
              : `${formatCount(overview.kycPending)} submissions to review`}
          </Link>
        </FigureCard>
        <FigureCard label="Investors" value={formatCount(overview.investors)}>
          <Link
            to={consolePaths.investors}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            See investors
          </Link>
        </FigureCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReconciliationCard overview={overview} />
        <IndexerCard indexers={overview.indexers} />
      </div>
    </div>
  );
}
