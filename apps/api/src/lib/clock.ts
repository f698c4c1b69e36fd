import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

import { SHOP_TIME_ZONE_DEFAULT } from '@printhub/contract';

import type { DayRange } from './time';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The shop's clock: what time it is (the app's `now`, a fixed one in tests) and the time zone that decides
 * which calendar day a moment falls on (SHOP_TIMEZONE).
 */
export type Clock = { now: () => Date; timeZone: string };

export const DEFAULT_SHOP_TIME_ZONE = SHOP_TIME_ZONE_DEFAULT;

export const systemClock: Clock = { now: () => new Date(), timeZone: DEFAULT_SHOP_TIME_ZONE };

/** The shop's calendar date of a moment, `YYYY-MM-DD`. */
export function shopDate(at: Date | number, timeZone: string): string {
  return dayjs(at).tz(timeZone).format('YYYY-MM-DD');
}

/** A `YYYY-MM-DD` date moved by whole days (calendar arithmetic: no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The moment a shop date begins in the shop's time zone. */
export function startOfShopDate(date: string, timeZone: string): Date {
  return dayjs.tz(date, timeZone).toDate();
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
