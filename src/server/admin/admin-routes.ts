import { Hono } from "hono";
import { adminAnnouncementRoutes } from "@/server/admin/announcements/announcement-routes";
import { adminAuditRoutes } from "@/server/admin/audit/audit-routes";
import { adminExportRoutes } from "@/server/admin/exports/export-routes";
import { adminInvestorRoutes } from "@/server/admin/investors/investor-routes";
import { adminKycRoutes } from "@/server/admin/kyc/kyc-review-routes";
import { adminOverviewRoutes } from "@/server/admin/overview/overview-routes";
import { adminPaymentRoutes } from "@/server/admin/payments/admin-payment-routes";
import { type OperatorVariables, requireOperator } from "@/server/admin/require-operator";
import type { Auth } from "@/server/auth/auth";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import type { Mailer } from "@/server/mail/mailer";
import type { Realtime } from "@/server/realtime/realtime";
import type { SaleFigures } from "@/server/sale/sale-figures";

export interface AdminDeps {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  sale: SaleFigures;
  config: Pick<Config, "baseUrl" | "production">;
  /** Where identity documents are kept; without it the KYC review is absent (API tests of other parts). */
  documentsDir?: string;
}

export type AdminEnv = { Variables: OperatorVariables };

/**
 * The operator console's API (issue 6), all of it behind the admin role: `GET /api/admin/me`
 * answers 200 for an operator, and every other route below is refused the same way to everyone else.
 */
export function adminRoutes(deps: AdminDeps) {
  const api = new Hono<AdminEnv>()
    .use(requireOperator(deps.auth, deps.db))
    .get("/me", (c) => c.json({ operator: true, email: c.get("operator").label }))
    .route("/overview", adminOverviewRoutes(deps))
    .route("/payments", adminPaymentRoutes(deps))
    .route("/investors", adminInvestorRoutes(deps))
    .route("/announcements", adminAnnouncementRoutes(deps))
    .route("/exports", adminExportRoutes(deps))
    .route("/audit", adminAuditRoutes(deps));
  if (deps.documentsDir) api.route("/kyc", adminKycRoutes({ ...deps, documentsDir: deps.documentsDir }));
  return api;
}
