import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Address } from "viem";
import { z } from "zod";
import { m } from "@/paraglide/messages";
import { addressSchema } from "@/shared/chain/hex-schemas";
import { claimPayment as claimPaymentRoute } from "@/shared/wallets/wallet-contract";
import { api } from "@/web/lib/api";
import { ApiRequestError } from "@/web/lib/api-request-error";
import { queryKeys } from "@/web/lib/query-keys";

/** What a claim by hash came to, in the verification dialog's terms. */
export type ClaimOutcome =
  | { kind: "credited"; creditedMicroUsdt: bigint | null }
  | { kind: "processing"; amountMicroUsdt: bigint }
  /** The payment's sender is not linked to this account: link it, then claim again. */
  | { kind: "link_wallet"; wallet: `0x${string}`; message: string }
  /** `message` for the dialog's failure box, `notice` for the toast (the spec's catalogue). */
  | { kind: "failed"; message: string; notice: string; status?: number; code?: string };

/** `POST /api/payments/claim`: a refusal with its reason is an outcome, not a thrown error. */
export async function claimPayment(hash: string): Promise<ClaimOutcome> {
  try {
    const answer = await api(claimPaymentRoute, { body: { hash } });
    if (answer.status === "processing") return { kind: "processing", amountMicroUsdt: BigInt(answer.amount) };
    return {
      kind: "credited",
      creditedMicroUsdt: answer.status === "credited" ? BigInt(answer.credited) : null,
    };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) {
      // The spec's dialog text and toast when no answer came at all.
      return {
        kind: "failed",
        message: m.payments_verify_error_while_verifying(),
        notice: m.payments_verify_error_notice(),
      };
    }
    const wallet = linkTarget(error);
    if (wallet) return { kind: "link_wallet", wallet, message: error.message };
    // The spec's text when the server gave no reason.
    const message = error.message || m.payments_verify_failed_default();
    const status = error.status;
    const code = error.code;
    if (status >= 500)
      return { kind: "failed", message, notice: m.payments_verify_claim_failed_notice(), status, code };
    return {
      kind: "failed",
      message,
      notice: m.payments_verify_failed_notice({ reason: message }),
      status,
      code,
    };
  }
}

/**
 * Claims a payment again each time the user's payments change while it is not final
 * ("Processing..."): the server tells the claimant's stream when the ledger settles it, so nothing
 * polls. Ends with the credit or the refusal; answers null once `alive` turns false.
 */
export async function claimUntilSettled(
  hash: string,
  {
    alive,
    nextChange,
    onProcessing,
  }: {
    alive: () => boolean;
    /** Resolves when the user's payments may have changed (AccountSignals.nextChange("payments")). */
    nextChange: () => Promise<void>;
    onProcessing?: () => void;
  },
): Promise<Exclude<ClaimOutcome, { kind: "processing" }> | null> {
  while (alive()) {
    // Listening before asking: a change that lands while the claim is answered is not missed.
    const changed = nextChange();
    const outcome = await claimPayment(hash);
    if (!alive()) return null;
    if (outcome.kind !== "processing") return outcome;
    onProcessing?.();
    await changed;
  }
  return null;
}

function linkTarget(error: ApiRequestError): Address | null {
  if (error.status !== 409 || error.code !== "link_wallet") return null;
  const field = z.object({ field: addressSchema() }).safeParse(error.body);
  return field.success ? field.data.field : null;
}

/**
 * Claims a payment. A payment seen but not final refreshes the user's payments at once; a credited
 * one is refreshed by the dialog on the spec's schedule.
 */
export function useClaimPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPayment,
    onSuccess: (outcome) => {
      if (outcome.kind === "processing") void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
    },
  });
}
