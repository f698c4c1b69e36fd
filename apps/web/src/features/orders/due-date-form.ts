import { zodResolver } from '@hookform/resolvers/zod';
import dayjs, { type Dayjs } from 'dayjs';

import { REQUIRED_MESSAGE, ZUpdateOrderFields } from '@printhub/contract';

import { dateValidationMessage } from '@/components/date-field/date-validation';
import { shopDateAndTime, shopMoment } from '@/lib/shop-time';

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/**
 * The due date dialog's fields: the day (the date field's Dayjs, under the request's name so that the
 * schema's and the server's `due_at` messages land on it) and the time of day ('HH:mm'), both on the shop's
 * clock (its time zone, whatever the browser's), as the Due column shows them.
 */
export interface DueDateFormValues {
  due_at: Dayjs | null;
  time: string;
}

/** The due date of PATCH /api/all-orders/{id}/, required here. */
const ZDueDate = ZUpdateOrderFields.pick({ due_at: true }).required();
type TDueDate = { due_at: string };

/** The fields for a due date: its day and time in the shop's time zone. */
export function dueDateFormValues(dueAt: string, timeZone: string): DueDateFormValues {
  const { date, time } = shopDateAndTime(dueAt, timeZone);
  // The date field edits a calendar day: the shop's day, held as that day in the browser's calendar.
  return { due_at: dayjs(date), time };
}

/**
 * The day and the time, read in the shop's time zone, as one moment with its offset
 * ('2026-11-28T17:00:00+05:30'), or '' when incomplete.
 */
export function dueAtOf({ due_at: day, time }: DueDateFormValues, timeZone: string): string {
  if (!day || !day.isValid() || !/^\d{2}:\d{2}$/.test(time)) return '';
  return shopMoment(day.format('YYYY-MM-DD'), time, timeZone);
}

const zodCheck = zodResolver(ZDueDate);

/**
 * The date field's own limits and both fields required, then the contract's schema on the moment the fields
 * name in the shop's time zone.
 */
export const dueDateResolver =
  (timeZone: string): Resolver<DueDateFormValues, unknown, TDueDate> =>
  async (values, context, options) => {
    const errors: Record<string, FieldError> = {};
    const dateMessage = values.due_at ? dateValidationMessage(values.due_at) : REQUIRED_MESSAGE;
    if (dateMessage) errors.due_at = { type: 'custom', message: dateMessage };
    if (values.time === '') errors.time = { type: 'required', message: REQUIRED_MESSAGE };
    if (Object.keys(errors).length > 0)
      return { values: {}, errors: errors as FieldErrors<DueDateFormValues> };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema reads the converted values
    const result = await zodCheck({ due_at: dueAtOf(values, timeZone) }, context, options as any);
    if (Object.keys(result.errors).length > 0)
      return { values: {}, errors: result.errors as FieldErrors<DueDateFormValues> };
    return { values: result.values as TDueDate, errors: {} };
  };
