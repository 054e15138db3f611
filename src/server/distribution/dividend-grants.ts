import { sql } from "drizzle-orm";

/**
 * What each dividend round gives each holder, as rows (round_id, user_id, amount): their period's
 * share (the entry's amount) and the catch-ups it adds for earlier periods. Filter by the round's
 * status: a draft's rows give nothing yet.
 */
export const dividendGrants = sql`(select e.round_id, e.user_id, e.amount from distribution_round_entries e
  union all select c.round_id, c.user_id, c.amount from dividend_catch_ups c)`;

/**
 * What published rounds added for each earlier dividend period, as rows (period, user_id, amount).
 * A draft's catch-ups are not given yet; they must come out of the period's remainder once published.
 */
export const publishedCatchUps = sql`(select c.period, c.user_id, c.amount from dividend_catch_ups c
  join distribution_rounds paid on paid.id = c.round_id and paid.status = 'published')`;
