import { BaseError, UserRejectedRequestError } from "viem";
import { m } from "@/paraglide/messages";
import { ApiRequestError } from "@/web/lib/api-request-error";

/**
 * The investor said no in the wallet (EIP-1193 code 4001), anywhere in the chain of causes: some
 * wallets' refusals reach us raw, not wrapped in viem's classes.
 */
export const isDeclined = (error: unknown): boolean =>
  [...causesOf(error)].some(
    (cause) =>
      (cause as { code?: unknown }).code === UserRejectedRequestError.code ||
      (cause as { name?: unknown }).name === "UserRejectedRequestError",
  );

/**
 * Wallet failures a person can act on, by the error's name anywhere in its chain of causes. By name:
 * wagmi's errors are not viem's `BaseError`, and both libraries set their names as strings, which
 * survive minification.
 */
const messagesByErrorName = new Map<string, () => string>([
  ["ProviderNotFoundError", m.wallet_none_found],
  ["InsufficientFundsError", m.wallet_error_gas_funds],
  ["ChainMismatchError", m.wallet_error_wrong_network],
  ["ConnectorChainMismatchError", m.wallet_error_wrong_network],
  ["SwitchChainError", m.wallet_error_switch_failed],
  ["ResourceUnavailableRpcError", m.wallet_error_request_pending],
]);

function* causesOf(error: unknown): Generator<unknown> {
  // Bounded: a cause chain is a few links; a cycle must not hang the page.
  for (let link = error, depth = 0; link !== undefined && link !== null && depth < 10; depth++) {
    yield link;
    link = (link as { cause?: unknown }).cause;
  }
}

/**
 * A wallet's or the server's refusal in words for the investor, in the page's language. The server
 * already words its refusals so. A wallet failure we cannot name keeps the library's short English
 * sentence, which says more than "something went wrong"; a Georgian page says in Georgian that the
 * wallet refused, and quotes it.
 */
export function walletErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  if (isDeclined(error)) return m.wallet_error_declined();
  for (const cause of causesOf(error)) {
    const name = (cause as { name?: unknown }).name;
    const message = typeof name === "string" ? messagesByErrorName.get(name) : undefined;
    if (message) return message();
    if ((cause as { code?: unknown }).code === -32002) return m.wallet_error_request_pending();
  }
  if (error instanceof BaseError) return m.wallet_error_unnamed({ detail: error.shortMessage });
  return m.wallet_error_generic();
}
