import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { useState } from 'react';

import {
  DEFAULT_MAX_DATE,
  DEFAULT_MIN_DATE,
  DISPLAY_DATE_FORMAT,
  dateValidationMessage,
  type DateLimits,
} from './date-validation';

dayjs.extend(advancedFormat);

export type DateFieldValue = Dayjs | string | null | undefined;

export interface DateInputProps extends DateLimits {
  label: string;
  value: DateFieldValue;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  /** Errors show only once this is true; the field tracks its own blur too. */
  touched?: boolean;
  /** An error from the form (for example "This field is Required"); the date's own error wins. */
  error?: string;
  helperText?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  format?: string;
}

/**
 * A Dayjs is passed on as it is: a copy of a half-typed (invalid) date never equals the picker's own value,
 * so the picker would reset the typed sections on the next render (after a submit, on every keystroke).
 */
const toDayjs = (value: DateFieldValue): Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  return dayjs.isDayjs(value) ? value : dayjs(value);
};

/**
 * A controlled date field: the MUI X DatePicker (dayjs adapter) with the specified messages and range. The picker comes with
 * the screen or dialog that uses it, never later: a field that replaced itself with the picker while someone
 * typed lost or reordered their keys.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  touched: touchedProp = false,
  error,
  helperText,
  name,
  required,
  disabled,
  minDate = DEFAULT_MIN_DATE,
  maxDate = DEFAULT_MAX_DATE,
  disablePast,
  disableFuture,
  format = DISPLAY_DATE_FORMAT,
}: DateInputProps) {
  const [blurred, setBlurred] = useState(false);
  const date = toDayjs(value);
  const touched = touchedProp || blurred;
  const message =
    dateValidationMessage(date, { minDate, maxDate, disablePast, disableFuture }) ?? error ?? null;
  const shownError = touched ? message : null;

  // Before the first blur: never red. After it: red for our message, and otherwise the picker decides
  // (it also flags a half-typed date, which it keeps out of the value until complete).
  const textField = {
    required,
    fullWidth: true,
    error: touched ? Boolean(shownError) || undefined : false,
    helperText: shownError ?? helperText,
    onBlur: () => {
      setBlurred(true);
      onBlur?.();
    },
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={date}
        onChange={(next) => onChange(next)}
        minDate={minDate}
        maxDate={maxDate}
        disablePast={disablePast}
        disableFuture={disableFuture}
        format={format}
        disabled={disabled}
        name={name}
        slotProps={{ textField }}
      />
    </LocalizationProvider>
  );
}
