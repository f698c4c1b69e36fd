import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { orderKeys } from '@/lib/query-keys';
import { makePayment } from '@/test/fixtures/orders';
import { json, mockApi } from '@/test/render';

import { ADMIN, renderDetail, STAFF } from './render-order-detail';

const PAYMENTS = '/api/all-orders/101/payments';

describe('Payments on the order detail', () => {
  it('shows what was paid, the balance, the status and each payment with its receipt', () => {
    renderDetail(ADMIN, {
      paid_amount: 500,
      balance_due: 625.45,
      payment_status: 'partial',
      payments: [makePayment({ reference: 'UTR77' })],
    });
    const card = screen.getByRole('region', { name: 'Payments' });
    expect(card).toHaveTextContent('Paid₹500');
    expect(card).toHaveTextContent('Balance due₹625.45');
    expect(within(card).getByText('Partly paid')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Payments' });
    expect(table).toHaveTextContent('UTR77');
    expect(table).toHaveTextContent('Sam Staff');
    expect(within(table).getByRole('button', { name: 'Receipt RCT-101-1' })).toBeInTheDocument();
  });

  it('says "Refund due" for a cancelled order that was paid', () => {
    renderDetail(ADMIN, {
      status: 'cancelled',
      cancelled_at: '2024-01-06T09:00:00Z',
      cancel_reason: 'Duplicate',
      paid_amount: 300,
      balance_due: -300,
      payment_status: 'partial',
    });
    const card = screen.getByRole('region', { name: 'Payments' });
    expect(card).toHaveTextContent('Refund due₹300');
    expect(within(card).getAllByText('Refund due').length).toBeGreaterThan(0);
    expect(within(card).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('offers a staff user cash and UPI only, on their own order out for delivery, prefilled with the balance', async () => {
    const early = renderDetail(STAFF);
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    early.unmount();

    const api = mockApi({ [`POST ${PAYMENTS}`]: json(makePayment({ amount: 1125.45 }), 201) });
    const { user, queryClient } = renderDetail(STAFF, { status: 'out-for-delivery' });
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment on order #101' });
    expect(within(dialog).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(1125.45);
    await user.click(within(dialog).getByRole('combobox', { name: /Method/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Cash', 'UPI']);
    await user.click(screen.getByRole('option', { name: 'UPI' }));
    await user.type(within(dialog).getByLabelText(/^Reference/), 'UTR1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of ₹1,125.45 recorded on order #101')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', PAYMENTS).map((c) => c.body)).toEqual([
      { amount: 1125.45, method: 'upi', reference: 'UTR1' },
    ]);
    expect(queryClient.getQueryState(orderKeys.detail(101))?.isInvalidated).toBe(true);
  });

  it('puts the server’s refusal under Amount and keeps the dialog open', async () => {
    mockApi({
      [`POST ${PAYMENTS}`]: json(
        { errors: [{ message: 'More than the balance due (₹1,125.45)', context: { key: 'amount' } }] },
        400,
      ),
    });
    const { user } = renderDetail(ADMIN);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('More than the balance due (₹1,125.45)')).toBeInTheDocument();
  });

  it('lets a super admin refund with a reason, sent as a negative amount', async () => {
    const api = mockApi({
      [`POST ${PAYMENTS}`]: json(makePayment({ amount: -200, reason: 'Smudged' }), 201),
    });
    const { user } = renderDetail(ADMIN, {
      paid_amount: 500,
      balance_due: 625.45,
      payment_status: 'partial',
      payments: [makePayment()],
    });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund on order #101' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount refunded/ });
    expect(amount).toHaveValue(500);
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    // The reason is required: nothing is sent without one.
    expect(await within(dialog).findByText('Say why the money is refunded')).toBeInTheDocument();
    expect(api.to('POST', PAYMENTS)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Smudged');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(api.to('POST', PAYMENTS)).toHaveLength(1));
    expect(api.to('POST', PAYMENTS)[0]!.body).toEqual({
      amount: -200,
      method: 'cash',
      reference: '',
      reason: 'Smudged',
    });
  });

  it('offers the invoice download once it has a number, and its issue before (a super admin)', () => {
    const before = renderDetail(ADMIN);
    expect(screen.getByRole('button', { name: 'Issue invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    before.unmount();
    renderDetail(STAFF, { invoice_number: 'INV/2026-27/000001', invoice_date: '2026-11-28' });
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).not.toBeInTheDocument();
  });
});
