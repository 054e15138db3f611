import type { Context } from "hono";
import { m } from "@/paraglide/messages";
import type { ApiError } from "@/shared/api-error";

/**
 * Every rate limit's refusal: 429 with Retry-After, and two sentences in the request's language,
 * what was asked too often and how long to wait ("Too many payment claims. Please try again in 3 minutes.").
 */
export function tooManyRequests(c: Context, whatWasTooMany: string, retryAfterSeconds: number): Response {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json<ApiError>(
    { error: `${whatWasTooMany} ${tryAgainIn(retryAfterSeconds)}`, code: "rate_limited" },
    429,
  );
}

/** "Please try again in 30 seconds." */
export function tryAgainIn(seconds: number): string {
  return m.api_try_again_in({ wait: waitText(seconds) });
}

function waitText(seconds: number): string {
  if (seconds === 1) return m.api_wait_second();
  if (seconds < 60) return m.api_wait_seconds({ count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? m.api_wait_minute() : m.api_wait_minutes({ count: minutes });
}
