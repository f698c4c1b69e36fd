import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { makeOrder } from '@/test/fixtures/orders';
import { renderWithProviders } from '@/test/render';

import { CoinHistoryTable } from '../components/coin-history-table';
import { CustomerOrdersTable } from '../components/customer-orders-table';
import { CustomerPlansTable } from '../components/customer-plans-table';

describe('CoinHistoryTable', () => {
  it('shows each entry with a signed amount, the reason and the source', () => {
    renderWithProviders(
      <CoinHistoryTable
        entries={[
          {
            id: 2,
            amount: -20,
            reason: 'Correction',
            source: 'admin_adjustment',
            created_at: '2024-01-06T10:00:00Z',
          },
          {
            id: 1,
            amount: 50,
            reason: 'QR ABC',
            source: 'qr_redemption',
            created_at: '2024-01-05T10:00:00Z',
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Coin history' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('−20');
    expect(rows[0]).toHaveTextContent('Admin adjustment');
    expect(rows[1]).toHaveTextContent('+50');
    expect(rows[1]).toHaveTextContent('QR redemption');
  });

  it('says when there is no coin activity', () => {
    renderWithProviders(<CoinHistoryTable entries={[]} />);
    expect(screen.getByText('No coin activity yet')).toBeInTheDocument();
  });
});

describe('CustomerOrdersTable', () => {
  it('links each order to /order/{id}', () => {
    renderWithProviders(
      <CustomerOrdersTable
        orders={[makeOrder({ id: 101 }), makeOrder({ id: 102 })]}
        count={2}
        page={1}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: '#101' })).toHaveAttribute('href', '/order/101');
    expect(screen.getByRole('link', { name: '#102' })).toHaveAttribute('href', '/order/102');
    // One page only: no pagination.
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('pages when there are more than 10', () => {
    renderWithProviders(
      <CustomerOrdersTable orders={[makeOrder()]} count={25} page={1} onPageChange={vi.fn()} />,
    );
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
  });

  it('says when the user has no orders', () => {
    renderWithProviders(<CustomerOrdersTable orders={[]} count={0} page={1} onPageChange={vi.fn()} />);
    expect(screen.getByText('This user has no orders yet')).toBeInTheDocument();
  });
});

describe('CustomerPlansTable', () => {
  it('shows the plans with their status, or says there are none', () => {
    const { unmount } = renderWithProviders(
      <CustomerPlansTable
        plans={[
          {
            id: 1,
            user: 7,
            user_name: 'Asha Rao',
            user_email: 'asha@example.com',
            plan: 2,
            plan_name: 'Student Monthly',
            start_date: '2024-01-01T00:00:00Z',
            end_date: '2024-02-01T00:00:00Z',
            status: 'active',
          },
        ]}
      />,
    );
    const row = within(screen.getByRole('table', { name: 'Subscription plans' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Student Monthly');
    expect(row).toHaveTextContent('2024-01-01');
    expect(row).toHaveTextContent('Active');
    unmount();
    renderWithProviders(<CustomerPlansTable plans={[]} />);
    expect(screen.getByText('This user has no subscription plans')).toBeInTheDocument();
  });
});
