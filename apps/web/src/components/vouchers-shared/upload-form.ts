import dayjs, { type Dayjs } from 'dayjs';

import { REQUIRED_MESSAGE, ZUploadVouchersQuery } from '@printhub/contract';

import { dateValidationMessage } from '@/components/date-field';

import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** The upload's choices before the file: the client, and the validity of rows without an expiry_date. */
export interface UploadFormValues {
  client_id: number | '';
  expiry: Dayjs | null;
}

export type UploadQuery = z.output<typeof ZUploadVouchersQuery>;

/** A year ahead unless the person picks another date. */
export const uploadFormDefaults = (clientId: number | null): UploadFormValues => ({
  client_id: clientId ?? '',
  expiry: dayjs().add(1, 'year'),
});

/**
 * The contract's upload query checks the client and the date; the date field's own limits (not in the past)
 * and a date not yet whole read as the field's messages.
 */
export function checkUploadForm(values: UploadFormValues): ResolverResult<UploadFormValues, UploadQuery> {
  const { client_id, expiry } = values;
  const parsed = ZUploadVouchersQuery.safeParse({
    client_id: client_id === '' ? undefined : client_id,
    expiry_date: expiry?.isValid() ? expiry.format('YYYY-MM-DD') : '',
  });
  const errors: Partial<Record<keyof UploadFormValues, { type: string; message: string }>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] === 'expiry_date' ? 'expiry' : 'client_id';
    errors[field] ??= { type: 'custom', message: issue.message };
  }
  const dateMessage = expiry ? dateValidationMessage(expiry, { disablePast: true }) : null;
  if (dateMessage) errors.expiry = { type: 'custom', message: dateMessage };
  else if (!expiry?.isValid()) errors.expiry = { type: 'required', message: REQUIRED_MESSAGE };
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { values: {}, errors: errors as FieldErrors<UploadFormValues> };
  }
  return { values: parsed.data, errors: {} };
}

export const uploadFormResolver: Resolver<UploadFormValues, unknown, UploadQuery> = (values) =>
  checkUploadForm(values);

/** The file may be chosen: the client and the date are good (checked as the person changes them). */
export const uploadReady = (values: UploadFormValues): boolean =>
  Object.keys(checkUploadForm(values).errors).length === 0;
