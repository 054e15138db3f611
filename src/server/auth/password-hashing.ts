import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): memory-hard, so a stolen hash costs an
 * attacker far more than scrypt's default at the same server time (~11 ms here vs ~90 ms for
 * Better Auth's scrypt). See docs/decisions/0004-argon2id-passwords.md.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // not an argon2 hash: never a match
  }
}
