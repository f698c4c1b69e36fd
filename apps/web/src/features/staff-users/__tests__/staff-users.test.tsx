import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/render';

import { staffUsersQueryOptions } from '../api/get-staff-users';
import { StaffUsersPage } from '../components/staff-users-page';
import { StaffUsersTable } from '../components/staff-users-table';
import { staffActionLabel, staffStatusLabel } from '../staff-actions';

import type { TStaffUser } from '@printhub/contract';

const staff = (overrides: Partial<TStaffUser> = {}): TStaffUser => ({
  id: 5,
  full_name: 'Sam Staff',
  email: 'sam@example.com',
  mobile: '9876543210',
  is_superuser: false,
  is_active: true,
  created_at: '2024-01-05T10:00:00Z',
  ...overrides,
});

const USERS = [
  staff(),
  staff({ id: 6, full_name: 'Dee Active', email: 'dee@example.com', mobile: null, is_active: false }),
];

describe('staff row actions', () => {
  it('offers Deactivate for an active user and Reactivate for a deactivated one', () => {
    expect(staffActionLabel({ is_active: true })).toBe('Deactivate');
    expect(staffActionLabel({ is_active: false })).toBe('Reactivate');
    expect(staffStatusLabel({ is_active: true })).toBe('Active');
    expect(staffStatusLabel({ is_active: false })).toBe('Deactivated');
  });
});

describe('StaffUsersTable', () => {
  it('shows Name, Email, Mobile, the status chip and the action per row', async () => {
    const onAction = vi.fn();
    render(<StaffUsersTable users={USERS} onAction={onAction} />, { wrapper: MemoryRouter });
    const rows = within(screen.getByRole('table', { name: 'Staff users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Sam Staff');
    // The name opens the staff user's orders.
    expect(within(rows[0]!).getByRole('link', { name: 'Sam Staff' })).toHaveAttribute(
      'href',
      '/staff_users/5',
    );
    expect(rows[0]).toHaveTextContent('Active');
    expect(within(rows[0]!).getByRole('button')).toHaveTextContent('Deactivate');
    expect(rows[1]).toHaveTextContent('Deactivated');
    expect(rows[1]).toHaveTextContent('—');
    expect(within(rows[1]!).getByRole('button')).toHaveTextContent('Reactivate');
    await setupUser().click(screen.getByRole('button', { name: 'Reactivate Dee Active' }));
    expect(onAction).toHaveBeenCalledWith(USERS[1]);
  });

  it('says when there are no staff users', () => {
    render(<StaffUsersTable users={[]} onAction={vi.fn()} />, { wrapper: MemoryRouter });
    expect(screen.getByText('No staff users yet')).toBeInTheDocument();
  });
});

describe('StaffUsersPage', () => {
  it('asks for confirmation before deactivating, and Cancel changes nothing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(staffUsersQueryOptions().queryKey, USERS);
    const user = setupUser();
    render(
      <QueryClientProvider client={client}>
        <StaffUsersPage />
      </QueryClientProvider>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sam Staff?' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.isMutating()).toBe(0);
  });

  it("opens the 'Create staff user' dialog with its fields", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(staffUsersQueryOptions().queryKey, USERS);
    const user = setupUser();
    render(
      <QueryClientProvider client={client}>
        <StaffUsersPage />
      </QueryClientProvider>,
      { wrapper: MemoryRouter },
    );
    await user.click(screen.getByRole('button', { name: 'Create staff user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create staff user' });
    for (const label of [/^Full name/, /^Email/, /^Mobile/]) {
      expect(within(dialog).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/^Password/, { selector: 'input' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Full name/ })).toHaveAccessibleDescription(
        'This field is Required',
      ),
    );
  });
});
