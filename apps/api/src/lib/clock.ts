import { SHOP_TIME_ZONE_DEFAULT } from '@printhub/contract';

import type { DayRange } from './time';

/**
 * The shop's clock: what time it is (the app's `now`, a fixed one in tests) and the time zone that decides
 * which calendar day a moment falls on (SHOP_TIMEZONE).
 */
export type Clock = { now: () => Date; timeZone: string };

export const DEFAULT_SHOP_TIME_ZONE = SHOP_TIME_ZONE_DEFAULT;

export const systemClock: Clock = { now: () => new Date(), timeZone: DEFAULT_SHOP_TIME_ZONE };

/** One formatter per time zone: making an `Intl.DateTimeFormat` costs about a hundred of its uses. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The time a clock in `timeZone` shows at the moment `at`, as milliseconds of the same reading in UTC. */
function wallClock(at: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const n: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of format.formatToParts(at)) n[p.type] = Number(p.value);
  return Date.UTC(n.year!, n.month! - 1, n.day!, n.hour!, n.minute!, n.second!) + (at % 1000);
}

/** The shop's calendar date of a moment, `YYYY-MM-DD`. */
export function shopDate(at: Date | number, timeZone: string): string {
  return new Date(wallClock(+at, timeZone)).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date moved by whole days (calendar arithmetic: no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The moment a shop date begins in the shop's time zone: its midnight at the zone's offset of that moment
 * (where the clocks skip midnight, the moment they jump).
 */
export function startOfShopDate(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (at: number) => wallClock(at, timeZone) - at;
  const first = offsetAt(midnight);
  const second = offsetAt(midnight - first);
  if (second === first) return new Date(midnight - first);
  const third = offsetAt(midnight - second);
  return new Date(third === second ? midnight - second : midnight - Math.min(second, third));
}

/** The moments a shop day begins and ends (exclusive): `offset` days from today (0), tomorrow (1)… */
export function shopDay(clock: Clock, offset = 0): { from: Date; until: Date } {
  const date = addDays(shopDate(clock.now(), clock.timeZone), offset);
  return {
    from: startOfShopDate(date, clock.timeZone),
    until: startOfShopDate(addDays(date, 1), clock.timeZone),
  };
}

/**
 * A list's date filter over moments, in the shop's days: from the start of `from_date` in the shop's time zone
 * to the end of `to_date` (included, so its next day's start is the exclusive bound).
 */
export function shopDayRange(q: { from_date?: string; to_date?: string }, timeZone: string): DayRange {
  return {
    from: q.from_date ? startOfShopDate(q.from_date, timeZone) : undefined,
    until: q.to_date ? startOfShopDate(addDays(q.to_date, 1), timeZone) : undefined,
  };
}
