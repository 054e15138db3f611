import { m } from "@/paraglide/messages";
import type { Verification } from "@/server/payments/verify-payment";
import type { ApiError } from "@/shared/api-error";
import { verificationReasons } from "@/shared/payments/verification-reasons";

/**
 * Why a hash cannot be claimed or filed for attribution, in the request's language: the reason's
 * sentence, and for a transfer to another address where it went.
 */
export function verificationRefusal(refused: Extract<Verification, { ok: false }>): ApiError {
  const where =
    refused.reason === "wrong_recipient" && refused.expected && refused.actual
      ? ` ${m.api_payment_expected_recipient({ expected: refused.expected, actual: refused.actual.join(", ") })}`
      : "";
  return { error: `${verificationReasons[refused.reason]}${where}`, code: refused.reason };
}
