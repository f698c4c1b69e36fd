import {
  NEW_CUSTOMER_FIELDS,
  MAX_ORDER_FILES,
  ORDER_FILES_FIELD,
  REQUIRED_MESSAGE,
  ZCounterOrderFields,
  type TPrintOptions,
} from '@printhub/contract';

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** The counter's form: whom the order is for, the order's fields as the customers' app has them, the PDFs. */
export interface CounterOrderValues {
  /** An existing customer (found by the search) or one made with the order. */
  who: 'existing' | 'new';
  customer: { id: number; name: string; email: string | null; mobile: string } | null;
  first_name: string;
  last_name: string;
  mobile: string;
  email: string;
  /** A new customer's GSTIN, when a business buys (optional). */
  gstin: string;
  title: string;
  copies: string;
  color: TPrintOptions['color'];
  sides: TPrintOptions['sides'];
  paper_size: TPrintOptions['paper_size'];
  binding: TPrintOptions['binding'];
  delivery_address: string;
  coupon_code: string;
  rush: boolean;
  assign_to_me: boolean;
  files: File[];
}

export const COUNTER_DEFAULTS: CounterOrderValues = {
  who: 'new',
  customer: null,
  first_name: '',
  last_name: '',
  mobile: '',
  email: '',
  gstin: '',
  title: '',
  copies: '1',
  color: 'black-and-white',
  sides: 'single',
  paper_size: 'A4',
  binding: 'none',
  delivery_address: '',
  coupon_code: '',
  rush: false,
  assign_to_me: true,
  files: [],
};

/** The multipart text fields of POST /api/quote and POST /api/all-orders/ for these values. */
export function counterFields(v: CounterOrderValues, opts: { staff: boolean }): Record<string, string> {
  const fields: Record<string, string> = {
    title: v.title,
    copies: v.copies,
    color: v.color,
    sides: v.sides,
    paper_size: v.paper_size,
    binding: v.binding,
    delivery_address: v.delivery_address,
    coupon_code: v.coupon_code,
    rush: String(v.rush),
  };
  if (opts.staff) fields.assign_to_me = String(v.assign_to_me);
  if (v.who === 'existing') {
    if (v.customer) fields.customer_id = String(v.customer.id);
  } else {
    Object.assign(fields, {
      first_name: v.first_name,
      last_name: v.last_name,
      mobile: v.mobile,
      email: v.email,
      gstin: v.gstin,
    });
  }
  return fields;
}

/** The request's body: the text fields, then every PDF in a `files` part. */
export function counterFormData(v: CounterOrderValues, opts: { staff: boolean }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(counterFields(v, opts))) body.append(key, value);
  for (const file of v.files) body.append(ORDER_FILES_FIELD, file, file.name);
  return body;
}

/** The server's `customer_id` refusal goes where the customer is chosen. */
export const fieldOf = (key: string): keyof CounterOrderValues =>
  key === 'customer_id' ? 'customer' : (key as keyof CounterOrderValues);

/**
 * The contract's schema of the counter order on the fields as they will be sent, plus what only the form
 * knows: a customer chosen from the search, and 1 to MAX_ORDER_FILES PDFs.
 */
export const counterResolver =
  (opts: { staff: boolean }): Resolver<CounterOrderValues> =>
  async (values) => {
    const errors: Record<string, FieldError> = {};
    const add = (key: keyof CounterOrderValues, message: string) => {
      errors[key] ??= { type: 'custom', message };
    };
    if (values.who === 'existing' && !values.customer) add('customer', 'Choose a user, or make a new one');
    if (values.files.length === 0) add('files', `Attach 1 to ${MAX_ORDER_FILES} PDF files`);
    if (values.files.length > MAX_ORDER_FILES) add('files', `Attach at most ${MAX_ORDER_FILES} PDF files`);
    const parsed = ZCounterOrderFields.safeParse(counterFields(values, opts));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        // Without a chosen customer the schema looks for a new one's fields: "Choose a user" says it instead.
        if (values.who === 'existing' && (NEW_CUSTOMER_FIELDS as readonly string[]).includes(key)) continue;
        if (key) add(fieldOf(key), issue.message || REQUIRED_MESSAGE);
      }
    }
    if (Object.keys(errors).length > 0)
      return { values: {}, errors: errors as FieldErrors<CounterOrderValues> };
    return { values, errors: {} };
  };

/**
 * Each file's share of an upload's progress: the files go one after another in the body, so a fraction of the
 * whole body is the first files done and the next one part way.
 */
export function fileProgress(files: readonly File[], fraction: number): number[] {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  let sent = fraction * total;
  return files.map((f) => {
    if (f.size === 0) return fraction >= 1 ? 1 : 0;
    const part = Math.max(0, Math.min(1, sent / f.size));
    sent -= f.size;
    return part;
  });
}

/** What a quote was asked for, comparable: the fields and each file's name, size and date (a File has no JSON). */
export const quoteKey = (v: CounterOrderValues): string =>
  JSON.stringify({ ...v, files: v.files.map((f) => [f.name, f.size, f.lastModified]) });
