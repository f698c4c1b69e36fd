import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { orderKeys } from '@/lib/query-keys';
import { json, mockApi } from '@/test/render';

import { cancelWarning } from '../components/cancel-order-dialog';
import { ADMIN, renderDetail, STAFF } from './render-order-detail';

describe('Cancel order on the order detail', () => {
  it('is offered to a super admin for an open order only, never to staff', () => {
    const first = renderDetail(ADMIN);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    first.unmount();
    for (const status of ['delivered', 'cancelled'] as const) {
      const view = renderDetail(ADMIN, {
        status,
        ...(status === 'cancelled' && { cancelled_at: '2024-01-06T09:00:00Z', cancel_reason: 'Duplicate' }),
      });
      expect(screen.queryByRole('button', { name: 'Cancel order' }), status).not.toBeInTheDocument();
      view.unmount();
    }
    renderDetail(STAFF);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('asks for a reason under a warning of what is given back, then sends it and refreshes the order', async () => {
    const api = mockApi({
      'PATCH /api/all-orders/101/': (call) =>
        json({ ...(call.body as object), cancelled_at: '2024-01-06T09:00:00Z' }),
    });
    const { user, queryClient } = renderDetail(ADMIN, { coupon_code: 'SAVE10' });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #101?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(cancelWarning('SAVE10'));
    expect(cancelWarning('SAVE10')).toContain('The coupon SAVE10 is given back');

    // The reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText('This field is Required')).toBeInTheDocument();
    expect(api.to('PATCH', '/api/all-orders/101/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), '  Ordered twice ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Order #101 cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.to('PATCH', '/api/all-orders/101/').map((call) => call.body);
    expect(sent).toEqual([
      expect.objectContaining({ id: 101, status: 'cancelled', cancel_reason: 'Ordered twice' }),
    ]);
    expect(queryClient.getQueryState(orderKeys.detail(101))?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal under Reason and keeps the dialog open", async () => {
    mockApi({
      'PATCH /api/all-orders/101/': json(
        { errors: [{ message: 'Must be at most 500 characters', context: { key: 'cancel_reason' } }] },
        400,
      ),
    });
    const { user } = renderDetail(ADMIN);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #101?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText('Must be at most 500 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      'Must be at most 500 characters',
    );
  });

  it('shows a cancelled order as Cancelled, with the reason and when, and nothing left to do', () => {
    renderDetail(ADMIN, {
      status: 'cancelled',
      cancelled_at: '2024-01-06T09:00:00Z',
      cancel_reason: 'Paper out of stock',
    });
    expect(screen.getAllByText('Cancelled')[0]?.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(screen.getByText('Cancelled on 6 Jan 2024, 14:30: Paper out of stock')).toBeInTheDocument();
    expect(
      screen.getByText('This order is cancelled: nothing more can be done with it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change due date' })).not.toBeInTheDocument();
  });
});
