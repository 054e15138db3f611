import { Hono } from "hono";
import type { Address, PublicClient } from "viem";
import { readPaymentsPage } from "@/server/admin/payments/payment-table";
import { notFound, refundPaidRefusal, refundRefusal } from "@/server/admin/payments/refund-paid-answers";
import type { OperatorVariables } from "@/server/admin/require-operator";
import type { Finality } from "@/server/chain/finality";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { attributeManually } from "@/server/ledger/manual-attribution";
import { recordRefundPaid } from "@/server/ledger/refund-paid";
import { log } from "@/server/lib/log";
import { verifyRefundByHash } from "@/server/payments/verify-refund";
import { adminPaymentsQuerySchema, manualAttributionSchema, refundPaidSchema } from "@/shared/admin/payments";
import type { ApiError } from "@/shared/api-error";

export interface AdminPaymentDeps {
  db: Db;
  /**
   * Where a refund's transaction is checked: final, and sent from the sale wallet. Finality is the
   * configured one; without it, the chain's `finalized` tag (the strictest, and Arbitrum's).
   */
  chain?: { client: PublicClient; usdt: Address; saleWallet: Address; finality?: Finality };
}

/**
 * `GET /api/admin/payments` (the table), `POST /attribute` (credit a payment by hand) and
 * `POST /refund-paid` (record a refund paid back). The ledger rules live in src/server/ledger, and
 * its events tell the investor and the pages.
 */
export function adminPaymentRoutes({ db, chain }: AdminPaymentDeps) {
  return new Hono<{ Variables: OperatorVariables }>()
    .get("/", validate("query", adminPaymentsQuerySchema), async (c) =>
      c.json(await readPaymentsPage(db, c.req.valid("query"))),
    )
    .post("/attribute", validate("json", manualAttributionSchema), async (c) => {
      const result = await attributeManually(db, c.get("operator"), c.req.valid("json"));
      switch (result.status) {
        case "attributed":
          return c.json({
            status: "attributed",
            creditedMicroUsdt: result.credited.toString(),
            tokensMicroPxl: result.tokens.toString(),
            refundDueMicroUsdt: result.refundDue.toString(),
          });
        case "no_such_payment":
          return c.json<ApiError>(notFound, 404);
        case "no_such_account":
          return c.json<ApiError>(
            { error: "No account uses this e-mail address.", code: "no_such_account", field: "email" },
            404,
          );
        case "own_account":
          return c.json<ApiError>(
            {
              error: "You cannot credit a payment to your own account: another operator must.",
              code: "own_account",
              field: "email",
            },
            403,
          );
        case "not_final":
          return c.json<ApiError>(
            result.finality === "pending"
              ? {
                  error: "This payment is not final yet. It can be attributed once its block is final.",
                  code: "not_final",
                }
              : {
                  error:
                    "This payment was removed from the chain by a reorganisation: there is nothing to credit.",
                  code: "orphaned",
                },
            409,
          );
        case "already_credited":
          return c.json<ApiError>(
            {
              error: result.to
                ? `This payment is already credited to ${result.to}. A payment is credited only once.`
                : "This payment is already credited. A payment is credited only once.",
              code: "already_credited",
            },
            409,
          );
      }
    })
    .post("/refund-paid", validate("json", refundPaidSchema), async (c) => {
      const input = c.req.valid("json");
      if (!chain) {
        return c.json<ApiError>(
          { error: "Refunds cannot be checked: this server reads no chain.", code: "no_chain" },
          503,
        );
      }
      let refund: Awaited<ReturnType<typeof verifyRefundByHash>>;
      try {
        refund = await verifyRefundByHash(
          { ...chain, finality: chain.finality ?? { kind: "tag" } },
          input.refundTxHash,
        );
      } catch (error) {
        log.error({ err: error }, "reading a refund transaction failed");
        return c.json<ApiError>(
          {
            error: "The chain could not be read just now. Nothing was recorded: try again in a minute.",
            code: "chain_unavailable",
          },
          503,
        );
      }
      if (!refund.ok) {
        const [body, status] = refundRefusal(refund);
        return c.json<ApiError>(body, status);
      }
      const result = await recordRefundPaid(db, c.get("operator"), input, refund);
      if (result.status !== "recorded") {
        const [body, status] = refundPaidRefusal(result);
        return c.json<ApiError>(body, status);
      }
      return c.json({ status: "recorded", refundMicroUsdt: result.refund.toString(), to: result.to });
    });
}
