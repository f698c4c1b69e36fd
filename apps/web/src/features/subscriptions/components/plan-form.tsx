import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';

import { PLAN_PERIODS, type TSubscriptionPlan } from '@printhub/contract';

import { errorText } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import {
  EMPTY_PLAN_FORM,
  PLAN_PERIOD_LABELS,
  planToFormInput,
  ZPlanForm,
  type TPlanFormInput,
  type TPlanFormOutput,
} from '../plan-form-schema';

export interface PlanFormProps {
  /** The plan being edited, or null to create one. Give the form a `key` per plan so it starts afresh. */
  plan: TSubscriptionPlan | null;
  onSubmit: (values: TPlanFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

/** Create a plan, or edit one: 'Create plan', or 'Update plan' and 'Cancel'. */
export function PlanForm({ plan, onSubmit, onCancel }: PlanFormProps) {
  const headingId = useId();
  const editing = plan !== null;
  const { control, handleSubmit, setError, reset, formState } = useForm<
    TPlanFormInput,
    unknown,
    TPlanFormOutput
  >({
    // The number boxes hold text; the schema reads it (its input type is `unknown` for those fields).
    resolver: zodResolver(ZPlanForm) as Resolver<TPlanFormInput, unknown, TPlanFormOutput>,
    defaultValues: plan ? planToFormInput(plan) : EMPTY_PLAN_FORM,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      toast.success(editing ? `Plan ${values.name} updated` : `Plan ${values.name} created`);
      if (!editing) reset(EMPTY_PLAN_FORM);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && applyFieldErrors(error, setError)) return;
      toast.error(errorText(error));
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {editing ? `Edit ${plan.name}` : 'New plan'}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Name"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="price"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Price"
              type="number"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Rupees per period'}
              slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
            />
          )}
        />
        <Controller
          control={control}
          name="period"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              select
              label="Period"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {PLAN_PERIODS.map((period) => (
                <MenuItem key={period} value={period}>
                  {PLAN_PERIOD_LABELS[period]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="pages_included"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Pages included"
              type="number"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
          )}
        />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <FormControlLabel
              label="Active"
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          {editing && (
            <Button onClick={onCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {editing ? 'Update plan' : 'Create plan'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
