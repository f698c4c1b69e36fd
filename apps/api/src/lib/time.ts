/** One calendar day in milliseconds: the arithmetic of UTC calendar dates (stored dates), which have no DST jumps. */
export const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment, as `YYYY-MM-DD`. */
export const isoDay = (date: Date | number): string => new Date(date).toISOString().slice(0, 10);

/** A list's date filter: `from` included, `until` excluded (the end of `to_date`'s day). */
export type DayRange = { from?: Date; until?: Date };

/**
 * A date filter over stored calendar dates (a voucher's expiry date, kept as its UTC midnight): UTC days,
 * `to_date` included. A filter over moments (when something was made or happened) is the shop's days:
 * `shopDayRange` in lib/clock.
 */
export function calendarDayRange(q: { from_date?: string; to_date?: string }): DayRange {
  return {
    from: q.from_date ? new Date(`${q.from_date}T00:00:00Z`) : undefined,
    until: q.to_date ? new Date(Date.parse(`${q.to_date}T00:00:00Z`) + DAY_MS) : undefined,
  };
}
