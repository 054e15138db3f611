import { type Context, Hono } from "hono";
import { type AdminDeps, type AdminEnv, distributionChainOf } from "@/server/admin/admin-deps";
import { roundHolderRoutes } from "@/server/admin/distribution/round-holder-routes";
import { roundPublishRoutes } from "@/server/admin/distribution/round-publish-routes";
import { roundReadRoutes } from "@/server/admin/distribution/round-read-routes";
import { dividendPreviewJson, planDividend } from "@/server/distribution/dividend-preview";
import { ChainNotReadThroughError } from "@/server/distribution/read-through";
import { saveDividendRound } from "@/server/distribution/save-round";
import { validate } from "@/server/http/validate";
import { dividendRequestSchema } from "@/shared/admin/dividends";
import type { ApiError } from "@/shared/api-error";

/**
 * Dividends (operators only): `POST /preview` a closed period's pool, shares and remainder from
 * the profit the operator enters, `POST /rounds` saves it as a draft (audited), and the saved rounds
 * with their CSV.
 */
export function adminDividendRoutes({ db, chain, realtime, mailer, config }: AdminDeps) {
  return new Hono<AdminEnv>()
    .post("/preview", validate("json", dividendRequestSchema), async (c) => {
      const { period, profit } = c.req.valid("json");
      try {
        return c.json(dividendPreviewJson(await planDividend(db, { period, profitMicroUsdt: profit })));
      } catch (error) {
        if (error instanceof ChainNotReadThroughError) return notReadThrough(c, error.message);
        throw error;
      }
    })
    .post("/rounds", validate("json", dividendRequestSchema), async (c) => {
      const result = await saveDividendRound(db, c.get("operator"), c.req.valid("json"));
      switch (result.status) {
        case "saved": {
          const { status: _, ...saved } = result;
          return c.json(saved, 201);
        }
        case "period_published":
          return c.json<ApiError>(
            {
              error: `The ${result.period} dividend is already published: a period is paid once.`,
              code: "period_published",
            },
            409,
          );
        case "not_read_through":
          return notReadThrough(c, result.message);
      }
    })
    .route(
      "/rounds",
      roundPublishRoutes(
        { db, realtime, mail: { mailer, baseUrl: config.baseUrl } },
        distributionChainOf(chain),
        "dividend",
      ),
    )
    .route("/rounds", roundHolderRoutes(db, distributionChainOf(chain), "dividend"))
    .route("/rounds", roundReadRoutes(db, "dividend", distributionChainOf(chain)));
}

/** The indexers have not read the chain through the record date: nothing planned, nothing saved. */
const notReadThrough = (c: Context, message: string) =>
  c.json<ApiError>({ error: message, code: "chain_not_read_through_record_date" }, 409);
