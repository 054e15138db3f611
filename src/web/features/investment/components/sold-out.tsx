import { CircleCheckBigIcon, OctagonXIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import type { TokenData } from "@/shared/sale/token-data";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { pageHref } from "@/web/lib/locale";

/** The spec's toast once the sale is sold out, in the page's language. */
export function soldOutToast(): string {
  return m.investment_sold_out_toast();
}

/** The red banner across the page once the sale has reached its cap. */
export function SoldOutBanner() {
  return (
    <Alert tone="danger" className="items-center">
      <OctagonXIcon aria-hidden="true" />
      <p className="font-semibold">{m.investment_sold_out_banner()}</p>
    </Alert>
  );
}

/** The Sale Completed card, in place of buying. */
export function SaleCompletedCard({ data }: { data: TokenData }) {
  return (
    <Card className="border-emerald-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CircleCheckBigIcon className="size-5 text-emerald-600" aria-hidden="true" />
          {m.investment_sale_completed()}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>
          {m.investment_sale_completed_text({
            raised: formatUsdt(data.totalRaised),
            tokens: formatCount(data.privateSaleAllocation),
          })}
        </p>
        <p className="text-slate-600">{m.investment_sale_completed_paid()}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to={pageHref(paths.dashboard)}>{m.investment_back_to_dashboard()}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The dialog shown when the sale sells out (on arrival, or while the investor is on the page). */
export function SoldOutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={m.investment_sold_out_dialog_title()}
        description={m.investment_sold_out_dialog_description()}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {m.investment_close()}
          </Button>
          <Button asChild>
            <Link to={pageHref(paths.dashboard)}>{m.investment_back_to_dashboard()}</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
