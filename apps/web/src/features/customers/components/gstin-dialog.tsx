import Typography from '@mui/material/Typography';

import { ZUpdateUserRequest, type TUpdateUserRequest } from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { snackbar } from '@/lib/notices';

export const gstinSavedText = (customerName: string, gstin: string) =>
  gstin ? `GSTIN saved for ${customerName}` : `GSTIN removed for ${customerName}`;

interface GstinDialogProps {
  customerName: string;
  /** The GSTIN on record (null: none). */
  gstin: string | null;
  onClose: () => void;
  /** Saves it; rejects with an ApiError when the server refuses. */
  onSave: (values: TUpdateUserRequest) => Promise<unknown>;
}

/**
 * 'Edit GSTIN': the customer's GSTIN, checked by the contract (shape, state code, check character), any case;
 * emptied, it is removed. A 400 goes under the field, any other refusal is a toast.
 */
export function GstinDialog({ customerName, gstin, onClose, onSave }: GstinDialogProps) {
  const { control, handleSubmit, setError, formState } = useSchemaForm(ZUpdateUserRequest, {
    gstin: gstin ?? '',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      snackbar.success(gstinSavedText(customerName, values.gstin));
      onClose();
    } catch (error) {
      showSubmitError(error, setError, ['gstin']);
    }
  });
  return (
    <FormDialog
      title="Edit GSTIN"
      submitLabel="Save"
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Typography variant="body2">
        The invoices of {customerName} numbered from now on print it; with a GSTIN of another state than the
        shop&apos;s, they charge IGST. Invoices already issued stay as they are.
      </Typography>
      <TextField
        control={control}
        name="gstin"
        label="GSTIN"
        autoFocus
        hint="15 characters, e.g. 29AAGCB7383J1Z4; leave empty for none"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 20 } }}
      />
    </FormDialog>
  );
}
