import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import type { ReactNode } from 'react';

export interface FilterSelectProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
  minWidth?: number;
  /** The disabled first entry, shown while nothing is chosen (the value ''). */
  placeholder?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/** A small select that writes at once: a list's sort or state, an order's status or staff user. */
export function FilterSelect<V extends string>({
  options,
  onChange,
  minWidth = 180,
  placeholder,
  ...field
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      size="small"
      {...field}
      onChange={(event) => onChange(event.target.value as V)}
      slotProps={placeholder ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      sx={{ minWidth }}
    >
      {placeholder && (
        <MenuItem value="" disabled>
          {placeholder}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
