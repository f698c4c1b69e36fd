import { WEEKDAYS, type TOrderDueFilter, type TWeekday } from '@printhub/contract';

import { addDays, shopDate, shopDay, startOfShopDate, type Clock } from '../../lib/clock';

import type { Settings } from '../configurations/configurations.service';

const HOUR_MS = 3600_000;
/** A due date is looked for no further than this many days ahead (a year of holidays is 400 at most). */
const MAX_DAYS = 3660;

/** The days the turnaround does not count, and the zone whose calendar names them. */
export type ShopCalendar = {
  timeZone: string;
  closedWeekdays: readonly TWeekday[];
  holidays: readonly string[];
};

const weekdayOf = (date: string): TWeekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** Whether the shop works on a date (`YYYY-MM-DD`): not a closed weekday, not a holiday. */
export function isOpenDate(date: string, calendar: ShopCalendar): boolean {
  return !calendar.closedWeekdays.includes(weekdayOf(date)) && !calendar.holidays.includes(date);
}

/**
 * The due date of an order placed at `placed`: `hours` counted on the shop's open days only (a closed day
 * adds nothing; an order placed on one starts counting when the next open day begins).
 */
export function dueAt(placed: Date, hours: number, calendar: ShopCalendar): Date {
  let remaining = hours * HOUR_MS;
  let at = placed.getTime();
  let date = shopDate(at, calendar.timeZone);
  for (let day = 0; day < MAX_DAYS; day += 1) {
    const next = addDays(date, 1);
    const nextStart = startOfShopDate(next, calendar.timeZone).getTime();
    if (isOpenDate(date, calendar)) {
      if (remaining <= nextStart - at) return new Date(at + remaining);
      remaining -= nextStart - at;
    }
    at = nextStart;
    date = next;
  }
  throw new Error(`No open day within ${MAX_DAYS} days of ${placed.toISOString()}`);
}

/** What a new order's due date depends on: the turnarounds and the calendar. */
export type DueTerms = {
  turnaroundHours: number;
  rushTurnaroundHours: number;
  calendar: ShopCalendar;
};

/** The settings the due terms are made of. */
export const DUE_TERM_SETTINGS = [
  'turnaround_hours',
  'rush_turnaround_hours',
  'closed_weekdays',
  'holidays',
] as const;

export function dueTermsOf(
  s: Pick<Settings, (typeof DUE_TERM_SETTINGS)[number]>,
  timeZone: string,
): DueTerms {
  return {
    turnaroundHours: s.turnaround_hours,
    rushTurnaroundHours: s.rush_turnaround_hours,
    calendar: { timeZone, closedWeekdays: s.closed_weekdays, holidays: s.holidays },
  };
}

/** The due date of an order placed now, rush or not. */
export const orderDueAt = (terms: DueTerms, placed: Date, rush: boolean): Date =>
  dueAt(placed, rush ? terms.rushTurnaroundHours : terms.turnaroundHours, terms.calendar);

/** The order lists' `due` filter as bounds on `due_at`, always of open orders (neither delivered nor cancelled). */
export type DueBounds = { dueFrom?: Date; dueUntil?: Date; openOnly?: boolean };

export function dueBounds(due: TOrderDueFilter | undefined, clock: Clock): DueBounds {
  if (!due) return {};
  if (due === 'overdue') return { dueUntil: clock.now(), openOnly: true };
  const day = shopDay(clock, due === 'today' ? 0 : 1);
  return { dueFrom: day.from, dueUntil: day.until, openOnly: true };
}
