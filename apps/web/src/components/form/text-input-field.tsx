import { TextInput, type TextInputProps } from '../text-input';
import { useField, type FieldBinding } from './use-field';

import type { FieldPath, FieldValues } from 'react-hook-form';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'ref' | 'error' | 'helperText';

/**
 * A text field bound to a form, on TextInput rather than MUI's TextField: the sign-in screen uses it to stay
 * inside its bundle budget.
 */
export function TextInputField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  hint,
  ...rest
}: FieldBinding<T, N, TTransformed> & Omit<TextInputProps, Bound>) {
  const { inputProps } = useField({ control, name, hint });
  return <TextInput {...rest} {...inputProps} />;
}
