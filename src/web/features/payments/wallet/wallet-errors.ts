import { BaseError, UserRejectedRequestError } from "viem";
import { m } from "@/paraglide/messages";
import { ApiRequestError } from "@/web/lib/api-request-error";

/** The investor said no in the wallet (EIP-1193 code 4001). */
export const isDeclined = (error: unknown): boolean =>
  error instanceof BaseError &&
  Boolean(
    error.walk((e) => e instanceof UserRejectedRequestError || (e as { code?: unknown }).code === 4001),
  );

/** A wallet's or the server's refusal in words for the investor. */
export function walletErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  if (isDeclined(error)) return m.wallet_error_declined();
  if (error instanceof BaseError) {
    if (error.name === "ProviderNotFoundError") return m.wallet_none_found();
    return error.shortMessage;
  }
  return m.wallet_error_generic();
}
