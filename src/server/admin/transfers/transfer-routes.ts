import { Hono } from "hono";
import type { OperatorVariables } from "@/server/admin/require-operator";
import { readTransfersPage } from "@/server/admin/transfers/transfer-table";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { adminTransfersQuerySchema } from "@/shared/admin/transfers";

/** `GET /api/admin/transfers?kind=skipped|outgoing`: the sale wallet's logs that are not payments. */
export function adminTransferRoutes({ db }: { db: Db }) {
  return new Hono<{ Variables: OperatorVariables }>().get(
    "/",
    validate("query", adminTransfersQuerySchema),
    async (c) => c.json(await readTransfersPage(db, c.req.valid("query"))),
  );
}
