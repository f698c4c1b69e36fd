import type { QrFormOutput } from './qr-form';
import type { TQrCode } from '@printhub/contract';

/** The multipart fields of save and update (booleans as 'true'/'false'). */
function append(form: FormData, fields: Record<string, string>): FormData {
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** URL mode sends the URL; image mode sends '' and, when one was chosen, the `image` file. */
function target(form: FormData, values: QrFormOutput): FormData {
  const imageMode = values.redirection_type === 'redirect-img';
  form.append('redirection_url', imageMode ? '' : values.redirection_url);
  if (imageMode && values.image) form.append('image', values.image, values.image.name);
  return form;
}

/** POST /api/save-qr-codes/: an empty code lets the server pick one (100–999); so does the scan count. */
export function createQrFormData(values: QrFormOutput): FormData {
  const form = append(new FormData(), {
    value: String(values.value),
    validity: values.validity,
    company: values.company,
  });
  if (values.code) form.append('code', values.code);
  if (values.max_redemptions != null) form.append('max_redemptions', String(values.max_redemptions));
  return target(form, values);
}

/** POST /api/update-qr-codes/?qr_id=N: every field; the scan count and active state as stored. */
export function updateQrFormData(qr: TQrCode, values: QrFormOutput): FormData {
  const form = append(new FormData(), {
    code: values.code || qr.code,
    value: String(values.value),
    validity: values.validity,
    company: values.company,
    count: String(qr.count),
    is_active: String(qr.is_active),
    // Empty removes the cap.
    max_redemptions: values.max_redemptions == null ? '' : String(values.max_redemptions),
  });
  return target(form, values);
}

/**
 * Activate/Deactivate re-saves every field with is_active flipped. No file and the stored URL
 * (empty for an image QR code, which keeps its image).
 */
export function toggleActiveFormData(qr: TQrCode): FormData {
  return append(new FormData(), {
    code: qr.code,
    value: String(qr.value),
    validity: qr.validity,
    company: qr.company,
    count: String(qr.count),
    is_active: String(!qr.is_active),
    redirection_url: qr.redirection_url,
    max_redemptions: qr.max_redemptions === null ? '' : String(qr.max_redemptions),
  });
}
