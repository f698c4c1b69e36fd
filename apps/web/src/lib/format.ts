import dayjs from 'dayjs';

import type { TOrderType, TUserSubscriptionPlan } from '@printhub/contract';

/** Lists show the date part before 'T'. */
export const datePart = (iso: string): string => iso.split('T')[0] ?? iso;

/** A moment for a person: '5 Jan 2024, 14:03' in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format('D MMM YYYY, HH:mm') : iso;
}

const AMOUNT_FORMAT = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Order amounts are rupees (the referral screen's prices are 'Rs:' too). */
export const formatAmount = (amount: number): string => AMOUNT_FORMAT.format(amount);

export const ORDER_TYPE_LABELS: Record<TOrderType, string> = { print: 'Print', subscription: 'Subscription' };

export type TUserPlanStatus = TUserSubscriptionPlan['status'];

export const USER_PLAN_STATUS_TEXT: Record<TUserPlanStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const fullName = ({ first_name, last_name }: { first_name: string; last_name: string }): string =>
  [first_name, last_name].filter(Boolean).join(' ');
