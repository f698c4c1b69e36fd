import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';

import { COUPON_FORM_INCOMPLETE, type TCoupon } from '@printhub/contract';

import { HistoryButton } from '@/components/audit-history/history-button';
import { DateField } from '@/components/date-field';
import { FormActions } from '@/components/form/form-actions';
import { FormPanel } from '@/components/form/form-panel';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { applyFieldErrors } from '@/lib/form-errors';
import { snackbar } from '@/lib/notices';
import { revealAndFocus } from '@/lib/reveal';

import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import {
  COUPON_SERVER_FIELDS,
  couponFormResolver,
  couponFormValuesFrom,
  EMPTY_COUPON_FORM,
  saveCouponRequest,
} from '../coupon-form';
import { COUPON_CREATED_TEXT, COUPON_SAVE_FAILED_TEXT, COUPON_UPDATED_TEXT } from '../messages';

const choices = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const USAGE_CHOICES = choices('One-time use', 'Multi-time use');
const AUDIENCE_CHOICES = choices('Only for New Users', 'For ALL Users');

export interface CouponFormPanelProps {
  /** The coupon being edited, or null for a new one. */
  coupon: TCoupon | null;
  /** Leaves editing: after Update, or Cancel. */
  onDone: () => void;
}

/** The right-hand form: Submit creates; in edit mode Update saves and Cancel clears the form. */
export function CouponFormPanel({ coupon, onDone }: CouponFormPanelProps) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const { control, handleSubmit, reset, setError, formState } = useSchemaForm(
    couponFormResolver,
    coupon ? couponFormValuesFrom(coupon) : EMPTY_COUPON_FORM,
  );
  const busy = formState.isSubmitting;
  const panel = useRef<HTMLFormElement>(null);
  // Edit starts the form afresh with its coupon, which may be far from the card that was chosen (below the
  // whole list on a phone, above the view after scrolling on a desktop): it comes into view, ready to type.
  const editing = coupon !== null;
  useEffect(() => {
    if (editing) revealAndFocus(panel.current);
  }, [editing]);

  const submit = handleSubmit(
    async (values) => {
      const body = saveCouponRequest(values);
      try {
        if (coupon) {
          await update.mutateAsync({ id: coupon.id, body });
          snackbar.success(COUPON_UPDATED_TEXT);
          onDone();
        } else {
          await create.mutateAsync(body);
          snackbar.success(COUPON_CREATED_TEXT);
          reset(EMPTY_COUPON_FORM);
        }
      } catch (error) {
        // The message, and a 400's field errors under their fields.
        applyFieldErrors(error, setError, COUPON_SERVER_FIELDS);
        snackbar.error(COUPON_SAVE_FAILED_TEXT);
      }
    },
    () => snackbar.warning(COUPON_FORM_INCOMPLETE),
  );

  return (
    <FormPanel
      ref={panel}
      title={coupon ? `Edit Coupon ${coupon.code}` : 'New Coupon'}
      onSubmit={submit}
      padding={3}
    >
      <TextField
        control={control}
        name="name"
        label="Name Of Coupon"
        hint="Not shown to users"
        required
        disabled={busy}
      />
      <TextField
        control={control}
        name="code"
        label="Coupon Code"
        hint="Must be all capitals; it is used as the reference"
        required
        disabled={busy}
      />
      <TextField
        control={control}
        name="discount_percentage"
        label="Discount %"
        hint="Applied on the total order value"
        type="number"
        required
        disabled={busy}
        slotProps={{ htmlInput: { min: 1, max: 100, step: 'any' } }}
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
      <RadioGroupField
        control={control}
        name="one_time_only"
        legend="Usage"
        options={USAGE_CHOICES}
        disabled={busy}
      />
      <RadioGroupField
        control={control}
        name="isfornew"
        legend="Audience"
        options={AUDIENCE_CHOICES}
        disabled={busy}
      />
      <FormActions
        busy={busy}
        submitLabel={coupon ? 'Update' : 'Submit'}
        onCancel={coupon ? onDone : undefined}
      />
      {coupon && <HistoryButton resource="coupons" resourceId={coupon.id} title={`coupon ${coupon.code}`} />}
    </FormPanel>
  );
}
