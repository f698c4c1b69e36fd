import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

import type { FieldBinding } from './use-field';
import type { ComponentType, SyntheticEvent } from 'react';

/** The control a yes/no field draws: MUI's Checkbox or Switch. */
type ToggleControl = ComponentType<{
  checked: boolean;
  onChange: (event: SyntheticEvent, checked: boolean) => void;
  onBlur: () => void;
}>;

export type ToggleFieldProps<T extends FieldValues, N extends FieldPath<T>, TTransformed = T> = Omit<
  FieldBinding<T, N, TTransformed>,
  'hint'
> & { label: string; disabled?: boolean };

/** A yes/no field bound to a form, drawn by `Control` and labelled by its text. */
export function toggleField(Control: ToggleControl) {
  return function ToggleField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
    control,
    name,
    label,
    disabled,
  }: ToggleFieldProps<T, N, TTransformed>) {
    const { field } = useController({ control, name });
    return (
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Control
            checked={Boolean(field.value)}
            onChange={(_, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
          />
        }
      />
    );
  };
}
