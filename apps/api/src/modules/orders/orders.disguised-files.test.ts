import { describe, expect, it } from 'vitest';

import { placeOrder, signupCustomer, useTestContext } from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';
import { fileName } from './orders.upload.routes';

// Issue #36 item 4: `invoice\u202Efdp.exe` (shown as "invoiceexe.pdf"), an executable with a PDF after its
// first bytes, was accepted as a PDF and stored under that name.

const ctx = useTestContext();
const DISGUISED = 'invoice\u202Efdp.exe';
const executableThenPdf = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), makePdf({ pages: 1 })]);

describe('issue #36 item 4: disguised files', () => {
  it('refuses a file that does not start with %PDF-, naming it without the override', async () => {
    const customer = await signupCustomer(ctx.t);
    const res = await placeOrder(ctx.t, customer.token, [{ name: DISGUISED, data: executableThenPdf() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      message: '"invoicefdp.exe.pdf" is not a PDF file.',
      context: { key: 'files' },
    });
  });

  it('stores a real PDF under its name without format characters, ending in .pdf', async () => {
    const customer = await signupCustomer(ctx.t);
    const res = await placeOrder(ctx.t, customer.token, [{ name: DISGUISED, data: makePdf({ pages: 1 }) }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files[0].name).toBe('invoicefdp.exe.pdf');
  });

  it('names files: format and control characters out, .pdf kept once, at most 200 characters', () => {
    expect(fileName('C:\\Users\\me\\Report\u200B 2026.PDF')).toBe('Report 2026.pdf');
    expect(fileName('thesis.pdf')).toBe('thesis.pdf');
    expect(fileName('\uFEFF\u2066scan\u2069')).toBe('scan.pdf');
    expect(fileName('\u202E')).toBe('document.pdf');
    expect(fileName(undefined)).toBe('document.pdf');
    const long = fileName(`${'a'.repeat(195)}😀😀.pdf`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toBe(`${'a'.repeat(195)}.pdf`);
  });
});
