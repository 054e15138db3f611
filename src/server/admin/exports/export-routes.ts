import { type Context, Hono } from "hono";
import { recordAudit } from "@/server/admin/audit-log";
import { toCsv } from "@/server/admin/exports/csv";
import { holderRows, subscriberRows } from "@/server/admin/exports/export-data";
import type { OperatorVariables } from "@/server/admin/require-operator";
import type { Db } from "@/server/db/client";
import { type ExportName, holdersCsvColumns, newsletterCsvColumns } from "@/shared/admin/exports";

type OperatorContext = Context<{ Variables: OperatorVariables }>;

/**
 * `GET /api/admin/exports/holders.csv` and `/newsletter.csv`. Each download is audited (personal
 * data leaves the site) before it is sent; it is never cached.
 */
export function adminExportRoutes({ db }: { db: Db }) {
  async function download(c: OperatorContext, name: ExportName, csv: string, rows: number) {
    await recordAudit(db, c.get("operator"), {
      action: name === "holders" ? "export_holders" : "export_newsletter",
      subject: name,
      details: { rows },
    });
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="pxl-${name}-${day}.csv"`);
    c.header("Cache-Control", "no-store");
    return c.body(csv);
  }

  return new Hono<{ Variables: OperatorVariables }>()
    .get("/holders.csv", async (c) => {
      const rows = await holderRows(db);
      return download(c, "holders", toCsv(holdersCsvColumns, rows), rows.length);
    })
    .get("/newsletter.csv", async (c) => {
      const rows = await subscriberRows(db);
      return download(c, "newsletter", toCsv(newsletterCsvColumns, rows), rows.length);
    });
}
