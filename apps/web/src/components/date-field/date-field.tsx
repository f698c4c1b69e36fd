import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';

import { DateInput, type DateFieldValue, type DateInputProps } from './date-input';

export interface DateFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  /** The form's submitted type when its resolver transforms the values (a zod schema's output). */
  TTransformed = T,
> extends Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'touched' | 'error' | 'name'> {
  control: Control<T, unknown, TTransformed>;
  name: N;
}

/**
 * The react-hook-form binding: `<DateField control={control} name="validity" label="Validity" disablePast />`.
 * The form stores a Dayjs (or null); convert it to the contract's ISO string when submitting
 * (`value.format('YYYY-MM-DD')`), so a half-typed date is never lost by a round trip through a string.
 */
export function DateField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  ...rest
}: DateFieldProps<T, N, TTransformed>) {
  const { field, fieldState, formState } = useController({ control, name });
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={field.value as DateFieldValue}
      onChange={(next) => field.onChange(next as PathValue<T, N>)}
      onBlur={field.onBlur}
      touched={fieldState.isTouched || formState.isSubmitted}
      error={fieldState.error?.message}
    />
  );
}
