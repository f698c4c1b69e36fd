import { PasswordInput } from '../password-input';
import { TextInputField, type TextInputFieldProps } from './text-input-field';

import type { FieldBinding } from './use-field';
import type { FieldPath, FieldValues } from 'react-hook-form';

/** A password with its show/hide button, bound to a form. Light enough for the sign-in bundle. */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>(
  props: FieldBinding<T, N, TTransformed> & Omit<TextInputFieldProps, 'type' | 'endAdornment'>,
) {
  return <TextInputField {...props} input={PasswordInput} />;
}
