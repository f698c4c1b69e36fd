import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

import { TextInput } from '../text-input';

import type { DateLimits } from './date-validation';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

/** What both forms of a date field draw: the look-alike below and the MUI X picker. */
export interface DateFieldShape extends DateLimits {
  label: string;
  value: Dayjs | null;
  onBlur: () => void;
  format: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** false: never red; undefined: the picker decides (a half-typed date); true: red. */
  error: boolean | undefined;
  helperText?: ReactNode;
}

export interface DatePreviewFieldProps extends DateFieldShape {
  /** The person is about to use the field (pointer over it): start loading the picker. */
  onPreload: () => void;
  /** The person entered the field: load the picker and hand it the focus. */
  onEnter: () => void;
  /** The person pressed the calendar button: load the picker and open its calendar. */
  onOpenCalendar: () => void;
}

/**
 * A date field as it looks before the MUI X picker (≈50 kB of gzipped JavaScript) has loaded: the same
 * outlined field with the label, the date in the display format, the calendar button and the helper text.
 * It is read-only: entering it or pressing its button loads the picker, which takes its place.
 */
export function DatePreviewField({
  label,
  value,
  onBlur,
  format,
  name,
  required,
  disabled,
  error,
  helperText,
  onPreload,
  onEnter,
  onOpenCalendar,
}: DatePreviewFieldProps) {
  return (
    <TextInput
      label={label}
      name={name}
      value={value?.isValid() ? value.format(format) : ''}
      readOnly
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helperText}
      onFocus={onEnter}
      onBlur={onBlur}
      onPointerEnter={onPreload}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label="Choose date" edge="end" disabled={disabled} onClick={onOpenCalendar}>
            <EventIcon />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
