import { Hono } from "hono";
import { readAuditPage } from "@/server/admin/audit/audit-table";
import type { OperatorVariables } from "@/server/admin/require-operator";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { adminAuditQuerySchema } from "@/shared/admin/audit";

/** `GET /api/admin/audit`: who did what and when, newest first by default. */
export function adminAuditRoutes({ db }: { db: Db }) {
  return new Hono<{ Variables: OperatorVariables }>().get(
    "/",
    validate("query", adminAuditQuerySchema),
    async (c) => c.json(await readAuditPage(db, c.req.valid("query"))),
  );
}
