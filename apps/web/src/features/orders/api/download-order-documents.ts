import { API, type TPayment } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET /api/all-orders/{id}/invoice.pdf, saved as `INV-2026-27-000001.pdf` (it needs the Authorization header). */
export async function downloadInvoice(order: { id: number; invoice_number: string }): Promise<void> {
  saveBlob(
    await api.getBlob(API.orderInvoicePdf(order.id)),
    `${order.invoice_number.replaceAll('/', '-')}.pdf`,
  );
}

/** GET /api/payments/{id}/receipt.pdf, saved as `RCT-42-1.pdf`. */
export async function downloadReceipt(payment: Pick<TPayment, 'id' | 'receipt_number'>): Promise<void> {
  saveBlob(await api.getBlob(API.paymentReceipt(payment.id)), `${payment.receipt_number}.pdf`);
}
