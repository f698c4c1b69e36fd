import dayjs from 'dayjs';

import type { TOrderType, TUserSubscriptionPlan } from '@printhub/contract';

/**
 * The product's formats, in one place (docs/decisions.md, "Formats"): every screen writes money, dates and
 * moments through these. Coins and counts are not money: they carry no '₹'.
 */

/** A date in a list: the date part of the ISO value, before 'T' ('2024-01-05'). */
export const datePart = (iso: string): string => iso.split('T')[0] ?? iso;

/** A moment for a person: '5 Jan 2024, 14:03' in the browser's time zone (`lib/shop-time.ts`: the shop's). */
export function formatDateTime(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format('D MMM YYYY, HH:mm') : iso;
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
