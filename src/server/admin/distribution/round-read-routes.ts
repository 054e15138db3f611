import { Hono } from "hono";
import type { AdminEnv } from "@/server/admin/admin-deps";
import { recordAudit } from "@/server/admin/audit-log";
import { roundCsvRows } from "@/server/admin/distribution/round-csv";
import { toCsv } from "@/server/admin/exports/csv";
import type { Db } from "@/server/db/client";
import { listRounds, readRound, roundDetailJson } from "@/server/distribution/round-store";
import { type RoundKind, roundCsvColumns } from "@/shared/admin/distribution-rounds";
import type { ApiError } from "@/shared/api-error";

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const roundNotFound: ApiError = { error: "There is no such round.", code: "not_found" };

/**
 * `GET /rounds` (newest first), `GET /rounds/:id` with its entries, and `GET /rounds/:id/entries.csv`
 * for the accountant (audited, never cached): the same for PXL rounds and dividend rounds.
 */
export function roundReadRoutes(db: Db, kind: RoundKind) {
  const find = (id: string) => (ROUND_ID.test(id) ? readRound(db, kind, id.toLowerCase()) : null);
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ rounds: await listRounds(db, kind) }))
    .get("/:id", async (c) => {
      const round = await find(c.req.param("id"));
      return round ? c.json(roundDetailJson(round)) : c.json(roundNotFound, 404);
    })
    .get("/:id/entries.csv", async (c) => {
      const round = await find(c.req.param("id"));
      if (!round) return c.json(roundNotFound, 404);
      const rows = roundCsvRows(round);
      await recordAudit(db, c.get("operator"), {
        action: "export_round",
        subject: `${kind === "pxl" ? "PXL round" : `Dividend ${round.summary.period}`} ${round.summary.id}`,
        details: { roundId: round.summary.id, kind, rows: rows.length },
      });
      const name = kind === "pxl" ? "pxl-round" : `dividend-${round.summary.period}`;
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${name}-${round.summary.id}.csv"`);
      c.header("Cache-Control", "no-store");
      return c.body(toCsv(roundCsvColumns, rows));
    });
}
