import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { operators, twoFactor, user } from "@/server/db/schema";

export interface OperatorStanding {
  operator: boolean;
  /** TOTP confirmed with a code: Better Auth sets the flag only then, and keeps the secret's row verified. */
  twoFactor: boolean;
}

/**
 * The role and the second factor of an account, read in one query on every console request: a
 * revoked role or two-factor switched off closes the console at the next request.
 */
export async function operatorStanding(db: Db, userId: string): Promise<OperatorStanding> {
  const rows = await db
    .select({
      role: operators.userId,
      twoFactorEnabled: user.twoFactorEnabled,
      secret: twoFactor.id,
      verified: twoFactor.verified,
    })
    .from(user)
    .leftJoin(operators, eq(operators.userId, user.id))
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.id, userId));
  return {
    operator: rows.some((r) => r.role !== null),
    twoFactor:
      rows.some((r) => r.twoFactorEnabled === true) &&
      rows.some((r) => r.secret !== null && r.verified !== false),
  };
}
