import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '@printhub/contract';

import { makeHistoryEntry, makePayment } from '@/test/fixtures/orders';
import { renderWithProviders } from '@/test/render';

import { OrderTimeline } from '../components/order-timeline';
import { describeHistoryEntry, describePayment, newestFirst } from '../timeline';

const names: Record<number, string> = { 5: 'Sam Staff', 6: 'Tara Staff' };
const nameOf = (id: number) => names[id] ?? `staff user #${id}`;

describe('describeHistoryEntry', () => {
  it('describes a status change', () => {
    const entry = makeHistoryEntry({
      from_status: 'assigned',
      to_status: 'out-for-delivery',
      from_assigned_user: 5,
      to_assigned_user: 5,
      changed_by_name: 'Sam Staff',
    });
    expect(describeHistoryEntry(entry, nameOf)).toBe(
      'Sam Staff changed status from Assigned to Out For Delivery',
    );
  });

  it('describes an assignment that moves a confirmed order', () => {
    expect(describeHistoryEntry(makeHistoryEntry(), nameOf)).toBe(
      'Ada Admin changed status from Confirmed to Assigned and assigned to Sam Staff',
    );
  });

  it('describes a re-assignment and an unassignment', () => {
    const reassigned = makeHistoryEntry({
      from_status: 'assigned',
      from_assigned_user: 5,
      to_assigned_user: 6,
    });
    expect(describeHistoryEntry(reassigned, nameOf)).toBe('Ada Admin assigned to Tara Staff');
    const unassigned = makeHistoryEntry({
      from_status: 'assigned',
      to_status: 'confirmed',
      from_assigned_user: 5,
      to_assigned_user: null,
    });
    expect(describeHistoryEntry(unassigned, nameOf)).toBe(
      'Ada Admin changed status from Assigned to Confirmed and unassigned Sam Staff',
    );
  });

  it('describes the creation of the order', () => {
    const placed = makeHistoryEntry({
      from_status: null,
      to_status: 'confirmed',
      to_assigned_user: null,
      changed_by: null,
      changed_by_name: null,
    });
    expect(describeHistoryEntry(placed, nameOf)).toBe('Order placed as Confirmed');
  });
});

describe('OrderTimeline', () => {
  const history = [
    makeHistoryEntry({
      id: 1,
      from_status: null,
      to_status: 'confirmed',
      to_assigned_user: null,
      changed_by_name: null,
      changed_at: '2024-01-05T10:00:00.000Z',
    }),
    makeHistoryEntry({
      id: 3,
      from_status: 'assigned',
      to_status: 'out-for-delivery',
      from_assigned_user: 5,
      to_assigned_user: 5,
      changed_by_name: 'Sam Staff',
      changed_at: '2024-01-06T09:30:00.000Z',
    }),
    makeHistoryEntry({ id: 2, changed_at: '2024-01-05T11:00:00.000Z' }),
  ];

  it('sorts newest first', () => {
    expect(newestFirst(history).map((entry) => entry.id)).toEqual([3, 2, 1]);
  });

  it('renders a list labelled Timeline, newest first, with the time of each change', () => {
    renderWithProviders(<OrderTimeline history={history} nameOf={nameOf} />);
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Sam Staff changed status from Assigned to Out For Delivery',
      'Ada Admin changed status from Confirmed to Assigned and assigned to Sam Staff',
      'Order placed as Confirmed',
    ]);
    expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2024-01-06T09:30:00.000Z');
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/^6 Jan 2024, \d\d:30$/);
  });

  it('puts each payment and refund among the changes, by time, with its amount, method and receipt', () => {
    const payments = [
      makePayment({ id: 1, amount: 500, created_at: '2024-01-05T12:00:00.000Z' }),
      makePayment({
        id: 2,
        amount: -120.5,
        method: 'upi',
        reason: 'Two pages misprinted',
        recorded_by_name: 'Ada Admin',
        receipt_number: 'RCT-101-2',
        created_at: '2024-01-07T08:00:00.000Z',
      }),
    ];
    renderWithProviders(<OrderTimeline history={history} payments={payments} nameOf={nameOf} />);
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      `Ada Admin refunded ${formatMoney(120.5)} by UPI: Two pages misprinted (receipt RCT-101-2)`,
      'Sam Staff changed status from Assigned to Out For Delivery',
      `Sam Staff recorded ${formatMoney(500)} by Cash (receipt RCT-101-1)`,
      'Ada Admin changed status from Confirmed to Assigned and assigned to Sam Staff',
      'Order placed as Confirmed',
    ]);
    expect(items[2]?.querySelector('time')).toHaveAttribute('dateTime', '2024-01-05T12:00:00.000Z');
    expect(describePayment(makePayment({ recorded_by_name: null }))).toMatch(/^System recorded /);
  });

  it('says so when nothing has changed yet', () => {
    renderWithProviders(<OrderTimeline history={[]} nameOf={nameOf} />);
    expect(screen.getByText('No changes yet')).toBeInTheDocument();
  });
});
