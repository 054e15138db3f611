import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { RefundPaidResult } from "@/server/ledger/refund-paid";
import type { RefundVerification } from "@/server/payments/verify-refund";
import type { ApiError } from "@/shared/api-error";
import { formatUsdtExact } from "@/shared/format/money";

type Answer = [ApiError, ContentfulStatusCode];

const onHash = (error: string, code: string, status: ContentfulStatusCode = 422): Answer => [
  { error, code, field: "refundTxHash" },
  status,
];

/** Micro-USDT as an operator compares them: every digit, so that no cent hides a shortfall. */
const usdt = formatUsdtExact;

/** Why a refund transaction was not accepted, in the operator's words. */
export function refundRefusal(refused: Extract<RefundVerification, { ok: false }>): Answer {
  switch (refused.reason) {
    case "not_found":
      return onHash("This refund transaction was not found on the chain. Check the hash.", refused.reason);
    case "not_mined_yet":
      return onHash("This refund transaction is not mined yet. Try again in a few minutes.", refused.reason);
    case "not_final":
      return onHash(
        `This refund transaction is in block ${refused.blockNumber}, which is not final yet. ` +
          "Nothing was recorded: try again later, once its block is final.",
        refused.reason,
        409,
      );
    case "failed":
      return onHash("This refund transaction failed on the chain: it moved no USDT.", refused.reason);
    case "not_usdt":
      return onHash("This transaction moved no USDT.", refused.reason);
    case "unparseable":
      return onHash("The USDT transfers of this transaction could not be read.", refused.reason);
    case "not_from_sale_wallet":
      return onHash("This transaction sent no USDT from the sale wallet.", refused.reason);
    case "only_to_sale_wallet":
      return onHash(
        "This transaction only moved USDT from the sale wallet back to itself: it refunded nobody.",
        refused.reason,
      );
  }
}

export const notFound: ApiError = {
  error: "No payment with this transaction hash and log index.",
  code: "not_found",
};

/** What the ledger said of a refund it was asked to record, for anything but `recorded`. */
export function refundPaidRefusal(result: Exclude<RefundPaidResult, { status: "recorded" }>): Answer {
  switch (result.status) {
    case "no_such_payment":
      return [notFound, 404];
    case "no_refund_due":
      return [{ error: "This payment has no refund due: nothing to record.", code: result.status }, 409];
    case "already_recorded":
      return [
        {
          error: `The refund of this payment is already recorded as paid (transaction ${result.refundTxHash}).`,
          code: result.status,
        },
        409,
      ];
    case "recipient_is_sale_wallet":
      return result.chosen
        ? [
            {
              error: "A refund never goes to the sale wallet itself. Enter the address that received it.",
              code: result.status,
              field: "recipient.address",
            },
            422,
          ]
        : [
            {
              error: "This payment came from the sale wallet itself: there is nobody to refund.",
              code: result.status,
            },
            422,
          ];
    case "wrong_recipient": {
      const where = `it sent to ${result.sentTo.join(", ")}.`;
      return result.chosen
        ? [
            {
              error: `This transaction sent no USDT from the sale wallet to ${result.to}; ${where}`,
              code: result.status,
              field: "recipient.address",
            },
            422,
          ]
        : onHash(
            `This transaction sent no USDT from the sale wallet to the payment's sender ${result.to}; ${where} ` +
              `If the refund had to go to another address (an exchange's hot wallet must not get it), use "Send to another address" and say why.`,
            result.status,
          );
    }
    case "refund_short":
      return onHash(
        `This transaction sent ${usdt(result.paid)} from the sale wallet to ${result.to}, which does not cover ` +
          `this refund of ${usdt(result.due)}` +
          (result.alreadyCovered > 0n
            ? ` on top of ${usdt(result.alreadyCovered)} of refunds already recorded with it to that address.`
            : "."),
        result.status,
        409,
      );
  }
}
