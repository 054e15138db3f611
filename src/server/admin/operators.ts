import { eq, sql } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { operators, user } from "@/server/db/schema";

export type RoleChange = "granted" | "revoked" | "unchanged" | "no_such_account";

export async function isOperator(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId));
  return rows.length > 0;
}

async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/** Gives the admin role to the account with this e-mail; the change and its audit row land together. */
export async function grantOperator(db: Db, email: string, actor: Actor): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const userId = await userIdByEmail(tx, email);
    if (!userId) return "no_such_account";
    const added = await tx.insert(operators).values({ userId }).onConflictDoNothing().returning();
    if (added.length === 0) return "unchanged";
    await recordAudit(tx, actor, { action: "role_granted", subject: email.trim().toLowerCase() });
    return "granted";
  });
}

export async function revokeOperator(db: Db, email: string, actor: Actor): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const userId = await userIdByEmail(tx, email);
    if (!userId) return "no_such_account";
    const removed = await tx.delete(operators).where(eq(operators.userId, userId)).returning();
    if (removed.length === 0) return "unchanged";
    await recordAudit(tx, actor, { action: "role_revoked", subject: email.trim().toLowerCase() });
    return "revoked";
  });
}

/**
 * ADMIN_EMAILS at start: each listed account gets the role (a listed address without an account
 * yet is reported, not an error: it is granted at the next start after registering).
 */
export async function grantAdminEmails(db: Db, emails: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const email of emails) {
    if ((await grantOperator(db, email, { userId: null, label: "server" })) === "no_such_account")
      missing.push(email);
  }
  return missing;
}
