import { Hono } from "hono";
import type { AdminDeps, AdminEnv } from "@/server/admin/admin-deps";
import { adminAnnouncementRoutes } from "@/server/admin/announcements/announcement-routes";
import { adminAttributionRequestRoutes } from "@/server/admin/attribution-requests/attribution-request-routes";
import { adminAuditRoutes } from "@/server/admin/audit/audit-routes";
import { adminDistributionRoutes } from "@/server/admin/distribution/distribution-routes";
import { adminDividendRoutes } from "@/server/admin/distribution/dividend-routes";
import { adminExportRoutes } from "@/server/admin/exports/export-routes";
import { adminInvestorRoutes } from "@/server/admin/investors/investor-routes";
import { adminKycRoutes } from "@/server/admin/kyc/kyc-review-routes";
import { adminOverviewRoutes } from "@/server/admin/overview/overview-routes";
import { adminPaymentRoutes } from "@/server/admin/payments/admin-payment-routes";
import { requireOperator } from "@/server/admin/require-operator";
import { adminTransferRoutes } from "@/server/admin/transfers/transfer-routes";

/**
 * The operator console's API (issue 6), all of it behind the admin role, two-factor and a recent
 * sign-in (issue 10): `GET /api/admin/me` answers 200 for such an operator, and every other route
 * below is refused the same way to everyone else.
 */
export function adminRoutes(deps: AdminDeps) {
  const api = new Hono<AdminEnv>()
    .use(requireOperator(deps.auth, deps.db, { signInMaxAgeMs: deps.config.operatorSignInMaxAgeMs }))
    .get("/me", (c) => c.json({ operator: true, email: c.get("operator").label }))
    .route("/overview", adminOverviewRoutes(deps))
    .route("/payments", adminPaymentRoutes(deps))
    .route("/attribution-requests", adminAttributionRequestRoutes(deps))
    .route("/transfers", adminTransferRoutes(deps))
    .route("/investors", adminInvestorRoutes(deps))
    .route("/announcements", adminAnnouncementRoutes(deps))
    .route("/exports", adminExportRoutes(deps))
    .route("/distribution", adminDistributionRoutes(deps))
    .route("/dividends", adminDividendRoutes(deps))
    .route("/audit", adminAuditRoutes(deps));
  if (deps.documents) api.route("/kyc", adminKycRoutes({ ...deps, documents: deps.documents }));
  return api;
}
