import { TextField, type TextFieldProps } from './text-field';

import type { FieldPath, FieldValues } from 'react-hook-form';

/** A required amount of coins: a whole number from 0, typed in a number field. */
export function CoinsField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>(
  props: Omit<TextFieldProps<T, N, TTransformed>, 'type' | 'required' | 'slotProps'>,
) {
  return <TextField {...props} type="number" required slotProps={{ htmlInput: { min: 0, step: 1 } }} />;
}
