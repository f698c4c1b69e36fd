import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormSetError } from 'react-hook-form';

import { VOUCHER_IMAGE_MAX_BYTES, type TVoucherForm, type TVoucherInfo } from '@printhub/contract';

import { HistoryButton } from '@/components/audit-history/history-button';
import { DateField } from '@/components/date-field';
import { CoinsField } from '@/components/form/coins-field';
import { FormDialog } from '@/components/form/form-dialog';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { CurrentImage, PngImageField } from '@/components/png-image-field';
import { ClientSelectField } from '@/components/vouchers-shared/client-select-field';
import { isApiError } from '@/lib/api-client';
import { GENERIC_ERROR_TEXT } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

import {
  EMPTY_VOUCHER_FORM,
  imageFileError,
  voucherFormResolver,
  voucherFormValuesFrom,
  fileToBase64,
  type VoucherFormValues,
} from '../voucher-form';
import { VoucherCodesField } from './voucher-codes-field';
import { VoucherImage } from './voucher-image';

const FORM_FIELDS = new Set(['client', 'voucher_detail', 'cost', 'expiry_date']);

/** Where a 400's key goes: `voucher_code` (a single voucher's update) is the one code input. */
function formFieldOf(key: string): string | null {
  if (FORM_FIELDS.has(key)) return key;
  if (key === 'voucher_code') return 'vouchers.0.voucher_code';
  if (key === 'vouchers') return 'vouchers.root';
  if (/^vouchers\.\d+\.voucher_code$/.test(key)) return key;
  if (/^vouchers\.\d+$/.test(key)) return `${key}.voucher_code`;
  return null;
}

/** A 400's field errors on their fields, the image's (or a too large upload's, 413) under the image. */
function showServerErrors(
  error: unknown,
  setError: UseFormSetError<VoucherFormValues>,
  setImageError: (message: string) => void,
): boolean {
  if (!isApiError(error)) return false;
  const imageError = error.status === 413 ? error.message : error.fieldErrors.image;
  if (imageError) setImageError(imageError);
  return applyFieldErrors(error, setError, undefined, formFieldOf) || Boolean(imageError);
}

const VOUCHER_TYPES = [
  { value: 'single', label: 'Single' },
  { value: 'multiple', label: 'Multiple' },
];

export interface VoucherFormDialogProps {
  /** The voucher to edit; null to create one. */
  info: TVoucherInfo | null;
  clients: readonly { id: number; name: string }[];
  clientsLoading?: boolean;
  onClose: () => void;
  /** Saves; `image` is base64 of a newly chosen PNG. Rejects with an ApiError when the server refuses. */
  onSubmit: (values: TVoucherForm, image: string | null) => Promise<unknown>;
}

/** 'Voucher Information': create or edit a voucher and its codes. */
export function VoucherFormDialog({
  info,
  clients,
  clientsLoading,
  onClose,
  onSubmit,
}: VoucherFormDialogProps) {
  const editing = info !== null;
  const [failure, setFailure] = useState<unknown>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues, formState } = useSchemaForm(
    voucherFormResolver,
    info ? voucherFormValuesFrom(info) : EMPTY_VOUCHER_FORM,
  );
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'vouchers' });
  const mode = useWatch({ control, name: 'voucher_type' });
  const busy = formState.isSubmitting;

  // The edited voucher's client stays choosable while the list loads (or if it is not in it).
  const options =
    info && !clients.some((client) => client.id === info.client)
      ? [{ id: info.client, name: info.client_name }, ...clients]
      : clients;

  const chooseType = (next: string) => {
    // A single voucher has exactly one code: the first row stays.
    if (next === 'single') replace(getValues('vouchers').slice(0, 1));
  };

  const chooseImage = (file: File | null) => {
    const message = file ? imageFileError(file) : null;
    setImageError(message);
    if (!message) setImage(file);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values, image ? await fileToBase64(image) : null);
      toast.success(editing ? 'Voucher updated' : 'Voucher created');
      onClose();
    } catch (error) {
      // A 400's messages on their fields; the banner only when no field shows what went wrong (shown once).
      if (!showServerErrors(error, setError, setImageError)) setFailure(error);
    }
  });

  const reason =
    isApiError(failure) && [404, 409, 413, 422].includes(failure.status) ? failure.message : null;
  return (
    <FormDialog
      title="Voucher Information"
      extraActions={
        info && (
          <HistoryButton resource="vouchers" resourceId={info.id} title={`voucher ${info.voucher_detail}`} />
        )
      }
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? 'Update Voucher' : 'Create Voucher'}
    >
      {failure !== null && (
        <Alert severity="warning" onClose={() => setFailure(null)}>
          <Typography>{GENERIC_ERROR_TEXT}</Typography>
          {reason && <Typography variant="body2">{reason}</Typography>}
        </Alert>
      )}
      <ClientSelectField
        control={control}
        name="client"
        disabled={busy}
        clients={options}
        loading={clientsLoading}
      />
      <TextField
        control={control}
        name="voucher_detail"
        label="Voucher Details"
        required
        multiline
        minRows={2}
        disabled={busy}
      />
      <DateField control={control} name="expiry_date" label="Validity" disablePast required disabled={busy} />
      <CoinsField
        control={control}
        name="cost"
        label="Voucher Cost"
        disabled={busy}
        hint="Coins a user pays for one code"
      />
      <PngImageField
        file={image}
        current={
          info?.image && (
            <CurrentImage>
              <VoucherImage src={info.image} alt="Current image" />
            </CurrentImage>
          )
        }
        maxBytes={VOUCHER_IMAGE_MAX_BYTES}
        error={imageError}
        disabled={busy}
        onChange={chooseImage}
        groupLabel="Voucher image"
        inputLabel="Voucher image file"
      />
      {editing ? (
        <Typography color="text.secondary">Voucher Type: {info.is_single ? 'Single' : 'Multiple'}</Typography>
      ) : (
        <RadioGroupField
          control={control}
          name="voucher_type"
          legend="Voucher Type"
          options={VOUCHER_TYPES}
          disabled={busy}
          onChange={chooseType}
        />
      )}
      <VoucherCodesField
        control={control}
        fields={fields}
        mode={mode}
        disabled={busy}
        listError={formState.errors.vouchers?.root?.message ?? formState.errors.vouchers?.message}
        onAdd={() => append({ voucher_code: '' })}
        onRemove={(index) => {
          if (fields.length > 1) remove(index);
        }}
      />
    </FormDialog>
  );
}
