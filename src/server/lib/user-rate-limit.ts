import type { MiddlewareHandler } from "hono";
import { m } from "@/paraglide/messages";
import type { SignedInVariables } from "@/server/auth/require-user";
import type { Db } from "@/server/db/client";
import { hitRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import { tooManyRequests } from "@/server/lib/too-many-requests";

interface UserRateLimitRule extends RateLimitRule {
  /** What was asked too often: the answer's first sentence, in the request's language. */
  tooMany: () => string;
}

const MINUTE = 60_000;

/**
 * Every per-user limit, in one place. Each is several times what a real investor does at the
 * busiest, so only a script meets it; the point is to bound what one account can make the server,
 * its database and its chain provider do.
 */
export const userRateLimits = {
  /**
   * The browser reads the chain through our node while it pays: a balance, fees, then the receipt
   * polled every second (eth_blockNumber, eth_getTransactionReceipt, eth_getTransactionByHash), so
   * about 3 a second at the busiest. 600 a minute is 10 a second; every request is also a request
   * to our provider, which rate-limits the indexer's own reads when abused.
   */
  chainRpc: { limit: 600, windowMs: MINUTE, tooMany: m.api_too_many_chain_requests },
  /**
   * One nonce per attempt to link a wallet; a person links a few wallets and retries a cancelled
   * signature a few times. Each nonce is a row and allows one signature check on chain.
   */
  walletNonce: { limit: 30, windowMs: 60 * MINUTE, tooMany: m.api_too_many_wallet_nonces },
  /** Each link attempt may ask the chain to check the signature (contract wallets). */
  walletLink: { limit: 30, windowMs: 60 * MINUTE, tooMany: m.api_too_many_wallet_links },
  /**
   * A submission uploads up to 40 MB and decodes four images; a person submits once, again after a
   * rejection, and retries a refused file a few times.
   */
  kycSubmission: { limit: 10, windowMs: 60 * MINUTE, tooMany: m.api_too_many_kyc_submissions },
  /**
   * Each claim reads a receipt on chain. The browser claims a payment until it is final (Arbitrum:
   * ~13 minutes), waiting 2 s then up to 15 s between claims: about 45 in ten minutes, so 120 leaves
   * room for two payments followed at once and a few hashes typed by hand.
   */
  paymentClaim: { limit: 120, windowMs: 10 * MINUTE, tooMany: m.api_too_many_payment_claims },
  /**
   * Each request reads a receipt on chain and puts a row in the operators' queue. An exchange payer
   * files one per payment, and retries a mistyped hash a few times.
   */
  attributionRequest: { limit: 10, windowMs: 60 * MINUTE, tooMany: m.api_too_many_attribution_requests },
} as const satisfies Record<string, UserRateLimitRule>;

export type UserRateLimitName = keyof typeof userRateLimits;

/** The rate_limits row that counts `name` for one user (tests read and fill it). */
export const userRateLimitKey = (name: UserRateLimitName, userId: string) => `user:${name}:${userId}`;

/**
 * Counts the signed-in user's request against the named rule; over it, 429 with Retry-After and a
 * sentence saying how long to wait. Mount it after `requireUser`. The count lives in the database,
 * so every instance shares it.
 */
export function userRateLimit(
  db: Db,
  name: UserRateLimitName,
): MiddlewareHandler<{ Variables: SignedInVariables }> {
  const rule = userRateLimits[name];
  return async (c, next) => {
    const result = await hitRateLimit(db, userRateLimitKey(name, c.get("userId")), rule);
    if (result.allowed) return next();
    return tooManyRequests(c, rule.tooMany(), result.retryAfterSeconds);
  };
}
