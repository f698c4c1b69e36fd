import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

import type { ReactNode } from 'react';

export const isOrderStatus = (value: string): value is TOrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export interface StatusSelectProps {
  label: string;
  /** The disabled first entry, shown while nothing is chosen. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  minWidth: number;
}

/** A small select that reads its placeholder until a choice is made (Status, Assigned staff, Move to). */
export function StatusSelect({
  label,
  placeholder,
  value,
  onChange,
  options,
  disabled,
  error,
  helperText,
  minWidth,
}: StatusSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={error}
      helperText={helperText}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      <MenuItem value="" disabled>
        {placeholder}
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
