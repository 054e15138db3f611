import { and, eq, ne, sql } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { kycSubmissions, user } from "@/server/db/schema";
import { log } from "@/server/lib/log";
import type { Mailer } from "@/server/mail/mailer";
import { kycDecisionMessage } from "@/server/mail/operator-emails";
import { localeOfUser } from "@/server/mail/recipient";
import { kycDecisionNotification } from "@/server/notifications/kyc-notifications";
import { notify } from "@/server/notifications/notify";
import type { Realtime } from "@/server/realtime/realtime";
import type { KycDecision } from "@/shared/admin/kyc-review";

export interface Decided {
  submissionId: string;
  userId: string;
  email: string;
  firstName: string;
  status: KycDecision["decision"];
  reason: string | null;
}

export type DecisionResult =
  | { ok: true; decided: Decided }
  | { ok: false; reason: "not_found" | "already_decided" | "own_submission" };

/**
 * Decides a pending submission. The update is conditional (`status = 'pending'`), so of two
 * operators deciding at once exactly one changes the row; the other finds it decided. The decision
 * and its audit row are one transaction.
 */
export async function decideKyc(
  db: Db,
  operator: Extract<Actor, { userId: string }>,
  submissionId: string,
  decision: KycDecision,
): Promise<DecisionResult> {
  const reason = decision.reason.trim() || null;
  return db.transaction(async (tx): Promise<DecisionResult> => {
    const [changed] = await tx
      .update(kycSubmissions)
      .set({
        status: decision.decision,
        decidedAt: sql`now()`,
        decidedBy: operator.userId,
        decisionReason: reason,
      })
      // Nobody verifies their own identity: another operator must.
      .where(
        and(
          eq(kycSubmissions.id, submissionId),
          eq(kycSubmissions.status, "pending"),
          ne(kycSubmissions.userId, operator.userId),
        ),
      )
      .returning({ userId: kycSubmissions.userId });
    if (!changed) {
      const [exists] = await tx
        .select({ userId: kycSubmissions.userId, status: kycSubmissions.status })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, submissionId));
      if (!exists) return { ok: false, reason: "not_found" };
      return {
        ok: false,
        reason:
          exists.status === "pending" && exists.userId === operator.userId
            ? "own_submission"
            : "already_decided",
      };
    }
    const [investor] = await tx
      .select({ email: user.email, firstName: user.firstName })
      .from(user)
      .where(eq(user.id, changed.userId));
    if (!investor) throw new Error(`submission ${submissionId} has no user`);
    await recordAudit(tx, operator, {
      action: decision.decision === "verified" ? "kyc_approved" : "kyc_rejected",
      subject: investor.email,
      details: { submissionId, reason },
    });
    return {
      ok: true,
      decided: { submissionId, userId: changed.userId, ...investor, status: decision.decision, reason },
    };
  });
}

/**
 * After the decision committed: the investor is told in the site (a notification, and the live
 * event that turns their dashboard) and by e-mail. The decision stands whatever happens here, so
 * a failure is logged, not answered to the operator as if the decision had failed.
 */
export async function announceDecision(
  deps: { db: Db; mailer: Mailer; realtime: Pick<Realtime, "changed">; baseUrl: string },
  decided: Decided,
): Promise<void> {
  deps.realtime.changed.kyc([decided.userId]);
  const results = await Promise.allSettled([
    // Both in the investor's language, not the operator's.
    notify(deps.db, deps.realtime, decided.userId, () => kycDecisionNotification(decided)),
    localeOfUser(deps.db, decided.userId).then((locale) =>
      deps.mailer.send(
        kycDecisionMessage(
          { ...decided, locale },
          { status: decided.status, reason: decided.reason },
          deps.baseUrl,
        ),
      ),
    ),
  ]);
  for (const result of results) {
    if (result.status === "rejected")
      log.error({ err: result.reason }, `telling ${decided.email} of the KYC decision failed`);
  }
}
