import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';

import { WEEKDAYS, type TWeekday } from '@printhub/contract';

import type { Settings, SettingsFormValues } from '../settings-form';

const dayName = (day: TWeekday) => day[0]!.toUpperCase() + day.slice(1);

/** The days of the week the shop is closed, a checkbox each, with the field's message under them. */
export function ClosedDaysField({
  control,
  disabled,
}: {
  control: Control<SettingsFormValues, unknown, Settings>;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'closed_weekdays' });
  const helpId = useId();
  const closed = new Set(field.value);
  const toggle = (day: TWeekday, checked: boolean) => {
    if (checked) closed.add(day);
    else closed.delete(day);
    field.onChange(WEEKDAYS.filter((d) => closed.has(d)));
  };
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel component="legend">Closed days</FormLabel>
      <FormGroup row aria-describedby={helpId}>
        {WEEKDAYS.map((day) => (
          <FormControlLabel
            key={day}
            label={dayName(day)}
            control={
              <Checkbox
                checked={closed.has(day)}
                onChange={(_, checked) => toggle(day, checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>
        {fieldState.error?.message ?? 'The turnaround does not count these days'}
      </FormHelperText>
    </FormControl>
  );
}
