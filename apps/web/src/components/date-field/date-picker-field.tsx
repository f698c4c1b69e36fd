import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';

import type { DateFieldShape } from './date-preview-field';
import type { Dayjs } from 'dayjs';

export interface DatePickerFieldProps extends DateFieldShape {
  onChange: (value: Dayjs | null) => void;
  /** Focus the field as it mounts (the person was entering the field while this module loaded). */
  autoFocus?: boolean;
  /** Open the calendar as it mounts (the person pressed the calendar button while this module loaded). */
  openOnMount?: boolean;
}

/**
 * MUI X DatePicker with the dayjs adapter: the part of a date field that is loaded on first use (DateInput
 * shows a look-alike until then). Validation and the messages are DateInput's; this only draws them.
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
  autoFocus,
  openOnMount = false,
}: DatePickerFieldProps) {
  const [open, setOpen] = useState(openOnMount);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next)}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        autoFocus={autoFocus}
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
