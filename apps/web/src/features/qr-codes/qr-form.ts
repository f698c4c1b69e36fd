import { zodResolver } from '@hookform/resolvers/zod';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

import {
  QR_IMAGE_MAX_BYTES,
  REQUIRED_MESSAGE,
  ZQrCodeText,
  ZQrForm,
  type TQrCode,
  type TQrForm,
  type TQrRedirectionType,
} from '@printhub/contract';

import { dateValidationMessage } from '@/components/date-field/date-validation';
import { datePart } from '@/lib/format';
import { pngFileError } from '@/lib/png-file';

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** What the create/edit dialog holds. The date stays a Dayjs so a half-typed date is never lost. */
export interface QrFormValues {
  code: string;
  value: string;
  company: string;
  validity: Dayjs | null;
  redirection_type: TQrRedirectionType;
  redirection_url: string;
  /** True when an image is chosen, or the edited QR code already has one (kept when no file is sent). */
  has_image: boolean;
  /** A newly chosen .png, sent as the `image` file. */
  image: File | null;
  /** How many customers may redeem it; empty for no cap. */
  max_redemptions: string;
}

/** What a valid dialog gives: the contract's ZQrForm output plus the code and the chosen file. */
export type QrFormOutput = TQrForm & { code: string; image: File | null };

export const EMPTY_QR_FORM: QrFormValues = {
  code: '',
  value: '',
  company: '',
  validity: null,
  redirection_type: 'redirect-url',
  redirection_url: '',
  has_image: false,
  image: null,
  max_redemptions: '',
};

/** a QR code with no URL but an image opens in image mode. */
export function qrFormValuesFrom(qr: TQrCode): QrFormValues {
  const imageMode = qr.redirection_url === '' && qr.image !== null;
  return {
    code: qr.code,
    value: String(qr.value),
    company: qr.company,
    validity: dayjs(datePart(qr.validity)),
    redirection_type: imageMode ? 'redirect-img' : 'redirect-url',
    redirection_url: qr.redirection_url,
    has_image: qr.image !== null,
    image: null,
    max_redemptions: qr.max_redemptions === null ? '' : String(qr.max_redemptions),
  };
}

/** .png only (the server checks the content too), at most QR_IMAGE_MAX_BYTES. */
export const imageFileError = (file: File): string | null => pngFileError(file, QR_IMAGE_MAX_BYTES);

/** The dialog's rules: ZQrForm, and the optional code checked as the server checks it. */
const ZQrDialog = ZQrForm.and(z.object({ code: ZQrCodeText }));
const zodCheck = zodResolver(ZQrDialog);

const validityText = (validity: Dayjs | null): string => {
  if (!validity) return '';
  return validity.isValid() ? validity.format('YYYY-MM-DD') : 'invalid';
};

function schemaInput(values: QrFormValues) {
  return {
    code: values.code,
    value: values.value,
    company: values.company,
    validity: validityText(values.validity),
    redirection_type: values.redirection_type,
    // A URL typed before switching to image mode is kept in the form, but not checked or sent.
    redirection_url: values.redirection_type === 'redirect-img' ? '' : values.redirection_url,
    has_image: values.has_image,
    max_redemptions: values.max_redemptions,
  };
}

/**
 * Messages zod leaves out: the date field's own limits (minimum today), "required" for an empty value
 * (ZQrValue reads an empty string as "Must be a number"), and the URL/image rule, which ZQrForm's
 * refinement checks only once every other field is valid; here it is checked on its own, with the
 * schema's message, by parsing the mode fields beside placeholder values that are valid.
 */
function extraErrors(values: QrFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const dateMessage = dateValidationMessage(values.validity, { disablePast: true });
  if (dateMessage) errors.validity = dateMessage;
  if (values.value.trim() === '') errors.value = REQUIRED_MESSAGE;
  const { redirection_type, redirection_url, has_image } = schemaInput(values);
  const mode = ZQrForm.safeParse({
    validity: 'x',
    value: 0,
    company: 'x',
    redirection_type,
    redirection_url,
    has_image,
  });
  for (const issue of mode.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (key === 'redirection_url' || key === 'image') errors[key] ??= issue.message;
  }
  return errors;
}

export const qrFormResolver: Resolver<QrFormValues, unknown, QrFormOutput> = async (
  values,
  context,
  options,
) => {
  // The schema reads the converted values; the field refs in `options` are the same fields.
  const result = await zodCheck(
    schemaInput(values),
    context,
    options as unknown as Parameters<typeof zodCheck>[2],
  );
  const errors = { ...result.errors } as Record<string, FieldError>;
  for (const [name, message] of Object.entries(extraErrors(values))) {
    // Our "required" and date messages win over zod's generic ones for the same field.
    if (!errors[name] || name === 'value' || name === 'validity') errors[name] = { type: 'custom', message };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<QrFormValues> };
  return { values: { ...(result.values as z.output<typeof ZQrDialog>), image: values.image }, errors: {} };
};
