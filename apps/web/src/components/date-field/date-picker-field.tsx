import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

import type { DateLimits } from './date-validation';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

export interface DatePickerFieldProps extends DateLimits {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur: () => void;
  format: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** false: never red; undefined: the picker decides (a half-typed date); true: red. */
  error: boolean | undefined;
  helperText?: ReactNode;
}

/**
 * MUI X DatePicker with the dayjs adapter. Validation and the messages are DateInput's; this only draws them.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  disablePast,
  disableFuture,
  format,
  disabled,
  name,
  required,
  error,
  helperText,
}: DatePickerFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next)}
        minDate={minDate}
        maxDate={maxDate}
        disablePast={disablePast}
        disableFuture={disableFuture}
        format={format}
        disabled={disabled}
        name={name}
        slotProps={{ textField: { required, fullWidth: true, error, helperText, onBlur } }}
      />
    </LocalizationProvider>
  );
}
