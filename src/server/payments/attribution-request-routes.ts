import { Hono } from "hono";
import type { Address, PublicClient } from "viem";
import { m } from "@/paraglide/messages";
import type { SignedInVariables } from "@/server/auth/require-user";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { userRateLimit } from "@/server/lib/user-rate-limit";
import { type FileResult, fileAttributionRequest } from "@/server/payments/attribution-request-store";
import { verifyForRequest } from "@/server/payments/verification-refusal";
import type { ApiError } from "@/shared/api-error";
import {
  type AttributionRequestFiled,
  attributionRequestSchema,
} from "@/shared/payments/attribution-request";

interface Deps {
  db: Db;
  chain: { client: PublicClient; chainId: number; usdt: Address; saleWallet: Address; startBlock?: bigint };
}

/** Why a request is not filed, in the request's language. */
const refusals: Record<Exclude<FileResult["status"], "filed">, () => [ApiError, 409 | 422]> = {
  already_yours: () => [{ error: m.api_attribution_already_yours(), code: "already_yours" }, 409],
  // The claim's words: whether someone else holds a payment is nobody else's business.
  claimed: () => [{ error: m.api_payment_claimed(), code: "claimed" }, 409],
  orphaned: () => [{ error: m.api_attribution_orphaned(), code: "orphaned" }, 422],
  duplicate: () => [{ error: m.api_attribution_duplicate(), code: "duplicate" }, 409],
};

/**
 * `POST /api/payments/attribution-requests`: an investor who paid from an exchange (whose wallet they
 * cannot sign with) asks an operator to credit the payment to them. The hash is checked on chain as
 * a claim is, with the claim's reasons; the request then waits in the console's queue.
 * Mounted behind `requireUser` (paymentRoutes): the user is signed in.
 */
export function attributionRequestRoutes({ db, chain }: Deps) {
  return new Hono<{ Variables: SignedInVariables }>().post(
    "/",
    userRateLimit(db, "attributionRequest"),
    validate("json", attributionRequestSchema),
    async (c) => {
      const input = c.req.valid("json");
      const checked = await verifyForRequest(db, chain, input.txHash);
      if (!checked.ok) return c.json<ApiError>(checked.body, checked.status);
      const result = await fileAttributionRequest(db, c.get("userId"), chain.chainId, input);
      if (result.status !== "filed") {
        const [body, status] = refusals[result.status]();
        return c.json<ApiError>(body, status);
      }
      return c.json<AttributionRequestFiled>(
        { id: result.id, status: "open", amountMicroUsdt: result.amount.toString() },
        201,
      );
    },
  );
}
