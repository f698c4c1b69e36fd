import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import type { ReactNode } from 'react';

/** What every bound field takes: the form's `control` and the field's `name`. */
export interface FieldBinding<
  T extends FieldValues,
  N extends FieldPath<T>,
  /** The form's submitted type when its resolver transforms the values (a zod schema's output). */
  TTransformed = T,
> {
  control: Control<T, unknown, TTransformed>;
  name: N;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
}

/**
 * The props a text-like input takes from react-hook-form: value, change, blur, the ref that focuses it on an
 * error, and the error message in place of the hint.
 */
export function useField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  hint,
}: FieldBinding<T, N, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    inputProps: {
      name: field.name,
      value: field.value ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: Boolean(fieldState.error),
      helperText: fieldState.error?.message ?? hint,
    },
  };
}
