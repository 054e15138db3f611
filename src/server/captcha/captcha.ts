import { createHmac } from "node:crypto";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { verify } from "altcha-lib/frameworks/shared";
import { lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { captchaUses } from "@/server/db/schema";

/** PBKDF2 cost: about 0.3 s of work for a browser, enough to make bulk sign-ups expensive. */
const DEFAULT_COST = 5_000;
const DEFAULT_TTL_MS = 10 * 60_000;

export type CaptchaCheck =
  | { ok: true }
  | { ok: false; reason: "missing" | "invalid" | "expired" | "replayed" };

interface CaptchaOptions {
  /** The site's secret; the captcha signs with a key derived from it, never the secret itself. */
  secret: string;
  db: Db;
  cost?: number;
  challengeTtlMs?: number;
}

/**
 * Self-hosted ALTCHA proof of work. Challenges are signed and expire; a solved challenge is
 * accepted once, recorded in `captcha_uses` by an insert that only one request can win.
 */
export function createCaptcha({
  secret,
  db,
  cost = DEFAULT_COST,
  challengeTtlMs = DEFAULT_TTL_MS,
}: CaptchaOptions) {
  const hmacSecret = createHmac("sha256", secret).update("pxl-captcha").digest("hex");

  const store = {
    get: () => false,
    set: () => undefined,
    async setIfAbsent(challengeId: string) {
      const expiresAt = new Date(Date.now() + challengeTtlMs);
      const inserted = await queryRows<{ challenge_id: string }>(
        db,
        sql`insert into captcha_uses (challenge_id, expires_at) values (${challengeId}, ${expiresAt})
            on conflict do nothing returning challenge_id`,
      );
      return inserted.length === 1;
    },
  };

  return {
    async challenge() {
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost,
        deriveKey,
        hmacSignatureSecret: hmacSecret,
        expiresAt: new Date(Date.now() + challengeTtlMs),
      });
    },

    async check(payload: string | undefined): Promise<CaptchaCheck> {
      if (!payload) return { ok: false, reason: "missing" };
      const result = await verify(payload, deriveKey, hmacSecret, undefined, store);
      if (!result.error) return { ok: true };
      if (/already used/i.test(result.error)) return { ok: false, reason: "replayed" };
      const verification = result.verification as { expired?: boolean } | null;
      if (verification?.expired) return { ok: false, reason: "expired" };
      return { ok: false, reason: "invalid" };
    },

    /** Forgets used challenges that have expired anyway (an expired challenge fails on its own). */
    async purgeExpired() {
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
