/** One calendar day in milliseconds: every day the API counts is a UTC day, which has no DST jumps. */
export const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment, as `YYYY-MM-DD`. */
export const isoDay = (date: Date | number): string => new Date(date).toISOString().slice(0, 10);
