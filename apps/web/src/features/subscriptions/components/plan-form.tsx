import { PLAN_PERIODS, type TSubscriptionPlan } from '@printhub/contract';

import { FormActions } from '@/components/form/form-actions';
import { FormPanel } from '@/components/form/form-panel';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

import {
  EMPTY_PLAN_FORM,
  PLAN_PERIOD_LABELS,
  planToFormInput,
  ZPlanForm,
  type TPlanFormInput,
  type TPlanFormOutput,
} from '../plan-form-schema';

const PERIOD_OPTIONS = PLAN_PERIODS.map((period) => ({ value: period, label: PLAN_PERIOD_LABELS[period] }));

export interface PlanFormProps {
  /** The plan being edited, or null to create one. Give the form a `key` per plan so it starts afresh. */
  plan: TSubscriptionPlan | null;
  onSubmit: (values: TPlanFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

/** Create a plan, or edit one: 'Create plan', or 'Update plan' and 'Cancel'. */
export function PlanForm({ plan, onSubmit, onCancel }: PlanFormProps) {
  const editing = plan !== null;
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<
    TPlanFormInput,
    TPlanFormOutput
  >(ZPlanForm, plan ? planToFormInput(plan) : EMPTY_PLAN_FORM);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      toast.success(editing ? `Plan ${values.name} updated` : `Plan ${values.name} created`);
      if (!editing) reset(EMPTY_PLAN_FORM);
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <FormPanel title={editing ? `Edit ${plan.name}` : 'New plan'} onSubmit={submit}>
      <TextField control={control} name="name" label="Name" required />
      <TextField
        control={control}
        name="price"
        label="Price"
        type="number"
        required
        hint="Rupees per period"
        slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
      />
      <SelectField control={control} name="period" label="Period" required options={PERIOD_OPTIONS} />
      <TextField
        control={control}
        name="pages_included"
        label="Pages included"
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      <SwitchField control={control} name="is_active" label="Active" />
      <FormActions
        busy={formState.isSubmitting}
        submitLabel={editing ? 'Update plan' : 'Create plan'}
        onCancel={editing ? onCancel : undefined}
      />
    </FormPanel>
  );
}
