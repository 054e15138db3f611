import { Hono } from "hono";
import { readInvestorsPage } from "@/server/admin/investors/investor-table";
import type { OperatorVariables } from "@/server/admin/require-operator";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { adminInvestorsQuerySchema } from "@/shared/admin/investors";

/** `GET /api/admin/investors`: KYC status, linked wallets, tokens and invested of every investor. */
export function adminInvestorRoutes({ db }: { db: Db }) {
  return new Hono<{ Variables: OperatorVariables }>().get(
    "/",
    validate("query", adminInvestorsQuerySchema),
    async (c) => c.json(await readInvestorsPage(db, c.req.valid("query"))),
  );
}
