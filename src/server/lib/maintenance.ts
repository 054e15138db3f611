import { lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rateLimits, walletNonces } from "@/server/db/schema";
import { log } from "@/server/lib/log";

/** Windows longer than this are not used by any of our limits: older rows count nothing. */
const RATE_LIMIT_ROWS_KEPT_MS = 24 * 3600_000;

/**
 * Deletes rows that no longer count for anything: expired rate-limit windows, wallet nonces past
 * their expiry (used or not: an expired nonce is refused anyway), and used captcha challenges that
 * have expired anyway. Every instance may run it; the deletes are idempotent.
 */
export async function sweepExpiredRows(db: Db, purgeCaptchaUses: () => Promise<void>, now = new Date()) {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - RATE_LIMIT_ROWS_KEPT_MS)));
  // Better Auth's own rate-limit table keeps the last request time in milliseconds.
  await db.execute(
    sql`delete from rate_limit where last_request < ${now.getTime() - RATE_LIMIT_ROWS_KEPT_MS}`,
  );
  await db.delete(walletNonces).where(lt(walletNonces.expiresAt, now));
  await purgeCaptchaUses();
}

/** Sweeps every `everyMs`; the returned function stops it and resolves once a running sweep ended. */
export function startMaintenance(db: Db, purgeCaptchaUses: () => Promise<void>, everyMs = 10 * 60_000) {
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = sweepExpiredRows(db, purgeCaptchaUses).catch((error: unknown) =>
      log.error({ err: error }, "maintenance sweep failed"),
    );
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
