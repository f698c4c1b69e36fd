import { describe, expect, it } from 'vitest';

import { readPdf } from '../../../test/pdf-reader';
import { renderInvoicePdf, type InvoiceDoc } from './invoices.pdf.service';
import { renderReceiptPdf, type ReceiptDoc } from './invoices.receipt.service';

const seller = {
  legalName: 'PrintHub Services Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  gstin: '29AAACP1234Q1Z5',
  state: 'Karnataka',
};

/** An invoice of ₹1,23,45,678.50 in all (GST included at 18 %). */
const invoice: InvoiceDoc = {
  seller,
  buyer: {
    name: 'आशा राव',
    address: '12 MG Road, Bengaluru 560001',
    phone: '+91 98765 43210',
    gstin: '29BBBCS5678R1Z3',
  },
  number: 'INV/2026-27/000042',
  date: '2026-11-28',
  orderId: 981,
  lines: [
    { label: 'Colour pages, A4, single-sided', quantity: 9_000_000, unitPrice: 125, amount: 1_125_000_000 },
    { label: 'Spiral binding', quantity: 10, unitPrice: 5_000, amount: 50_000 },
    { label: 'Rush surcharge (10%)', quantity: 1, unitPrice: 112_505_000, amount: 112_505_000 },
    { label: 'Coupon SAVE5', quantity: 1, unitPrice: -2_987_150, amount: -2_987_150 },
  ],
  gstRate: 18,
  pricesIncludeGst: true,
  paid: 234_567_850,
  sacCode: '998912',
};

const textOf = async (pdf: Buffer) =>
  (await readPdf(pdf, { qrOn: () => false })).map((p) => p.text).join(' ');

describe('the invoice PDF', () => {
  it('prints the seller, the buyer, the number, each line, the GST split and the total in figures and words', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Tax Invoice',
      'INV/2026-27/000042',
      '28 Nov 2026',
      'PrintHub Services Private Limited',
      'GSTIN: 29AAACP1234Q1Z5',
      'State: Karnataka (code 29)',
      'आशा राव',
      'GSTIN: 29BBBCS5678R1Z3',
      'Phone: +91 98765 43210',
      'Colour pages, A4, single-sided 9000000 ₹1.25 ₹1,12,50,000.00',
      'Spiral binding 10 ₹50.00 ₹500.00',
      'Rush surcharge (10%) 1 ₹11,25,050.00 ₹11,25,050.00',
      'Coupon SAVE5 1 -₹29,871.50 -₹29,871.50',
      // 1234567850 × 100 / 118 = 1046243940.68 → 1046243941 paise taxable; tax 188323909, CGST 94161955.
      'Taxable value ₹1,04,62,439.41',
      'CGST @ 9% ₹9,41,619.55',
      'SGST @ 9% ₹9,41,619.54',
      'Total ₹1,23,45,678.50',
      'Amount paid ₹23,45,678.50',
      'Balance due ₹1,00,00,000.00',
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
      'SAC code: 998912',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('shows IGST instead of CGST and SGST for a buyer registered in another state', async () => {
    const text = await textOf(
      await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, gstin: '27BBBCS5678R1Z3' } }),
    );
    expect(text).toContain('IGST @ 18% ₹18,83,239.09');
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('adds GST to prices that exclude it, and prints no buyer GSTIN when there is none', async () => {
    const text = await textOf(
      await renderInvoicePdf({
        ...invoice,
        buyer: { ...invoice.buyer, gstin: null },
        lines: [{ label: 'Black and white pages', quantity: 41, unitPrice: 25, amount: 1_025 }],
        pricesIncludeGst: false,
        paid: 0,
      }),
    );
    expect(text).toContain('Taxable value ₹10.25');
    expect(text).toContain('CGST @ 9% ₹0.93');
    expect(text).toContain('SGST @ 9% ₹0.92');
    expect(text).toContain('Total ₹12.10');
    expect(text).toContain('Rupees Twelve and Ten Paise Only');
    expect(text.match(/GSTIN/g)).toHaveLength(1);
  });
});

const receipt: ReceiptDoc = {
  seller,
  number: 'RCT/2026-27/000007',
  date: '2026-11-29',
  orderId: 981,
  invoiceNumber: 'INV/2026-27/000042',
  customerName: 'Asha Rao',
  method: 'upi',
  reference: 'UPI-334455',
  amount: 234_567_850,
  reason: null,
  receivedBy: 'Ravi Kumar',
};

describe('the receipt PDF', () => {
  it('prints the payment: number, date, order, invoice, method, reference, amount in figures and words', async () => {
    const text = await textOf(await renderReceiptPdf(receipt));
    for (const expected of [
      'Payment Receipt',
      'RCT/2026-27/000007',
      '29 Nov 2026',
      'Received from Asha Rao',
      'Order #981',
      'Invoice number INV/2026-27/000042',
      'Method UPI',
      'Reference UPI-334455',
      'Received by Ravi Kumar',
      '₹23,45,678.50',
      'Rupees Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says so for a refund, with its reason, and leaves out what the payment does not have', async () => {
    const text = await textOf(
      await renderReceiptPdf({
        ...receipt,
        amount: -10_000,
        method: 'cash',
        reference: null,
        invoiceNumber: null,
        reason: 'Printed on the wrong paper',
      }),
    );
    expect(text).toContain('Refund Receipt');
    expect(text).toContain('Refunded to Asha Rao');
    expect(text).toContain('Reason Printed on the wrong paper');
    expect(text).toContain('AMOUNT REFUNDED ₹100.00 Rupees One Hundred Only');
    expect(text).not.toMatch(/Invoice number|Reference/);
  });
});
