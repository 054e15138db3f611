import type { Db } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import type { AuditAction } from "@/shared/admin/audit";

/** Who acts: an operator (or a user signing in), or the command line / the server at start. */
export type Actor = { userId: string; label: string } | { userId: null; label: "command line" | "server" };

export interface AuditEntry {
  action: AuditAction;
  subject: string;
  details?: Record<string, unknown>;
}

/**
 * Adds one row to the audit log. Pass the transaction that makes the change, so that the change and
 * its record are written together or not at all.
 */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action: entry.action,
    subject: entry.subject,
    details: entry.details ?? {},
  });
}
