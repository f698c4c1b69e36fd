import Stack from '@mui/material/Stack';

import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';

import type { CounterOrderValues } from './counter-form';
import type { Control } from 'react-hook-form';

/** The print options' selects: each option's label, width and choices (value: label), in order. */
const PRINT_SELECTS = [
  {
    name: 'color',
    label: 'Colour',
    minWidth: 160,
    choices: { 'black-and-white': 'Black and white', color: 'Colour' },
  },
  {
    name: 'sides',
    label: 'Sides',
    minWidth: 150,
    choices: { single: 'Single-sided', double: 'Double-sided' },
  },
  { name: 'paper_size', label: 'Paper', minWidth: 100, choices: { A4: 'A4', A3: 'A3', Letter: 'Letter' } },
  {
    name: 'binding',
    label: 'Binding',
    minWidth: 120,
    choices: { none: 'None', staple: 'Staple', spiral: 'Spiral' },
  },
] as const satisfies readonly {
  name: keyof CounterOrderValues;
  label: string;
  minWidth: number;
  choices: Record<string, string>;
}[];

/** The order's own fields, as the customers' app asks them: title, copies, print options, delivery, coupon, rush. */
export function CounterOptionsFields({ control }: { control: Control<CounterOrderValues> }) {
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField control={control} name="title" label="Title" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField control={control} name="copies" label="Copies" type="number" required />
        {PRINT_SELECTS.map(({ name, label, minWidth, choices }) => (
          <SelectField
            key={name}
            control={control}
            name={name}
            label={label}
            options={Object.entries(choices).map(([value, text]) => ({ value, label: text }))}
            sx={{ minWidth }}
          />
        ))}
      </Stack>
      <TextField
        control={control}
        name="delivery_address"
        label="Delivery address"
        multiline
        minRows={2}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <TextField control={control} name="coupon_code" label="Coupon (optional)" />
        <SwitchField control={control} name="rush" label="Rush" />
      </Stack>
    </Stack>
  );
}
