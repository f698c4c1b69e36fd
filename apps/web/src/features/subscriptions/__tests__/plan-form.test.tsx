import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { json, mockApi, renderWithProviders } from '@/test/render';

import { PlanForm } from '../components/plan-form';
import { PlansTable } from '../components/plans-table';
import { SubscriptionsPage } from '../components/subscriptions-page';

import type { TSubscriptionPlan } from '@printhub/contract';

const PLAN: TSubscriptionPlan = {
  id: 3,
  name: 'Student Monthly',
  price: 199,
  period: 'monthly',
  pages_included: 300,
  is_active: true,
  created_at: '2024-01-05T10:00:00Z',
};

function renderForm(plan: TSubscriptionPlan | null, onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const onCancel = vi.fn();
  const { user } = renderWithProviders(<PlanForm plan={plan} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, user };
}

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const price = () => screen.getByRole('spinbutton', { name: /^Price/ });
const pages = () => screen.getByRole('spinbutton', { name: /^Pages included/ });

describe('PlanForm', () => {
  it("creates: 'Create plan' and no Cancel", () => {
    renderForm(null);
    expect(screen.getByRole('button', { name: 'Create plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it("edits: prefilled, 'Update plan' and 'Cancel'", async () => {
    const { onCancel, user } = renderForm(PLAN);
    expect(name()).toHaveValue('Student Monthly');
    expect(price()).toHaveValue(199);
    expect(pages()).toHaveValue(300);
    expect(screen.getByRole('combobox', { name: /^Period/ })).toHaveTextContent('Monthly');
    expect(screen.queryByRole('button', { name: 'Create plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows the contract messages and sends nothing', async () => {
    const { onSubmit, user } = renderForm(null);
    await user.type(pages(), '0');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription('This field is Required'));
    expect(price()).toHaveAccessibleDescription('Must be a number');
    expect(pages()).toHaveAccessibleDescription('Must be 1 or more');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends numbers, the period and the switch', async () => {
    const { onSubmit, user } = renderForm(null);
    await user.type(name(), 'Business Yearly');
    await user.type(price(), '4999.5');
    await user.click(screen.getByRole('combobox', { name: /^Period/ }));
    await user.click(await screen.findByRole('option', { name: 'Yearly' }));
    await user.type(pages(), '10000');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Business Yearly',
        price: 4999.5,
        period: 'yearly',
        pages_included: 10000,
        is_active: false,
      }),
    );
  });

  it('deactivates an edited plan by switching Active off', async () => {
    const { onSubmit, user } = renderForm(PLAN);
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update plan' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Student Monthly',
        price: 199,
        period: 'monthly',
        pages_included: 300,
        is_active: false,
      }),
    );
  });
});

describe('PlansTable', () => {
  it('lists the plans with an Edit button each', async () => {
    const onEdit = vi.fn();
    const { user } = renderWithProviders(
      <PlansTable
        plans={[PLAN, { ...PLAN, id: 4, name: 'Old', is_active: false }]}
        count={2}
        page={1}
        onPageChange={vi.fn()}
        onEdit={onEdit}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Plans' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Student Monthly');
    expect(rows[0]).toHaveTextContent('Monthly');
    expect(rows[0]).toHaveTextContent('300');
    expect(rows[1]).toHaveTextContent('Inactive');
    await user.click(screen.getByRole('button', { name: 'Edit Student Monthly' }));
    expect(onEdit).toHaveBeenCalledWith(PLAN);
  });

  it('says when there are no plans', () => {
    renderWithProviders(<PlansTable plans={[]} count={0} page={1} onPageChange={vi.fn()} onEdit={vi.fn()} />);
    expect(screen.getByText(/No plans yet/)).toBeInTheDocument();
  });
});

describe('SubscriptionsPage', () => {
  it('asks the server for the page, rows, ordering and search the URL names, and sorts from a header', async () => {
    const api = mockApi({
      'GET /api/subscription-plans/': json({ count: 30, next: 'next', previous: null, results: [PLAN] }),
    });
    const { user } = renderWithProviders(<SubscriptionsPage />, {
      path: '/subscriptions?page=2&page_size=25&ordering=price&q=stud',
    });
    const table = await screen.findByRole('table', { name: 'Plans' });
    await within(table).findByText('Student Monthly');
    const query = (call = api.to('GET', '/api/subscription-plans/').at(-1)!) =>
      Object.fromEntries(call.url.searchParams);
    expect(query()).toEqual({ limit: '25', offset: '25', ordering: 'price', query: 'stud' });
    expect(within(table).getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('searchbox', { name: 'Search plans' })).toHaveValue('stud');
    await user.click(within(table).getByRole('button', { name: /Price/ }));
    // A new ordering goes back to page 1.
    await waitFor(() =>
      expect(query()).toEqual({ limit: '25', offset: '0', ordering: '-price', query: 'stud' }),
    );
  });

  it('draws the plan form beside the list, and a row’s Edit puts the plan in it', async () => {
    mockApi({
      'GET /api/subscription-plans/': json({ count: 1, next: null, previous: null, results: [PLAN] }),
    });
    const { user } = renderWithProviders(<SubscriptionsPage />, { path: '/subscriptions' });
    expect(await screen.findByRole('form', { name: 'New plan' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Student Monthly' }));
    expect(await screen.findByRole('form', { name: 'Edit Student Monthly' })).toBeInTheDocument();
    expect(name()).toHaveValue('Student Monthly');
  });
});
