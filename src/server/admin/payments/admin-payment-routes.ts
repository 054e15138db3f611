import { Hono } from "hono";
import type { Address, PublicClient } from "viem";
import { readPaymentsPage } from "@/server/admin/payments/payment-table";
import type { OperatorVariables } from "@/server/admin/require-operator";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { attributeManually } from "@/server/ledger/manual-attribution";
import { recordRefundPaid } from "@/server/ledger/refund-paid";
import { refundVerificationMessages, verifyRefundByHash } from "@/server/payments/verify-refund";
import type { Realtime } from "@/server/realtime/realtime";
import { adminPaymentsQuerySchema, manualAttributionSchema, refundPaidSchema } from "@/shared/admin/payments";
import type { ApiError } from "@/shared/api-error";
import { formatUnits } from "@/shared/money/units";

export interface AdminPaymentDeps {
  db: Db;
  realtime: Pick<Realtime, "changed">;
  /** Where a refund's transaction is checked (it must have sent USDT from the sale wallet). */
  chain?: { client: PublicClient; usdt: Address; saleWallet: Address };
}

const notFound = { error: "No payment with this transaction hash and log index.", code: "not_found" };

/**
 * `GET /api/admin/payments` (the table), `POST /attribute` (credit a payment by hand) and
 * `POST /refund-paid` (record a refund paid back). The ledger rules live in src/server/ledger.
 */
export function adminPaymentRoutes({ db, realtime, chain }: AdminPaymentDeps) {
  return new Hono<{ Variables: OperatorVariables }>()
    .get("/", validate("query", adminPaymentsQuerySchema), async (c) =>
      c.json(await readPaymentsPage(db, c.req.valid("query"))),
    )
    .post("/attribute", validate("json", manualAttributionSchema), async (c) => {
      const result = await attributeManually(db, c.get("operator"), c.req.valid("json"));
      switch (result.status) {
        case "attributed":
          realtime.changed.payments([result.userId]);
          realtime.changed.sale();
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
      const refund = await verifyRefundByHash(chain, input.refundTxHash);
      if (!refund.ok) {
        return c.json<ApiError>(
          { error: refundVerificationMessages[refund.reason], code: refund.reason, field: "refundTxHash" },
          422,
        );
      }
      const result = await recordRefundPaid(db, c.get("operator"), input, refund.paidMicroUsdt);
      switch (result.status) {
        case "recorded":
          if (result.userId) realtime.changed.payments([result.userId]);
          return c.json({ status: "recorded", refundMicroUsdt: result.refund.toString() });
        case "no_such_payment":
          return c.json<ApiError>(notFound, 404);
        case "no_refund_due":
          return c.json<ApiError>(
            { error: "This payment has no refund due: nothing to record.", code: "no_refund_due" },
            409,
          );
        case "already_recorded":
          return c.json<ApiError>(
            {
              error: `The refund of this payment is already recorded as paid (transaction ${result.refundTxHash}).`,
              code: "already_recorded",
            },
            409,
          );
        case "refund_short":
          return c.json<ApiError>(
            {
              error:
                `This transaction sent ${formatUnits(result.paid)} USDT from the sale wallet, which does not cover ` +
                `this refund of ${formatUnits(result.due)} USDT` +
                (result.alreadyCovered > 0n
                  ? ` on top of ${formatUnits(result.alreadyCovered)} USDT of refunds already recorded with it.`
                  : "."),
              code: "refund_short",
              field: "refundTxHash",
            },
            409,
          );
      }
    });
}
