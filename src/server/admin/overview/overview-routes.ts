import { Hono } from "hono";
import { readOverview } from "@/server/admin/overview/overview";
import type { OperatorVariables } from "@/server/admin/require-operator";
import type { Db } from "@/server/db/client";
import type { SaleFigures } from "@/server/sale/sale-figures";

/** `GET /api/admin/overview`: raised, credited, awaiting attribution, refunds, reconciliation, indexers, queues. */
export function adminOverviewRoutes({ db, sale }: { db: Db; sale: Pick<SaleFigures, "refresh"> }) {
  return new Hono<{ Variables: OperatorVariables }>().get("/", async (c) =>
    c.json(await readOverview(db, sale)),
  );
}
