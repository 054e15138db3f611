import { Hono } from "hono";
import type { AdminEnv } from "@/server/admin/admin-deps";
import { roundHolders } from "@/server/admin/distribution/round-holders";
import type { Db } from "@/server/db/client";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import type { ApiError } from "@/shared/api-error";

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refusals = {
  not_found: [{ error: "There is no such round.", code: "not_found" }, 404],
  not_published: [
    { error: "This round is a draft: its holders can claim once it is published.", code: "not_published" },
    409,
  ],
  not_configured: [
    { error: "The distribution's contracts are not configured on this chain.", code: "not_configured" },
    409,
  ],
} as const satisfies Record<string, readonly [ApiError, 404 | 409]>;

export const chainUnavailable: ApiError = {
  error: "We could not read the distributor on chain just now. Try again in a moment.",
  code: "chain_unavailable",
};

/**
 * `GET /rounds/:id/holders`: every account of a published round with what it has claimed from the
 * distributor and what is left, read from the chain, and the claim a wallet sends on its behalf.
 */
export function roundHolderRoutes(db: Db, chain: DistributionChain | undefined, kind: RoundKind) {
  return new Hono<AdminEnv>().get("/:id/holders", async (c) => {
    const id = c.req.param("id");
    if (!ROUND_ID.test(id)) return c.json(...refusals.not_found);
    const result = await roundHolders(db, chain, kind, id.toLowerCase());
    switch (result.status) {
      case "ok":
        return c.json(result.holders);
      case "not_found":
      case "not_published":
      case "not_configured": {
        const [body, status] = refusals[result.status];
        return c.json(body, status);
      }
      case "chain_unavailable":
        return c.json(chainUnavailable, 503);
    }
  });
}
