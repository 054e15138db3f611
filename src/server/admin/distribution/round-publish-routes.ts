import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AdminEnv } from "@/server/admin/admin-deps";
import type { Db } from "@/server/db/client";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import {
  type PublishProblem,
  publishProblemText,
  publishRound,
  roundPublishing,
} from "@/server/distribution/publish-round";
import { validate } from "@/server/http/validate";
import { notifyPendingRounds, type RoundMail } from "@/server/notifications/round-notifications";
import type { Realtime } from "@/server/realtime/realtime";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import type { ApiError } from "@/shared/api-error";
import { publishRoundRequestSchema } from "@/shared/distribution/round-publishing";

/** How long a publication's answer waits for its holders to be told (mailed) before it goes anyway. */
const NOTIFY_BEFORE_ANSWER_MS = 2_000;

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const problemStatus: Record<PublishProblem, ContentfulStatusCode> = {
  not_found: 404,
  not_configured: 409,
  no_leaves: 409,
  already_published: 409,
  superseded: 409,
  wallet_changed: 409,
  tx_unknown: 422,
  tx_reverted: 422,
  wrong_transaction: 422,
  root_replaced: 409,
  chain_unavailable: 503,
};

/**
 * `GET /rounds/:id/publishing`: the root the academy's wallet signs and the distributor's funding;
 * `POST /rounds/:id/publish {txHash}`: the round published once the chain shows that root set.
 * The server never holds the owner's key: the operator's own wallet sends `setMerkleRoot`.
 */
export function roundPublishRoutes(
  { db, realtime, mail }: { db: Db; realtime: Pick<Realtime, "changed">; mail: RoundMail },
  chain: DistributionChain | undefined,
  kind: RoundKind,
) {
  const refuse = (reason: PublishProblem) =>
    [{ error: publishProblemText[reason], code: reason } satisfies ApiError, problemStatus[reason]] as const;
  const roundId = (id: string) => (ROUND_ID.test(id) ? id.toLowerCase() : null);
  return new Hono<AdminEnv>()
    .get("/:id/publishing", async (c) => {
      const id = roundId(c.req.param("id"));
      if (!id) return c.json(...refuse("not_found"));
      if (!chain) return c.json(...refuse("not_configured"));
      const result = await roundPublishing(db, chain, kind, id);
      return result.status === "ok" ? c.json(result.publishing) : c.json(...refuse(result.reason));
    })
    .post("/:id/publish", validate("json", publishRoundRequestSchema), async (c) => {
      const id = roundId(c.req.param("id"));
      if (!id) return c.json(...refuse("not_found"));
      if (!chain) return c.json(...refuse("not_configured"));
      const { txHash } = c.req.valid("json");
      const result = await publishRound(db, chain, c.get("operator"), kind, id, txHash);
      if (result.status !== "published") return c.json(...refuse(result.reason));
      // Published is the answer, whatever telling the holders meets: a failure is logged there and
      // told again by the sweep, so the operator is never shown a failure for a round that went through.
      // Nor kept waiting by a slow mail server: telling goes on after the answer once it takes longer.
      await Promise.race([
        notifyPendingRounds(db, realtime, mail),
        new Promise((resolve) => setTimeout(resolve, NOTIFY_BEFORE_ANSWER_MS).unref()),
      ]);
      return c.json(result.summary);
    });
}
