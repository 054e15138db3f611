import { Hono } from "hono";
import type { AdminEnv } from "@/server/admin/admin-deps";
import { recordAudit } from "@/server/admin/audit-log";
import { type ClaimsByUser, roundCsvRows } from "@/server/admin/distribution/round-csv";
import { chainUnavailable } from "@/server/admin/distribution/round-holder-routes";
import { roundHolders } from "@/server/admin/distribution/round-holders";
import { toCsv } from "@/server/admin/exports/csv";
import type { Db } from "@/server/db/client";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { listRounds, readRound, roundDetailJson } from "@/server/distribution/round-store";
import { type RoundKind, roundCsvColumns } from "@/shared/admin/distribution-rounds";
import type { ApiError } from "@/shared/api-error";
import { roundCsvClaimColumns } from "@/shared/distribution/round-holders";

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const roundNotFound: ApiError = { error: "There is no such round.", code: "not_found" };

/**
 * `GET /rounds` (newest first), `GET /rounds/:id` with its entries, and `GET /rounds/:id/entries.csv`
 * for the accountant (audited, never cached; a published round's with each account's claims read
 * from the chain): the same for PXL rounds and dividend rounds.
 */
export function roundReadRoutes(db: Db, kind: RoundKind, chain?: DistributionChain) {
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
      let claims: ClaimsByUser = new Map();
      if (round.summary.status === "published") {
        const onChain = await roundHolders(db, chain, kind, round.summary.id);
        // An export that silently left the claims out would read as "nothing claimed".
        if (onChain.status === "chain_unavailable") return c.json(chainUnavailable, 503);
        if (onChain.status === "ok") {
          claims = new Map(
            onChain.holders.holders.map((h) => [
              h.userId,
              { claimed: BigInt(h.claimedUnits), unclaimed: BigInt(h.unclaimedUnits) },
            ]),
          );
        }
      }
      const rows = roundCsvRows(round, claims);
      await recordAudit(db, c.get("operator"), {
        action: "export_round",
        subject: `${kind === "pxl" ? "PXL round" : `Dividend ${round.summary.period}`} ${round.summary.id}`,
        details: { roundId: round.summary.id, kind, rows: rows.length },
      });
      const name = kind === "pxl" ? "pxl-round" : `dividend-${round.summary.period}`;
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${name}-${round.summary.id}.csv"`);
      c.header("Cache-Control", "no-store");
      return c.body(toCsv([...roundCsvColumns, ...roundCsvClaimColumns] as const, rows));
    });
}
