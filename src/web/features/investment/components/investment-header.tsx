import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatPrice } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { PRICE_MICRO_USDT } from "@/shared/sale/rules";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { pageHref } from "@/web/lib/locale";

/** Back to Dashboard, the page's title (Sale Completed once sold out) and the price with the live-data dot. */
export function InvestmentHeader({ soldOut, live }: { soldOut: boolean; live: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={pageHref(paths.dashboard)}>
          <ArrowLeftIcon aria-hidden="true" />
          {m.investment_back_to_dashboard()}
        </Link>
      </Button>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="font-bold text-3xl tracking-tight">
          {soldOut ? m.investment_sale_completed() : m.investment_meta_title()}
        </h1>
        <p className="inline-flex items-center gap-2 text-slate-700 text-sm">
          <span
            className={cn("size-2.5 rounded-full", live ? "animate-pulse bg-emerald-500" : "bg-red-500")}
            aria-hidden="true"
          />
          <span>
            {m.investment_price_label()}{" "}
            <strong className="text-slate-900">{formatPrice(PRICE_MICRO_USDT)}</strong>
          </span>
          <span className="sr-only">
            {live ? m.investment_live_data() : m.investment_live_data_disconnected()}
          </span>
        </p>
      </div>
    </div>
  );
}
