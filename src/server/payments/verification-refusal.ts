import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { log } from "@/server/lib/log";
import { type Verification, verifyAndRecord } from "@/server/payments/verify-payment";
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

type Verified = Extract<Verification, { ok: true }>;

/**
 * verifyAndRecord for an investor's request (a claim, an attribution request): the payment verified,
 * or the API's answer instead. A hash the chain refuses is a 422 with its reason; a chain that cannot
 * be read is a 503 saying that nothing was recorded, never the 500 of an unexpected failure.
 */
export async function verifyForRequest(
  db: Db,
  target: Parameters<typeof verifyAndRecord>[1],
  hash: string,
): Promise<{ ok: true; verified: Verified } | { ok: false; body: ApiError; status: 422 | 503 }> {
  let verification: Verification;
  try {
    verification = await verifyAndRecord(db, target, hash);
  } catch (error) {
    log.error({ err: error }, "reading a transaction for an investor's request failed");
    return { ok: false, body: { error: m.api_chain_unavailable(), code: "chain_unavailable" }, status: 503 };
  }
  if (!verification.ok) return { ok: false, body: verificationRefusal(verification), status: 422 };
  return { ok: true, verified: verification };
}
