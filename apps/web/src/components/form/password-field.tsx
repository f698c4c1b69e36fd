import { PasswordInput } from '../password-input';
import { useField, type FieldBinding } from './use-field';

import type { TextInputProps } from '../text-input';
import type { FieldPath, FieldValues } from 'react-hook-form';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'ref' | 'error' | 'helperText';

/** A password with its show/hide button, bound to a form. Light enough for the sign-in bundle. */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  hint,
  ...rest
}: FieldBinding<T, N, TTransformed> & Omit<TextInputProps, Bound | 'type' | 'endAdornment'>) {
  const { inputProps } = useField({ control, name, hint });
  return <PasswordInput {...rest} {...inputProps} />;
}
