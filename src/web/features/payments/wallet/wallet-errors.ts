import { BaseError, UserRejectedRequestError } from "viem";
import { ApiRequestError } from "@/web/lib/api-fetch";

/** A wallet's or the server's refusal in words for the investor. */
export function walletErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  if (error instanceof BaseError) {
    const rejected = error.walk(
      (e) => e instanceof UserRejectedRequestError || (e as { code?: unknown }).code === 4001,
    );
    if (rejected) return "You declined the request in your wallet.";
    if (error.name === "ProviderNotFoundError") return "No browser wallet was found.";
    return error.shortMessage;
  }
  return "Something went wrong. Please try again.";
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;
