import { InputField, type InputFieldProps } from '@/components/input-field';

import { useField, type FieldBinding } from './use-field';

import type { FieldPath, FieldValues } from 'react-hook-form';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText';

export type TextFieldProps<T extends FieldValues, N extends FieldPath<T>, TTransformed = T> = FieldBinding<
  T,
  N,
  TTransformed
> &
  Omit<InputFieldProps, Bound>;

/** A text (or number) field bound to a form: `<TextField control={control} name="email" label="Email" />`. */
export function TextField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  hint,
  ...rest
}: TextFieldProps<T, N, TTransformed>) {
  const { inputProps } = useField({ control, name, hint });
  return <InputField {...rest} {...inputProps} />;
}
