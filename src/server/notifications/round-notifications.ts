import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import type { Realtime } from "@/server/realtime/realtime";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";
import { formatPxl, formatUsdt } from "@/shared/format/money";

/** What a holder reads when a round that gives them something is published: once per round. */
export function roundPublishedNotification(
  round: { id: string; kind: RoundKind; period: string | null },
  amount: bigint,
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
  return {
    type: "dividend",
    title: `Your ${round.period} dividend is ready to claim`,
    message: `${formatUsdt(amount)} is yours to claim on chain. Claim it from your portfolio.`,
    priority: "high",
    dedupeKey: `round:${round.id}`,
  };
}

/**
 * Tells every holder the round gives something (amount > 0; a kept leaf adds nothing) and refreshes
 * their open pages. Returns how many were told.
 */
export async function notifyRoundPublished(
  db: Db,
  realtime: Pick<Realtime, "changed">,
  round: { id: string; kind: RoundKind; period: string | null },
): Promise<number> {
  const entries = await queryRows<{ user_id: string; amount: string }>(
    db,
    sql`select user_id, amount::text as amount from distribution_round_entries where round_id = ${round.id} and amount > 0`,
  );
  const told: string[] = [];
  for (const entry of entries) {
    const added = await createNotifications(db, entry.user_id, [
      roundPublishedNotification(round, BigInt(entry.amount)),
    ]);
    if (added > 0) told.push(entry.user_id);
  }
  if (told.length > 0) realtime.changed.notifications(told);
  return told.length;
}
