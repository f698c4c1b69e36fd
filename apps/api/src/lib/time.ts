/** One calendar day in milliseconds: every day the API counts is a UTC day, which has no DST jumps. */
export const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment, as `YYYY-MM-DD`. */
export const isoDay = (date: Date | number): string => new Date(date).toISOString().slice(0, 10);

/** A list's date filter: UTC calendar days, `to_date` included (its day's end is the exclusive bound). */
export type DayRange = { from?: Date; until?: Date };

export function dayRange(q: { from_date?: string; to_date?: string }): DayRange {
  return {
    from: q.from_date ? new Date(`${q.from_date}T00:00:00Z`) : undefined,
    until: q.to_date ? new Date(Date.parse(`${q.to_date}T00:00:00Z`) + DAY_MS) : undefined,
  };
}
