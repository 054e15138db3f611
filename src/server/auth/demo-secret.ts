import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The demo's auth secret: made once (32 random bytes, what `openssl rand -base64 32` gives) and kept
 * in DATA_DIR so sessions survive a restart. Production sets AUTH_SECRET: the config refuses to start
 * without it, and Arbitrum (real money) runs only in production, so this never signs a real session.
 */
export function demoSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
