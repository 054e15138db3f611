import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { formatPrice } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { PRICE_MICRO_USDT } from "@/shared/sale/rules";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** Back to Dashboard, the page's title (Sale Completed once sold out) and the price with the live-data dot. */
export function InvestmentHeader({ soldOut, live }: { soldOut: boolean; live: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={paths.dashboard}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="font-bold text-3xl tracking-tight">
          {soldOut ? "Sale Completed" : "Investment Center"}
        </h1>
        <p className="inline-flex items-center gap-2 text-slate-700 text-sm">
          <span
            className={cn("size-2.5 rounded-full", live ? "animate-pulse bg-emerald-500" : "bg-red-500")}
            aria-hidden="true"
          />
          <span>
            PXL price: <strong className="text-slate-900">{formatPrice(PRICE_MICRO_USDT)}</strong>
          </span>
          <span className="sr-only">{live ? "(live data)" : "(live data disconnected)"}</span>
        </p>
      </div>
    </div>
  );
}
