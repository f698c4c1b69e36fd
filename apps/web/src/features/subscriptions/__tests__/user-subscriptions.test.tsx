import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/render';

import { UserSubscriptionsTable } from '../components/user-subscriptions-table';
import { parseUserPlanListState, updateUserPlanListState, userPlanListQuery } from '../user-plan-list-state';

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
  it('sends the status only when one is chosen', () => {
    expect(userPlanListQuery({ page: 1, status: 'all' })).toEqual({ limit: 10, offset: 0 });
    expect(userPlanListQuery({ page: 2, status: 'expired' })).toEqual({
      limit: 10,
      offset: 10,
      status: 'expired',
    });
  });

  it('reads the URL and goes back to page 1 on a new filter', () => {
    expect(parseUserPlanListState(new URLSearchParams('status=cancelled&page=2'))).toEqual({
      page: 2,
      status: 'cancelled',
    });
    expect(parseUserPlanListState(new URLSearchParams('status=nope')).status).toBe('all');
    expect(updateUserPlanListState(new URLSearchParams('page=2'), { status: 'active' }).toString()).toBe(
      'status=active',
    );
  });
});

describe('UserSubscriptionsTable', () => {
  it('lists plans with the user linking to /user/{id}, and pages by 10', async () => {
    const onPageChange = vi.fn();
    render(
      <MemoryRouter>
        <UserSubscriptionsTable
          plans={[plan(), plan({ id: 2, status: 'cancelled', user: 8, user_name: 'Ravi K' })]}
          count={12}
          page={1}
          onPageChange={onPageChange}
        />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table', { name: 'User subscription plans' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Student Monthly');
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(screen.getByRole('link', { name: 'Ravi K' })).toHaveAttribute('href', '/user/8');
    await setupUser().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the empty text', () => {
    render(
      <MemoryRouter>
        <UserSubscriptionsTable
          plans={[]}
          count={0}
          page={1}
          onPageChange={vi.fn()}
          emptyText="No expired plans"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No expired plans')).toBeInTheDocument();
  });
});
