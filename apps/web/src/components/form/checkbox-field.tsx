import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

import type { FieldBinding } from './use-field';

/** A yes/no field bound to a form, shown as a checkbox labelled by its text. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  label,
  disabled,
}: Omit<FieldBinding<T, N, TTransformed>, 'hint'> & { label: string; disabled?: boolean }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(_, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
