import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

import type { FieldBinding } from './use-field';

/** An on/off field bound to a form, labelled by its text. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
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
        <Switch
          checked={Boolean(field.value)}
          onChange={(_, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
