import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { Controller, useWatch, type UseFormSetError } from 'react-hook-form';

import { HistoryButton } from '@/components/audit-history/history-button';
import { DateField } from '@/components/date-field';
import { CoinsField } from '@/components/form/coins-field';
import { FormDialog } from '@/components/form/form-dialog';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError, isApiError } from '@/lib/api-client';
import { GENERIC_ERROR_TEXT } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

import {
  EMPTY_QR_FORM,
  imageFileError,
  qrFormResolver,
  qrFormValuesFrom,
  type QrFormOutput,
  type QrFormValues,
} from '../qr-form';
import { QrImageField } from './qr-image-field';

import type { TQrCode } from '@printhub/contract';

const SERVER_FIELDS = [
  'code',
  'value',
  'validity',
  'company',
  'redirection_url',
  'image',
  'max_redemptions',
] as const;

/**
 * 400 field errors on their fields; a taken code (409) on Qr Code; a too large upload (413) on the image.
 * True when the error went on a field: then that is the only place it shows (no banner as well).
 */
function showServerErrors(
  error: unknown,
  setError: UseFormSetError<QrFormValues>,
  imageMode: boolean,
): boolean {
  if (!isApiError(error)) return false;
  const { redirection_url: urlError, ...rest } = error.fieldErrors;
  const fields: Record<string, string> = { ...rest };
  // In image mode the URL field is hidden: its message (URL or image missing) belongs under the upload.
  if (imageMode && urlError) fields.image ??= urlError;
  else if (urlError) fields.redirection_url = urlError;
  if (applyFieldErrors(new ApiError(error.status, error.message, fields), setError, SERVER_FIELDS))
    return true;
  if (error.status === 409) {
    setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  if (error.status === 413) {
    setError('image', { type: 'server', message: error.message });
    return true;
  }
  return false;
}

const MODES = [
  { value: 'redirect-url', label: 'URL' },
  { value: 'redirect-img', label: 'Image' },
];

export interface QrFormDialogProps {
  /** The QR code to edit; null to generate a new one. */
  qr: TQrCode | null;
  onClose: () => void;
  /** Saves; rejects with an ApiError when the server refuses. */
  onSubmit: (values: QrFormOutput) => Promise<TQrCode>;
}

/** 'Generate QR' / 'Edit QR': validity (from today), value, company, code, and a URL or a .png image. */
export function QrFormDialog({ qr, onClose, onSubmit }: QrFormDialogProps) {
  const editing = qr !== null;
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useSchemaForm(
    qrFormResolver,
    qr ? qrFormValuesFrom(qr) : EMPTY_QR_FORM,
  );
  const mode = useWatch({ control, name: 'redirection_type' });
  const busy = formState.isSubmitting;

  // The form already holds the new mode: the fields of the other one are cleared.
  const chooseMode = (next: string) => {
    if (next === 'redirect-url') {
      // Choosing URL clears any chosen image.
      setValue('image', null);
      setValue('has_image', false);
      clearErrors('image');
    } else {
      setValue('has_image', qr?.image != null);
      clearErrors('redirection_url');
    }
  };

  const chooseImage = (file: File | null) => {
    if (file) {
      const message = imageFileError(file);
      if (message) {
        setError('image', { type: 'client', message });
        return;
      }
    }
    clearErrors('image');
    setValue('image', file);
    setValue('has_image', file !== null || qr?.image != null);
  };

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const saved = await onSubmit(values);
      toast.success(editing ? `QR code ${saved.code} updated` : `QR code ${saved.code} generated`);
      onClose();
    } catch (error) {
      setFailed(!showServerErrors(error, setError, values.redirection_type === 'redirect-img'));
    }
  });

  return (
    <FormDialog
      title={editing ? 'Edit QR' : 'Generate QR'}
      extraActions={
        qr && <HistoryButton resource="qr-codes" resourceId={qr.id} title={`QR code ${qr.code}`} />
      }
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? 'Save' : 'Generate'}
    >
      {failed && (
        <Alert severity="warning" onClose={() => setFailed(false)}>
          {GENERIC_ERROR_TEXT}
        </Alert>
      )}
      <DateField control={control} name="validity" label="Validity" disablePast required disabled={busy} />
      <CoinsField
        control={control}
        name="value"
        label="QR code value"
        disabled={busy}
        hint="Coins credited when the code is redeemed"
      />
      <TextField control={control} name="company" label="Company Name" required disabled={busy} />
      <TextField
        control={control}
        name="code"
        label="Qr Code"
        disabled={busy}
        hint={
          editing ? 'Printed copies of the old code stop working' : 'Leave empty for a random code (100–999)'
        }
      />
      <TextField
        control={control}
        name="max_redemptions"
        label="Max Redemptions"
        type="number"
        disabled={busy}
        hint="How many customers may redeem it; leave empty for no limit"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <RadioGroupField
        control={control}
        name="redirection_type"
        legend="Redirection type"
        options={MODES}
        disabled={busy}
        onChange={chooseMode}
      />
      {mode === 'redirect-url' ? (
        <TextField
          control={control}
          name="redirection_url"
          label="Redirection URL"
          type="url"
          placeholder="https://example.com/offer"
          required
          disabled={busy}
        />
      ) : (
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <QrImageField
              file={field.value}
              storedImageId={qr?.image != null ? qr.id : null}
              error={fieldState.error?.message}
              disabled={busy}
              onChange={chooseImage}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
