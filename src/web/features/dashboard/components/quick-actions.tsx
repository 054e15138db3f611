import { BadgeCheckIcon, CoinsIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import type { KycStatus } from "@/shared/portfolio/portfolio-schema";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { pageHref } from "@/web/lib/locale";

/**
 * Buy PXL (Buy More PXL once the investor holds some; a disabled PXL Sold Out when none are left)
 * and Verify Identity (disabled once verified).
 */
export function QuickActions({
  soldOut,
  kycStatus,
  holdsPxl,
}: {
  soldOut: boolean;
  kycStatus: KycStatus;
  holdsPxl: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.dashboard_quick_actions_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {soldOut ? (
          <Button disabled variant="outline">
            {m.dashboard_quick_actions_sold_out()}
          </Button>
        ) : (
          <Button asChild variant="accent">
            <Link to={pageHref(paths.investment)}>
              <CoinsIcon aria-hidden />
              {holdsPxl ? m.dashboard_quick_actions_buy_more() : m.dashboard_quick_actions_buy()}
            </Link>
          </Button>
        )}
        {kycStatus === "verified" ? (
          <Button disabled variant="outline">
            <BadgeCheckIcon aria-hidden />
            {m.dashboard_quick_actions_verify_identity()}
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={pageHref(paths.kyc)}>
              <BadgeCheckIcon aria-hidden />
              {m.dashboard_quick_actions_verify_identity()}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
