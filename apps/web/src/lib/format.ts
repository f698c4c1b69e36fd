import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import type { TOrderType, TUserSubscriptionPlan } from '@printhub/contract';

/**
 * The product's formats, in one place (docs/decisions.md, "Formats"): every screen writes money, dates and
 * moments through these. Coins and counts are not money: they carry no '₹'.
 */

/** A date in a list: the date part of the ISO value, before 'T' ('2024-01-05'). */
export const datePart = (iso: string): string => iso.split('T')[0] ?? iso;

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A moment for a person: '5 Jan 2024, 14:03' in the browser's time zone, or in `timeZone` (an IANA name) when
 * given: a due date is shown in the shop's time zone, whatever the browser's.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const value = dayjs(iso);
  if (!value.isValid()) return iso;
  return (timeZone ? value.tz(timeZone) : value).format('D MMM YYYY, HH:mm');
}

/** A moment as the shop's calendar date and time of day: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function shopDateAndTime(iso: string, timeZone: string): { date: string; time: string } {
  const value = dayjs(iso).tz(timeZone);
  return { date: value.format('YYYY-MM-DD'), time: value.format('HH:mm') };
}

/** A date and a time of day in `timeZone` as one moment with its offset ('2026-11-28T17:00:00+05:30'). */
export function shopMoment(date: string, time: string, timeZone: string): string {
  return dayjs.tz(`${date}T${time}:00`, timeZone).format();
}

/** Money: '₹1,23,456', or '₹1,23,456.50' when there are paise (the server's texts use the same helper). */
export { formatMoney } from '@printhub/contract';

export const ORDER_TYPE_LABELS: Record<TOrderType, string> = { print: 'Print', subscription: 'Subscription' };

export type TUserPlanStatus = TUserSubscriptionPlan['status'];

export const USER_PLAN_STATUS_TEXT: Record<TUserPlanStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const fullName = ({ first_name, last_name }: { first_name: string; last_name: string }): string =>
  [first_name, last_name].filter(Boolean).join(' ');
