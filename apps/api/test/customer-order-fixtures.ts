import { makePdf } from '../src/db/seed/pdf';
import { bearer, type TestContext } from './context';

/** The print options and delivery of a valid order (every field but the files). */
export const ORDER_FIELDS = {
  title: 'Thesis draft',
  copies: '2',
  color: 'black-and-white',
  sides: 'double',
  paper_size: 'A4',
  binding: 'spiral',
  delivery_address: '12 MG Road, Bengaluru 560001',
};

export type UploadFile = { name: string; data: Uint8Array; type?: string };

/** A multipart order body: the fields (ORDER_FIELDS with `fields` over them) and the files. */
export function orderForm(files: UploadFile[], fields: Record<string, string> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ ...ORDER_FIELDS, ...fields })) fd.append(k, v);
  for (const f of files)
    fd.append('files', new Blob([f.data], { type: f.type ?? 'application/pdf' }), f.name);
  return fd;
}

/** POST /api/customer/orders as the customer whose token is given, answered as it is. */
export function placeOrder(
  t: TestContext,
  token: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/orders',
    headers: bearer(token),
    payload: orderForm(files, fields),
  });
}

/** A placed order (fails the test on any other answer). */
export async function placedOrder(
  t: TestContext,
  token: string,
  files: UploadFile[] = [{ name: 'doc.pdf', data: makePdf({ pages: 2 }) }],
  fields: Record<string, string> = {},
) {
  const res = await placeOrder(t, token, files, fields);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; files: { id: number }[]; print_ref: string };
}

/** A multipart request with the order fields and files, as `token` (an account's or a customer's). */
export function postOrderForm(
  t: TestContext,
  url: string,
  token: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: orderForm(files, fields) });
}
