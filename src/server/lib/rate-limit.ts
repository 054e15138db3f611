import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window and says whether it is allowed. One atomic upsert, so
 * concurrent requests on several instances count exactly.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const windowMs = rule.windowMs;
  const [row] = await queryRows<{ count: number; age_ms: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - ${windowMs} * interval '1 millisecond'
                   then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${windowMs} * interval '1 millisecond'
                   then now() else rate_limits.window_started_at end
    returning count, (extract(epoch from (now() - window_started_at)) * 1000)::int as age_ms`,
  );
  if (!row) throw new Error("rate limit upsert returned no row");
  const allowed = Number(row.count) <= rule.limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowMs - Number(row.age_ms)) / 1000));
  return { allowed, retryAfterSeconds };
}
