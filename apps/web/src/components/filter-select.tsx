import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface FilterSelectProps<V extends string> {
  label: string;
  value: V | '';
  /** `ariaLabel`: an option's accessible name when its label is not words (an arrow). */
  options: readonly { value: V; label: ReactNode; ariaLabel?: string }[];
  onChange: (value: V) => void;
  minWidth?: number;
  /** The disabled first entry, shown while nothing is chosen (the value ''). */
  placeholder?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Small (default) in toolbars; medium beside other medium fields (a list's filter bar). */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A small select that writes at once: a list's sort or state, an order's status or staff user. */
export function FilterSelect<V extends string>({
  options,
  onChange,
  minWidth = 180,
  placeholder,
  size = 'small',
  sx,
  ...field
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      size={size}
      {...field}
      onChange={(event) => onChange(event.target.value as V)}
      slotProps={placeholder ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      sx={[{ minWidth }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {placeholder && (
        <MenuItem value="" disabled>
          {placeholder}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} aria-label={option.ariaLabel}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
