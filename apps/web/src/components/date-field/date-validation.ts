import dayjs, { type Dayjs } from 'dayjs';

/** Defaults. */
export const DATE_FIELD_MESSAGES = {
  invalidDate: 'Invalid Date Format',
  minDate: 'Date should not be before minimal date',
  maxDate: 'Date should not be after maximal date',
} as const;

export const DEFAULT_MIN_DATE = dayjs('1900-01-01');
export const DEFAULT_MAX_DATE = dayjs('2100-01-01');
/** Day with ordinal, short month, year: '5th Jan, 2024'. Needs dayjs's advancedFormat plugin. */
export const DISPLAY_DATE_FORMAT = 'Do MMM, YYYY';

export interface DateLimits {
  minDate?: Dayjs;
  maxDate?: Dayjs;
  disablePast?: boolean;
  disableFuture?: boolean;
}

/** The message for a date value, or null when it is empty or acceptable. Day granularity, like the picker. */
export function dateValidationMessage(
  value: Dayjs | null | undefined,
  { minDate = DEFAULT_MIN_DATE, maxDate = DEFAULT_MAX_DATE, disablePast, disableFuture }: DateLimits = {},
  today: Dayjs = dayjs(),
): string | null {
  if (value === null || value === undefined) return null;
  if (!value.isValid()) return DATE_FIELD_MESSAGES.invalidDate;
  if (value.isBefore(minDate, 'day') || (disablePast && value.isBefore(today, 'day'))) {
    return DATE_FIELD_MESSAGES.minDate;
  }
  if (value.isAfter(maxDate, 'day') || (disableFuture && value.isAfter(today, 'day'))) {
    return DATE_FIELD_MESSAGES.maxDate;
  }
  return null;
}
