import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';

import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';

import { useCustomerSearch } from '../api/counter-order';

import type { CounterOrderValues } from './counter-form';

type Props = { control: Control<CounterOrderValues> };

const label = (c: NonNullable<CounterOrderValues['customer']>) =>
  [c.name, c.mobile, c.email].filter(Boolean).join(' · ');

/** Finds an existing customer as you type (name, e-mail or mobile): a combobox, used with the keyboard too. */
function CustomerSearch({ control }: Props) {
  const { field, fieldState } = useController({ control, name: 'customer' });
  const [text, setText] = useState('');
  const typed = useDeferredValue(text);
  const search = useCustomerSearch(typed);
  const tooShort = typed.trim().length < 2;
  return (
    <Autocomplete
      value={field.value}
      onChange={(_, value) => field.onChange(value)}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      options={search.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={
        tooShort
          ? 'Type at least 2 characters'
          : search.isError
            ? 'The search failed: type again'
            : 'No user found'
      }
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          {label(option)}
        </Box>
      )}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          inputRef={field.ref}
          label="Find the user (name, e-mail or mobile)"
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Whom the order is for: an existing customer found by the search, or a new one (no password needed). */
export function CounterCustomerFields({ control }: Props) {
  const who = useWatch({ control, name: 'who' });
  return (
    <Stack sx={{ gap: 2 }}>
      <RadioGroupField
        control={control}
        name="who"
        legend="Customer"
        options={[
          { value: 'new', label: 'New customer' },
          { value: 'existing', label: 'Existing user' },
        ]}
      />
      {who === 'existing' ? (
        <CustomerSearch control={control} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
          <TextField control={control} name="first_name" label="First name" required />
          <TextField control={control} name="last_name" label="Last name" />
          <TextField control={control} name="mobile" label="Mobile" type="tel" required />
          <TextField control={control} name="email" label="Email (optional)" type="email" />
          <TextField control={control} name="gstin" label="GSTIN (optional)" />
        </Stack>
      )}
    </Stack>
  );
}
