/**
 * Dividend periods (issue 14): half-years in UTC, H1 = 1 January to 30 June, H2 = 1 July to
 * 31 December. A period's dividend is announced only after it closes, from its record date: the
 * end of its last day, when holdings are counted. The sale agreement starts dividends in July 2026,
 * so the first period is H1 2026. Until July 2028 dividends go only to token holders (the agreement
 * says so; it changes who is in the pool, not the arithmetic of a share).
 */
export interface DividendPeriod {
  year: number;
  half: 1 | 2;
}

export const FIRST_DIVIDEND_PERIOD: DividendPeriod = { year: 2026, half: 1 };
/** Until then only token holders receive dividends (later, other investors may share the pool). */
export const HOLDERS_ONLY_UNTIL = new Date(Date.UTC(2028, 6, 1));

const PERIOD_PATTERN = /^(\d{4})-H([12])$/;

/** "2026-H1" → { year: 2026, half: 1 }; null when the text is not a period. */
export function parseDividendPeriod(text: string): DividendPeriod | null {
  const match = PERIOD_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  return { year: Number(match[1]), half: match[2] === "1" ? 1 : 2 };
}

export const periodKey = ({ year, half }: DividendPeriod) => `${year}-H${half}`;

/** The period's first instant: 1 January or 1 July, 00:00 UTC. */
export const periodStart = ({ year, half }: DividendPeriod) =>
  new Date(Date.UTC(year, half === 1 ? 0 : 6, 1));

/** The instant the period closes: the first instant of the next half-year. */
export const periodEnd = ({ year, half }: DividendPeriod) =>
  new Date(half === 1 ? Date.UTC(year, 6, 1) : Date.UTC(year + 1, 0, 1));

/**
 * The record date: the end of the period's last day (30 June or 31 December, 23:59:59.999 UTC).
 * A payment whose block time is at or before it counts; one in the next half-year's first
 * millisecond does not.
 */
export const recordDate = (period: DividendPeriod) => new Date(periodEnd(period).getTime() - 1);

const comparePeriods = (a: DividendPeriod, b: DividendPeriod) => a.year - b.year || a.half - b.half;

export type PeriodProblem = "before_first_period" | "not_closed";

/** Why a dividend cannot be announced for the period at `now`; null when it can. */
export function periodProblem(period: DividendPeriod, now: Date): PeriodProblem | null {
  if (comparePeriods(period, FIRST_DIVIDEND_PERIOD) < 0) return "before_first_period";
  if (now.getTime() < periodEnd(period).getTime()) return "not_closed";
  return null;
}

/** The problem in the operator's words. */
export function periodProblemText(problem: PeriodProblem, period: DividendPeriod): string {
  switch (problem) {
    case "before_first_period":
      return `Dividends start with ${periodKey(FIRST_DIVIDEND_PERIOD)}: ${periodKey(period)} has none.`;
    case "not_closed":
      return `${periodKey(period)} has not closed yet: its dividend can be announced from ${periodEnd(period).toISOString().slice(0, 10)}.`;
  }
}
