import type { TokenData } from "@/shared/sale/token-data";

/**
 * The sale's figures, checked against the contract. The contract and the schema library load beside
 * the request, not before the page paints: the tracker is on the landing page (issue 13).
 */
export async function getTokenData(): Promise<TokenData> {
  const [{ getSale }, { api }] = await Promise.all([
    import("@/shared/sale/sale-contract"),
    import("@/web/lib/api"),
  ]);
  return api(getSale);
}

/** The spec's cache time for token data. */
export const TOKEN_DATA_TTL_MS = 30_000;
/** The spec: the tracker asks again after 2 s while nothing is raised yet (the chain may still be syncing). */
export const EMPTY_RETRY_MS = 2_000;

/** When to ask again without a live stream: sooner while nothing is raised yet. */
export const pollDelay = (data: TokenData | undefined) =>
  data?.totalRaised === "0" ? EMPTY_RETRY_MS : TOKEN_DATA_TTL_MS;
