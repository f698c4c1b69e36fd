import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orderKeys } from '@/lib/query-keys';
import { json, mockApi, renderWithProviders } from '@/test/render';

import { OrderDetailPage } from '../components/order-detail-page';
import { ADMIN, renderDetail, STAFF } from './render-order-detail';

describe('OrderDetailPage', () => {
  it('shows the order, its status, files and timeline', () => {
    renderDetail(STAFF);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #101' })).toBeInTheDocument();
    expect(screen.getAllByText('Assigned')[0]?.closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('Asha Rao');
    expect(screen.getByRole('heading', { name: 'Files' }).parentElement).toHaveTextContent('No files');
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByRole('listitem')).toHaveTextContent(
      'Ada Admin changed status from Confirmed to Assigned and assigned to Sam Staff',
    );
  });

  it('shows the invoice number and date of an invoiced order', () => {
    renderDetail(STAFF, {
      status: 'delivered',
      invoice_number: 'INV/2026-27/000042',
      invoice_date: '2026-11-28',
    });
    const card = screen.getByRole('region', { name: 'Print details' });
    const valueOf = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Invoice number')).toBe('INV/2026-27/000042');
    expect(valueOf('Invoice date')).toBe('2026-11-28');
  });

  it('gives staff the one next step only', () => {
    renderDetail(STAFF);
    expect(screen.getByRole('button', { name: 'Mark as Out For Delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assigned staff' })).not.toBeInTheDocument();
  });

  it('gives a super admin the status and assignment selects', () => {
    renderDetail(ADMIN);
    expect(screen.queryByRole('button', { name: /^Mark as / })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update status' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assigned staff' })).toHaveTextContent('Sam Staff');
    expect(screen.getByRole('button', { name: 'Assign' })).toBeInTheDocument();
  });

  it('treats an id that is not a number as not found, with a way back', () => {
    renderWithProviders(<OrderDetailPage />, {
      path: '/order/abc',
      route: '/order/:id',
      cache: [[['current-user'], STAFF]],
    });
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Assigned Orders' })).toHaveAttribute(
      'href',
      '/assigned_orders',
    );
  });
});

describe('issue 37 item 1: a super admin changes the due date from the order detail', () => {
  // The browser's time zone is not the shop's (Asia/Kolkata, from the app facts): the dialog is the shop's.
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('sends the new due_at from the dialog in the shop’s time zone, says so and refreshes the order', async () => {
    // 05:20 in New York, 15:50 in Kolkata: the browser's clock would show the other.
    expect(new Date('2024-01-07T10:20:30.000Z').getHours()).toBe(5);
    const newDue = '2024-01-09T15:45:00+05:30';
    const api = mockApi({
      'PATCH /api/all-orders/101/': (call) => json({ ...(call.body as object), due_at: newDue }),
    });
    const { user, queryClient } = renderDetail(ADMIN);
    await user.click(screen.getByRole('button', { name: 'Change due date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change due date' });
    // Prefilled with the order's due date (2024-01-07T10:20:30Z) on the shop's clock: 7 Jan, 15:50.
    const date = within(dialog).getByRole('group', { name: /^Due date/ });
    expect(date).toHaveTextContent(dayjs('2024-01-07').format('Do MMM, YYYY'));
    const time = within(dialog).getByLabelText(/^Time/);
    expect(time).toHaveValue('15:50');

    await user.click(within(date).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('09-01-2024');
    await user.clear(time);
    await user.type(time, '15:45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Due date of order #101 changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.to('PATCH', '/api/all-orders/101/').map((call) => call.body as { due_at: string });
    expect(sent.map((body) => body.due_at)).toEqual([newDue]);
    expect(queryClient.getQueryState(orderKeys.detail(101))?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal under the date and keeps the dialog open", async () => {
    mockApi({
      'PATCH /api/all-orders/101/': json(
        {
          errors: [{ message: 'Only a super admin can change the due date', context: { key: 'due_at' } }],
        },
        400,
      ),
    });
    const { user } = renderDetail(ADMIN);
    await user.click(screen.getByRole('button', { name: 'Change due date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change due date' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Only a super admin can change the due date')).toBeInTheDocument();
  });

  it('gives staff the Due row, its moment on the shop’s clock, without the action', () => {
    renderDetail(STAFF);
    const card = screen.getByRole('region', { name: 'Print details' });
    expect(card).toHaveTextContent('Due');
    // "… late" for an open order, the moment in its title: 15:50 in Kolkata (05:20 in the browser's zone).
    expect(within(card).getByTitle('7 Jan 2024, 15:50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change due date' })).not.toBeInTheDocument();
  });
});
