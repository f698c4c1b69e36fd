import MenuItem from '@mui/material/MenuItem';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';

import { useField, type FieldBinding } from './use-field';

import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText' | 'select';

export type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TTransformed = T> = FieldBinding<
  T,
  N,
  TTransformed
> &
  Omit<MuiTextFieldProps, Bound | 'children'> & { options: readonly SelectOption[] };

/**
 * A select bound to a form: `<SelectField control={control} name="period" label="Period" options={…} />`.
 * The form keeps the option's own value (a number stays a number); nothing chosen is ''.
 */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  hint,
  options,
  ...rest
}: SelectFieldProps<T, N, TTransformed>) {
  const { field, inputProps } = useField({ control, name, hint });
  return (
    <MuiTextField
      {...rest}
      {...inputProps}
      select
      value={inputProps.value === '' ? '' : String(inputProps.value)}
      onChange={(event) =>
        field.onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? '')
      }
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
