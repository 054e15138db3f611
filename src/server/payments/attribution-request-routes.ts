import { Hono } from "hono";
import type { Address, PublicClient } from "viem";
import type { SignedInVariables } from "@/server/auth/require-user";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { log } from "@/server/lib/log";
import { userRateLimit } from "@/server/lib/user-rate-limit";
import { type FileResult, fileAttributionRequest } from "@/server/payments/attribution-request-store";
import { verifyAndRecord } from "@/server/payments/verify-payment";
import type { ApiError } from "@/shared/api-error";
import {
  type AttributionRequestFiled,
  attributionRequestSchema,
} from "@/shared/payments/attribution-request";
import { verificationReasons } from "@/shared/payments/verification-reasons";

interface Deps {
  db: Db;
  chain: { client: PublicClient; chainId: number; usdt: Address; saleWallet: Address; startBlock?: bigint };
}

const refusals: Record<Exclude<FileResult["status"], "filed">, [ApiError, 409 | 422]> = {
  already_yours: [
    {
      error:
        "This payment is already yours: it was sent from a wallet linked to your account, so it is credited to you without an operator.",
      code: "already_yours",
    },
    409,
  ],
  // The claim's words: whether someone else holds a payment is nobody else's business.
  claimed: [{ error: "Transaction not found or already claimed.", code: "claimed" }, 409],
  orphaned: [
    {
      error:
        "This transaction is no longer on the Arbitrum blockchain (the chain reorganised), so it paid nothing. Check its hash in your exchange's history.",
      code: "orphaned",
    },
    422,
  ],
  duplicate: [
    {
      error:
        "You already asked for this payment to be attributed. An operator will review it, and you will be notified here.",
      code: "duplicate",
    },
    409,
  ],
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
      let verification: Awaited<ReturnType<typeof verifyAndRecord>>;
      try {
        verification = await verifyAndRecord(db, chain, input.txHash);
      } catch (error) {
        log.error({ err: error }, "reading a transaction for an attribution request failed");
        return c.json<ApiError>(
          {
            error:
              "The blockchain could not be read just now. Nothing was sent: please try again in a minute.",
            code: "chain_unavailable",
          },
          503,
        );
      }
      if (!verification.ok) {
        const wrongWallet =
          verification.reason === "wrong_recipient"
            ? ` It should have gone to ${verification.expected}.`
            : "";
        return c.json<ApiError>(
          { error: `${verificationReasons[verification.reason]}${wrongWallet}`, code: verification.reason },
          422,
        );
      }
      const result = await fileAttributionRequest(db, c.get("userId"), chain.chainId, input);
      if (result.status !== "filed") {
        const [body, status] = refusals[result.status];
        return c.json<ApiError>(body, status);
      }
      return c.json<AttributionRequestFiled>(
        { id: result.id, status: "open", amountMicroUsdt: result.amount.toString() },
        201,
      );
    },
  );
}
