import { Hono } from "hono";
import { type AdminDeps, type AdminEnv, distributionChainOf } from "@/server/admin/admin-deps";
import { roundHolderRoutes } from "@/server/admin/distribution/round-holder-routes";
import { roundPublishRoutes } from "@/server/admin/distribution/round-publish-routes";
import { roundReadRoutes } from "@/server/admin/distribution/round-read-routes";
import { distributionPreviewJson, planDistribution } from "@/server/distribution/distribution-preview";
import { reconcileRounds } from "@/server/distribution/reconcile-rounds";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { validate } from "@/server/http/validate";
import { distributionRoundRequestSchema } from "@/shared/admin/distribution";
import type { ApiError } from "@/shared/api-error";

/**
 * The PXL distribution (operators only): `GET /preview` the next round as it would be now,
 * `POST /rounds` saves it as a draft (audited), and the saved rounds with their CSV.
 */
export function adminDistributionRoutes({ db, chain, realtime, mailer, config }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/preview", async (c) => c.json(distributionPreviewJson(await planDistribution(db))))
    .get("/reconciliation", async (c) => {
      const distribution = distributionChainOf(chain);
      if (!distribution) {
        return c.json<ApiError>(
          { error: "The distribution's contracts are not configured on this chain.", code: "not_configured" },
          409,
        );
      }
      return c.json(await reconcileRounds(db, distribution));
    })
    .post("/rounds", validate("json", distributionRoundRequestSchema), async (c) =>
      c.json(await saveDistributionRound(db, c.get("operator"), c.req.valid("json").reason), 201),
    )
    .route(
      "/rounds",
      roundPublishRoutes(
        { db, realtime, mail: { mailer, baseUrl: config.baseUrl } },
        distributionChainOf(chain),
        "pxl",
      ),
    )
    .route("/rounds", roundHolderRoutes(db, distributionChainOf(chain), "pxl"))
    .route("/rounds", roundReadRoutes(db, "pxl", distributionChainOf(chain)));
}
