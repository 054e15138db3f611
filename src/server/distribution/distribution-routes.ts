import { Hono } from "hono";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import { ChainUnavailableError } from "@/server/chain/chain-read";
import type { Db } from "@/server/db/client";
import { type DistributionChain, distributorFor } from "@/server/distribution/distributor-chain";
import { myDistribution } from "@/server/distribution/holder-distribution";
import { publishedRound } from "@/server/distribution/published-rounds";
import type { ApiError } from "@/shared/api-error";
import type { PublicRound } from "@/shared/distribution/holder-claims";

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/distribution/mine`: the signed-in investor's PXL and dividends, with their claims. */
export function holderDistributionRoutes({
  auth,
  db,
  chain,
}: {
  auth: Auth;
  db: Db;
  chain: DistributionChain;
}) {
  return new Hono<{ Variables: SignedInVariables }>().use(requireUser(auth)).get("/mine", async (c) => {
    c.header("Cache-Control", "private, no-store");
    try {
      return c.json(await myDistribution(db, chain, c.get("userId")));
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      return c.json<ApiError>({ error: m.api_chain_unavailable(), code: "chain_unavailable" }, 503);
    }
  });
}

/**
 * `GET /api/rounds/:id`: a published round for anyone, signed in or not: root, the transaction that
 * set it, every leaf with its proof, and the library's tree dump to check them all. Drafts are not
 * shown: their root may never be set.
 */
export function publicRoundRoutes({ db, chain }: { db: Db; chain: DistributionChain }) {
  return new Hono().get("/:id", async (c) => {
    const id = c.req.param("id");
    const round = ROUND_ID.test(id) ? await publishedRound(db, id.toLowerCase()) : null;
    const distributor = round && distributorFor(chain, round.kind);
    if (!round || !distributor)
      return c.json<ApiError>({ error: m.api_round_not_found(), code: "not_found" }, 404);
    const body: PublicRound = {
      id: round.id,
      kind: round.kind,
      period: round.period,
      recordDate: round.recordDate?.toISOString() ?? null,
      publishedAt: round.publishedAt.toISOString(),
      chainId: distributor.chainId,
      distributor: distributor.distributor,
      token: distributor.token,
      root: round.root,
      setRootTxHash: round.setRootTxHash,
      totalAmount: round.tree.claims.reduce((sum, claim) => sum + claim.cumulativeAmount, 0n).toString(),
      leaves: round.tree.claims.map((claim) => ({
        account: claim.account,
        cumulativeAmount: claim.cumulativeAmount.toString(),
        proof: claim.proof,
      })),
      tree: { ...round.tree.dump },
    };
    // Published rounds never change; a minute keeps a busy page cheap without hiding a fix for long.
    c.header("Cache-Control", "public, max-age=60");
    return c.json(body);
  });
}
