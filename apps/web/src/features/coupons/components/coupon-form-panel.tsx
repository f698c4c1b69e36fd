import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';

import { COUPON_FORM_INCOMPLETE, type TCoupon } from '@printhub/contract';

import { DateField } from '@/components/date-field';
import { applyFieldErrors } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/snackbar';

import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import {
  COUPON_SERVER_FIELDS,
  couponFormResolver,
  couponFormValuesFrom,
  EMPTY_COUPON_FORM,
  saveCouponRequest,
  type CouponFormValues,
} from '../coupon-form';
import { COUPON_CREATED_TEXT, COUPON_SAVE_FAILED_TEXT, COUPON_UPDATED_TEXT } from '../messages';

type TextName = 'name' | 'code' | 'discount_percentage';

function CouponTextField(props: {
  control: Control<CouponFormValues>;
  name: TextName;
  label: string;
  hint: string;
  number?: boolean;
  disabled: boolean;
}) {
  const { control, name, label, hint, number = false, disabled } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          label={label}
          type={number ? 'number' : 'text'}
          required
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={number ? { htmlInput: { min: 1, max: 100, step: 'any' } } : undefined}
        />
      )}
    />
  );
}

function ChoiceField(props: {
  control: Control<CouponFormValues>;
  name: 'one_time_only' | 'isfornew';
  legend: string;
  yes: string;
  no: string;
  disabled: boolean;
}) {
  const { control, name, legend, yes, no, disabled } = props;
  const legendId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel id={legendId} component="legend">
        {legend}
      </FormLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup row aria-labelledby={legendId} {...field}>
            <FormControlLabel value="true" control={<Radio />} label={yes} />
            <FormControlLabel value="false" control={<Radio />} label={no} />
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}

export interface CouponFormPanelProps {
  /** The coupon being edited, or null for a new one. */
  coupon: TCoupon | null;
  /** Leaves editing: after Update, or Cancel. */
  onDone: () => void;
}

/** The right-hand form: Submit creates; in edit mode Update saves and Cancel clears the form. */
export function CouponFormPanel({ coupon, onDone }: CouponFormPanelProps) {
  const titleId = useId();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const { control, handleSubmit, reset, setError, formState } = useForm<CouponFormValues>({
    resolver: couponFormResolver,
    defaultValues: coupon ? couponFormValuesFrom(coupon) : EMPTY_COUPON_FORM,
  });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(
    async (values) => {
      const body = saveCouponRequest(values);
      try {
        if (coupon) {
          await update.mutateAsync({ id: coupon.id, body });
          enqueueSnackbar(COUPON_UPDATED_TEXT, { variant: 'success' });
          onDone();
        } else {
          await create.mutateAsync(body);
          enqueueSnackbar(COUPON_CREATED_TEXT, { variant: 'success' });
          reset(EMPTY_COUPON_FORM);
        }
      } catch (error) {
        // The message, and a 400's field errors under their fields.
        applyFieldErrors(error, setError, COUPON_SERVER_FIELDS);
        enqueueSnackbar(COUPON_SAVE_FAILED_TEXT, { variant: 'error' });
      }
    },
    () => enqueueSnackbar(COUPON_FORM_INCOMPLETE, { variant: 'warning' }),
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      sx={{ p: 3 }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {coupon ? `Edit Coupon ${coupon.code}` : 'New Coupon'}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <CouponTextField
          control={control}
          name="name"
          label="Name Of Coupon"
          hint="Not shown to users"
          disabled={busy}
        />
        <CouponTextField
          control={control}
          name="code"
          label="Coupon Code"
          hint="Must be all capitals; it is used as the reference"
          disabled={busy}
        />
        <CouponTextField
          control={control}
          name="discount_percentage"
          label="Discount %"
          hint="Applied on the total order value"
          number
          disabled={busy}
        />
        <FormControl component="fieldset" disabled={busy}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Validity
          </FormLabel>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <DateField control={control} name="valid_from" label="From" required disabled={busy} />
            <DateField control={control} name="valid_to" label="To" required disabled={busy} />
          </Stack>
        </FormControl>
        <ChoiceField
          control={control}
          name="one_time_only"
          legend="Usage"
          yes="One-time use"
          no="Multi-time use"
          disabled={busy}
        />
        <ChoiceField
          control={control}
          name="isfornew"
          legend="Audience"
          yes="Only for New Users"
          no="For ALL Users"
          disabled={busy}
        />
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          {coupon ? (
            <>
              <Button onClick={onDone} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                Update
              </Button>
            </>
          ) : (
            <Button type="submit" variant="contained" disabled={busy}>
              Submit
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
