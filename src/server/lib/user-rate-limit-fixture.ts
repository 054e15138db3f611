import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { type UserRateLimitName, userRateLimitKey, userRateLimits } from "@/server/lib/user-rate-limit";

/** Counts the user's window as full, as if they had just made every request the rule allows. */
export async function exhaustUserRateLimit(db: Db, name: UserRateLimitName, userId: string) {
  const key = userRateLimitKey(name, userId);
  const { limit } = userRateLimits[name];
  await db.execute(sql`insert into rate_limits (key, count, window_started_at) values (${key}, ${limit}, now())
    on conflict (key) do update set count = ${limit}, window_started_at = now()`);
}
