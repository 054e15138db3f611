import { sql } from "drizzle-orm";
import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { dividendGrants } from "@/server/distribution/dividend-grants";
import { withLocale } from "@/server/http/request-locale";
import { log } from "@/server/lib/log";
import type { Mailer } from "@/server/mail/mailer";
import { roundPublishedMessage } from "@/server/mail/operator-emails";
import { asLocale } from "@/server/mail/recipient";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import type { Realtime } from "@/server/realtime/realtime";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";
import { formatPxl, formatUsdt } from "@/shared/format/money";

/** What a holder reads when a round that gives them something is published: once per round, in the current language. */
export function roundPublishedNotification(
  round: { id: string; kind: RoundKind; period: string | null },
  amount: bigint,
  /** False for a dividend share kept for a holder who cannot receive it yet (no verified KYC, no wallet). */
  claimable = true,
): NewNotification {
  const period = round.period ?? "";
  if (round.kind === "pxl") {
    return {
      type: "system",
      title: m.notice_round_pxl_title(),
      message: m.notice_round_pxl_message({ amount: formatPxl(tokenUnitsToMicroPxl(amount)) }),
      priority: "high",
      dedupeKey: `round:${round.id}`,
    };
  }
  if (!claimable) {
    return {
      type: "dividend",
      title: m.notice_round_kept_title({ period }),
      message: m.notice_round_kept_message({ amount: formatUsdt(amount) }),
      priority: "high",
      dedupeKey: `round:${round.id}`,
    };
  }
  return {
    type: "dividend",
    title: m.notice_round_dividend_title({ period }),
    message: m.notice_round_dividend_message({ amount: formatUsdt(amount) }),
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
    locale: string;
  }>(
    db,
    // A dividend round that cannot pay a holder keeps their published leaf, so an account alone does
    // not make the new share claimable: the leaf must reach the end of its slice, everything the
    // holder was given up to this round (shares and catch-ups). A PXL entry with an amount is always
    // the holder's full leaf. What a dividend round gives is the period's share and its catch-ups.
    sql`select e.user_id, g.amount::text as amount, u.email, u.first_name, u.locale,
               e.account_address is not null and (r.kind <> 'dividend' or e.cumulative_amount >= (
                 select sum(p.amount) from ${dividendGrants} p
                 join distribution_rounds pr on pr.id = p.round_id
                 where p.user_id = e.user_id and pr.kind = 'dividend' and (pr.id = r.id or
                   (pr.status = 'published' and (pr.published_at, pr.created_at) < (r.published_at, r.created_at)))
               )) as claimable
        from distribution_round_entries e join "user" u on u.id = e.user_id
        join distribution_rounds r on r.id = e.round_id
        cross join lateral (
          select e.amount + coalesce(sum(c.amount), 0) as amount from dividend_catch_ups c
          where c.round_id = e.round_id and c.user_id = e.user_id
        ) g
        where e.round_id = ${round.id} and g.amount > 0`,
  );
  const told: string[] = [];
  for (const entry of entries) {
    const amount = BigInt(entry.amount);
    const locale = asLocale(entry.locale);
    const notice = withLocale(locale, () => roundPublishedNotification(round, amount, entry.claimable));
    const added = await createNotifications(db, entry.user_id, [notice]);
    if (added === 0) continue;
    told.push(entry.user_id);
    if (!mail) continue;
    const message = roundPublishedMessage(
      { email: entry.email, firstName: entry.first_name, locale },
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

/**
 * Tells the holders of every published round not yet marked told (`holders_notified_at`), oldest
 * first, and marks each once `notifyRoundPublished` went through. The publish route calls it after
 * the commit, and a timer in every instance sweeps with it: a publication whose notifying failed, or
 * whose instance stopped midway, is told later instead of never. Two instances at once tell nobody
 * twice (the dedupe key); a round that fails again is logged and left for the next sweep.
 */
export async function notifyPendingRounds(
  db: Db,
  realtime: Pick<Realtime, "changed">,
  mail?: RoundMail,
): Promise<void> {
  let pending: Array<{ id: string; kind: RoundKind; period: string | null }>;
  try {
    pending = await queryRows(
      db,
      sql`select id, kind, period from distribution_rounds
          where status = 'published' and holders_notified_at is null
          order by published_at, created_at`,
    );
  } catch (error) {
    log.error({ err: error }, "reading the rounds whose holders are still to be told failed");
    return;
  }
  for (const round of pending) {
    try {
      await notifyRoundPublished(db, realtime, round, mail);
      await db.execute(
        sql`update distribution_rounds set holders_notified_at = now() where id = ${round.id}`,
      );
    } catch (error) {
      log.error(
        { err: error },
        `telling the holders of round ${round.id} failed; the next sweep tries again`,
      );
    }
  }
}

/** Sweeps with `notifyPendingRounds` every `everyMs`; the returned function stops it once a running sweep ended. */
export function startRoundNotifier(
  db: Db,
  realtime: Pick<Realtime, "changed">,
  mail: RoundMail,
  everyMs = 60_000,
): () => Promise<void> {
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = notifyPendingRounds(db, realtime, mail);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
