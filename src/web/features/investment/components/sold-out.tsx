import { CircleCheckBigIcon, OctagonXIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import type { TokenData } from "@/shared/sale/token-data";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";

/** The spec's toast once the sale is sold out. */
export const SOLD_OUT_TOAST =
  "Sale Completed: PXL tokens are sold out. No more tokens available for purchase.";

/** The red banner across the page once the sale has reached its cap. */
export function SoldOutBanner() {
  return (
    <Alert tone="danger" className="items-center">
      <OctagonXIcon aria-hidden="true" />
      <p className="font-semibold">
        The PXL private sale is sold out. No more tokens are available for purchase.
      </p>
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
          Sale Completed
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>
          The private sale raised {formatUsdt(data.totalRaised)} and all{" "}
          {formatCount(data.privateSaleAllocation)} PXL tokens are sold. Thank you to every investor.
        </p>
        <p className="text-slate-600">
          Already paid? Your tokens are in your dashboard; tokens are distributed once your identity check
          (KYC) is complete.
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
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
        title="PXL Tokens Sold Out"
        description="The private sale has reached its target and closed. No more tokens are available for purchase."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to={paths.dashboard}>Back to Dashboard</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
