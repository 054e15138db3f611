import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { log } from "@/server/lib/log";
import type { Mailer } from "@/server/mail/mailer";
import { roundPublishedMessage } from "@/server/mail/operator-emails";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import type { Realtime } from "@/server/realtime/realtime";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";
import { formatPxl, formatUsdt } from "@/shared/format/money";

/** What a holder reads when a round that gives them something is published: once per round. */
export function roundPublishedNotification(
  round: { id: string; kind: RoundKind; period: string | null },
  amount: bigint,
  /** False for a dividend share kept for a holder who cannot receive it yet (no verified KYC, no wallet). */
  claimable = true,
): NewNotification {
  if (round.kind === "pxl") {
    return {
      type: "system",
      title: "Your PXL are ready to claim",
      message: `${formatPxl(tokenUnitsToMicroPxl(amount))} are yours to claim on chain. Claim them from your dashboard.`,
      priority: "high",
      dedupeKey: `round:${round.id}`,
    };
  }
  if (!claimable) {
    return {
      type: "dividend",
      title: `Your ${round.period} dividend is kept for you`,
      message: `${formatUsdt(amount)} is your share. It is kept for you until you can receive it: your dashboard says what is missing.`,
      priority: "high",
      dedupeKey: `round:${round.id}`,
    };
  }
  return {
    type: "dividend",
    title: `Your ${round.period} dividend is ready to claim`,
    message: `${formatUsdt(amount)} is yours to claim on chain. Claim it from your portfolio.`,
    priority: "high",
    dedupeKey: `round:${round.id}`,
  };
}

/** Where the e-mails go out; without it, holders are told in the site only (tests of notifications alone). */
export interface RoundMail {
  mailer: Mailer;
  baseUrl: string;
}

/**
 * Tells every holder the round gives something (amount > 0; a kept leaf adds nothing) and refreshes
 * their open pages, and e-mails each one who got the notification: its dedupe key makes both once
 * per round, whoever publishes it again. A mail that fails is logged, not retried (a second one
 * could never be taken back). Returns how many were told.
 */
export async function notifyRoundPublished(
  db: Db,
  realtime: Pick<Realtime, "changed">,
  round: { id: string; kind: RoundKind; period: string | null },
  mail?: RoundMail,
): Promise<number> {
  const entries = await queryRows<{
    user_id: string;
    amount: string;
    claimable: boolean;
    email: string;
    first_name: string | null;
  }>(
    db,
    sql`select e.user_id, e.amount::text as amount, e.account_address is not null as claimable, u.email, u.first_name
        from distribution_round_entries e join "user" u on u.id = e.user_id
        where e.round_id = ${round.id} and e.amount > 0`,
  );
  const told: string[] = [];
  for (const entry of entries) {
    const amount = BigInt(entry.amount);
    const added = await createNotifications(db, entry.user_id, [
      roundPublishedNotification(round, amount, entry.claimable),
    ]);
    if (added === 0) continue;
    told.push(entry.user_id);
    if (!mail) continue;
    const message = roundPublishedMessage(
      { email: entry.email, firstName: entry.first_name },
      { kind: round.kind, period: round.period, amount, claimable: entry.claimable },
      mail.baseUrl,
    );
    await mail.mailer.send(message).catch((error: unknown) => {
      log.error({ err: error }, `the e-mail of round ${round.id} to ${entry.user_id} was not sent`);
    });
  }
  if (told.length > 0) realtime.changed.notifications(told);
  return told.length;
}
