import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';

import { TextField, type TextFieldProps } from './text-field';

import type { FieldPath, FieldValues } from 'react-hook-form';

/** A password bound to a form, with a show/hide button whose accessible name says what it does. */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>(
  props: Omit<TextFieldProps<T, N, TTransformed>, 'type' | 'slotProps'>,
) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? 'Hide password' : 'Show password'}
        onClick={() => setVisible((shown) => !shown)}
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{ input: { endAdornment: toggle } }}
    />
  );
}
