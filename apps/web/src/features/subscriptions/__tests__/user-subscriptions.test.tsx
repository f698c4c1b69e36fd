import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { parseListView, updateListParams } from '@/lib/list-params';
import { renderWithProviders } from '@/test/render';

import { UserSubscriptionsTable } from '../components/user-subscriptions-table';
import {
  parseUserPlanFilters,
  USER_PLAN_LIST_VIEW,
  userPlanListQuery,
  userPlanStatusParams,
} from '../user-plan-list-state';

import type { TUserSubscriptionPlan } from '@printhub/contract';

const plan = (overrides: Partial<TUserSubscriptionPlan> = {}): TUserSubscriptionPlan => ({
  id: 1,
  user: 7,
  user_name: 'Asha Rao',
  user_email: 'asha@example.com',
  plan: 2,
  plan_name: 'Student Monthly',
  start_date: '2024-01-01T00:00:00Z',
  end_date: '2024-02-01T00:00:00Z',
  status: 'active',
  ...overrides,
});

describe('user subscription plan list state', () => {
  it('sends the status only when one is chosen, with the page, ordering and start dates', () => {
    const view = { page: 1, pageSize: 10, q: '' };
    expect(userPlanListQuery(view, { status: 'all' })).toEqual({ limit: 10, offset: 0 });
    expect(
      userPlanListQuery(
        { page: 2, pageSize: 25, ordering: 'end_date', q: 'ignored' },
        { status: 'expired', fromDate: '2024-01-01' },
      ),
    ).toEqual({ limit: 25, offset: 25, ordering: 'end_date', status: 'expired', from_date: '2024-01-01' });
  });

  it('reads the URL and goes back to page 1 on a new filter', () => {
    const params = new URLSearchParams('status=cancelled&page=2&ordering=-status&to_date=2024-03-01');
    expect(parseListView(params, USER_PLAN_LIST_VIEW)).toEqual({
      page: 2,
      pageSize: 10,
      ordering: '-status',
      q: '',
    });
    expect(parseUserPlanFilters(params)).toEqual({ status: 'cancelled', toDate: '2024-03-01' });
    expect(parseUserPlanFilters(new URLSearchParams('status=nope')).status).toBe('all');
    expect(
      updateListParams(new URLSearchParams('page=2'), { filters: userPlanStatusParams('active') }).toString(),
    ).toBe('status=active');
  });
});

describe('UserSubscriptionsTable', () => {
  it('lists plans with the user linking to /user/{id}, and pages by 10', async () => {
    const onPageChange = vi.fn();
    const onSort = vi.fn();
    const { user } = renderWithProviders(
      <UserSubscriptionsTable
        plans={[plan(), plan({ id: 2, status: 'cancelled', user: 8, user_name: 'Ravi K' })]}
        count={12}
        page={1}
        onPageChange={onPageChange}
        sorting={{ ordering: '-start_date', onSort }}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'User subscription plans' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Student Monthly');
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(screen.getByRole('link', { name: 'Ravi K' })).toHaveAttribute('href', '/user/8');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    const table = screen.getByRole('table', { name: 'User subscription plans' });
    expect(within(table).getByRole('columnheader', { name: /Start/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: /End/ }));
    expect(onSort).toHaveBeenCalledWith('end_date');
  });

  it('shows the empty text', () => {
    renderWithProviders(
      <UserSubscriptionsTable
        plans={[]}
        count={0}
        page={1}
        onPageChange={vi.fn()}
        emptyText="No expired plans"
      />,
    );
    expect(screen.getByText('No expired plans')).toBeInTheDocument();
  });
});
