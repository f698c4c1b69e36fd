import { useState } from 'react';

import { DateField } from '@/components/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useShopTimeZone } from '@/lib/app-info';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

import { dueDateFormValues, dueDateResolver } from '../due-date-form';

export interface ChangeDueDateDialogProps {
  orderId: number;
  /** The order's due date (ISO 8601), the fields' start. */
  dueAt: string;
  onClose: () => void;
  /** Sends the new due date; rejects with an ApiError when the server refuses. */
  onSave: (dueAt: string) => Promise<unknown>;
}

/**
 * A super admin's "Change due date": the day and the time on the shop's clock (its time zone, as the Due row
 * shows them, whatever the browser's), checked by the contract's schema; the server's refusal goes under the
 * date or into a toast.
 */
export function ChangeDueDateDialog({ orderId, dueAt, onClose, onSave }: ChangeDueDateDialogProps) {
  const timeZone = useShopTimeZone();
  const [resolver] = useState(() => dueDateResolver(timeZone));
  const { control, handleSubmit, setError, formState } = useSchemaForm(
    resolver,
    dueDateFormValues(dueAt, timeZone),
  );
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values.due_at);
      toast.success(`Due date of order #${orderId} changed`);
      onClose();
    } catch (error) {
      showSubmitError(error, setError, ['due_at']);
    }
  });
  return (
    <FormDialog
      title="Change due date"
      submitLabel="Save"
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <DateField control={control} name="due_at" label="Due date" required />
      <TextField control={control} name="time" label="Time" type="time" required />
    </FormDialog>
  );
}
