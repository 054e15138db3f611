import { BadgeCheckIcon, CoinsIcon } from "lucide-react";
import { Link } from "react-router";
import type { KycStatus } from "@/shared/portfolio/portfolio-schema";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

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
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {soldOut ? (
          <Button disabled variant="outline">
            PXL Sold Out
          </Button>
        ) : (
          <Button asChild variant="accent">
            <Link to={paths.investment}>
              <CoinsIcon aria-hidden />
              {holdsPxl ? "Buy More PXL" : "Buy PXL"}
            </Link>
          </Button>
        )}
        {kycStatus === "verified" ? (
          <Button disabled variant="outline">
            <BadgeCheckIcon aria-hidden />
            Verify Identity
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.kyc}>
              <BadgeCheckIcon aria-hidden />
              Verify Identity
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
