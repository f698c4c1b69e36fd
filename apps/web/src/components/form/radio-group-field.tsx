import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

import type { FieldBinding } from './use-field';

export type RadioGroupFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TTransformed = T,
> = FieldBinding<T, N, TTransformed> & {
  /** The group's name, read as the radios' label. */
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
  /** After the form has the new value: for choices that change other fields. */
  onChange?: (value: string) => void;
};

/** A row of radios bound to a form, in a fieldset named by its legend. */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  control,
  name,
  legend,
  options,
  disabled,
  onChange,
}: RadioGroupFieldProps<T, N, TTransformed>) {
  const legendId = useId();
  const { field } = useController({ control, name });
  const { ref, value, onBlur, onChange: change } = field;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel id={legendId} component="legend">
        {legend}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={legendId}
        name={field.name}
        ref={ref}
        value={value}
        onBlur={onBlur}
        onChange={(_, next) => {
          change(next);
          onChange?.(next);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
