import { TextInput, type TextInputProps } from '../text-input';
import { useField, type FieldBinding } from './use-field';

import type { ComponentType } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'ref' | 'error' | 'helperText';

/** What a TextInput-based field takes besides its binding: the input's own props. */
export type TextInputFieldProps = Omit<TextInputProps, Bound>;

/**
 * A text field bound to a form, on TextInput rather than MUI's TextField: the sign-in screen uses it to stay
 * inside its bundle budget. `input` draws another TextInput-like input (PasswordField's PasswordInput).
 */
export function TextInputField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  hint,
  input: Input = TextInput,
  ...rest
}: FieldBinding<T, N, TTransformed> & TextInputFieldProps & { input?: ComponentType<TextInputProps> }) {
  const { inputProps } = useField({ control, name, hint });
  return <Input {...rest} {...inputProps} />;
}
