import { Hono } from "hono";
import type { Address, PublicClient } from "viem";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { claimPayment } from "@/server/ledger/claim";
import { userRateLimit } from "@/server/lib/user-rate-limit";
import { attributionRequestRoutes } from "@/server/payments/attribution-request-routes";
import { verifyForRequest } from "@/server/payments/verification-refusal";
import type { ApiError } from "@/shared/api-error";
import { claimPaymentSchema } from "@/shared/wallets/wallet-schemas";

interface Deps {
  auth: Auth;
  db: Db;
  chain: { client: PublicClient; chainId: number; usdt: Address; saleWallet: Address; startBlock?: bigint };
}

/**
 * `POST /api/payments/claim`: verifies a payment by its hash on chain, records it if the indexer has
 * not yet, and credits it to the claimant when the claimant linked its sender (the ledger tells
 * everyone concerned). A payment not final yet answers 202 ("Processing..."); when the ledger settles
 * it, the claimant's pages get a live signal and claim again.
 * `POST /api/payments/attribution-requests`: see attributionRequestRoutes.
 */
export function paymentRoutes({ auth, db, chain }: Deps) {
  return new Hono<{ Variables: SignedInVariables }>()
    .use(requireUser(auth))
    .route("/attribution-requests", attributionRequestRoutes({ db, chain }))
    .post("/claim", userRateLimit(db, "paymentClaim"), validate("json", claimPaymentSchema), async (c) => {
      const checked = await verifyForRequest(db, chain, c.req.valid("json").hash);
      if (!checked.ok) return c.json<ApiError>(checked.body, checked.status);
      const verification = checked.verified;
      const result = await claimPayment(db, c.get("userId"), chain.chainId, verification.txHash);
      switch (result.status) {
        case "credited":
          return c.json({ status: "credited", credited: result.credited.toString() }, 200);
        case "already_yours":
          return c.json({ status: "already_yours" }, 200);
        case "not_final":
          return c.json({ status: "processing", amount: verification.total.toString() }, 202);
        case "link_wallet":
          return c.json<ApiError>(
            {
              error: m.api_payment_other_wallet({ wallet: result.wallet }),
              code: "link_wallet",
              field: result.wallet,
            },
            409,
          );
        case "claimed_by_someone_else":
          return c.json<ApiError>({ error: m.api_payment_claimed(), code: "claimed" }, 409);
      }
    });
}
