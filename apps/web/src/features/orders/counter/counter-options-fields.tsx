import Stack from '@mui/material/Stack';

import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';

import type { CounterOrderValues } from './counter-form';
import type { Control } from 'react-hook-form';

const options = <T extends string>(pairs: Array<[T, string]>) =>
  pairs.map(([value, label]) => ({ value, label }));

/** The order's own fields, as the customers' app asks them: title, copies, print options, delivery, coupon, rush. */
export function CounterOptionsFields({ control }: { control: Control<CounterOrderValues> }) {
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField control={control} name="title" label="Title" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField control={control} name="copies" label="Copies" type="number" required />
        <SelectField
          control={control}
          name="color"
          label="Colour"
          options={options([
            ['black-and-white', 'Black and white'],
            ['color', 'Colour'],
          ])}
          sx={{ minWidth: 160 }}
        />
        <SelectField
          control={control}
          name="sides"
          label="Sides"
          options={options([
            ['single', 'Single-sided'],
            ['double', 'Double-sided'],
          ])}
          sx={{ minWidth: 150 }}
        />
        <SelectField
          control={control}
          name="paper_size"
          label="Paper"
          options={options([
            ['A4', 'A4'],
            ['A3', 'A3'],
            ['Letter', 'Letter'],
          ])}
          sx={{ minWidth: 100 }}
        />
        <SelectField
          control={control}
          name="binding"
          label="Binding"
          options={options([
            ['none', 'None'],
            ['staple', 'Staple'],
            ['spiral', 'Spiral'],
          ])}
          sx={{ minWidth: 120 }}
        />
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
