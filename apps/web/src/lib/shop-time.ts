import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The shop's clock in the browser: due dates are shown and changed in the shop's time zone (the server's
// SHOP_TIMEZONE, from the app facts), whatever the browser's. Only the screens with due dates load this.
dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment as '5 Jan 2024, 14:03' in `timeZone` (an IANA name). */
export function formatShopDateTime(iso: string, timeZone: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.tz(timeZone).format('D MMM YYYY, HH:mm') : iso;
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
