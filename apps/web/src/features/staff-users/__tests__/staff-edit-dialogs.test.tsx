import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi, renderWithProviders } from '@/test/render';

import { StaffUsersPage } from '../components/staff-users-page';

import type { TStaffUser } from '@printhub/contract';

const SAM: TStaffUser = {
  id: 5,
  full_name: 'Sam Staff',
  email: 'sam@example.com',
  mobile: '9876543210',
  is_superuser: false,
  is_active: true,
  created_at: '2024-01-05T10:00:00Z',
};

function renderPage(routes: Record<string, Response>) {
  const api = mockApi({
    'GET /api/staff_users/': json({ count: 1, next: null, previous: null, results: [SAM] }),
    ...routes,
  });
  return { api, ...renderWithProviders(<StaffUsersPage />) };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label });

describe('Edit staff user', () => {
  it('starts from the row, checks with the contract, sends the fields and says so', async () => {
    const saved = { ...SAM, full_name: 'Sam Singh', mobile: null };
    const { api, user } = renderPage({ 'PATCH /api/staff_users/5/': json(saved) });
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit staff user' });
    expect(field(dialog, /^Full name/)).toHaveValue('Sam Staff');
    expect(field(dialog, /^Email/)).toHaveValue('sam@example.com');
    expect(field(dialog, /^Mobile/)).toHaveValue('9876543210');

    // Pasting keeps the test quick: typing is one event per character.
    const replace = async (label: RegExp, text: string) => {
      await user.clear(field(dialog, label));
      if (text) await user.paste(text);
    };
    await replace(/^Email/, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(dialog, /^Email/)).toHaveAccessibleDescription(/valid email/i));
    expect(api.mutations()).toEqual([]);

    await replace(/^Email/, 'sam@example.com');
    await replace(/^Full name/, 'Sam Singh');
    await replace(/^Mobile/, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff user Sam Singh saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PATCH', '/api/staff_users/5/').map((c) => c.body)).toEqual([
      { full_name: 'Sam Singh', email: 'sam@example.com', mobile: null },
    ]);
  });

  it('puts a duplicate e-mail under the field and stays open', async () => {
    const { user } = renderPage({
      'PATCH /api/staff_users/5/': json(
        { errors: [{ message: 'An account with this email already exists', context: { key: 'email' } }] },
        400,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit staff user' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(dialog, /^Email/)).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Reset password of a staff user', () => {
  const passwordField = () => screen.getByLabelText(/^New password/);

  it('checks the password with the contract, sends it and says so', async () => {
    const { api, user } = renderPage({
      'POST /api/staff_users/5/password': json({ detail: 'Password set' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset password for Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(dialog).toHaveTextContent('Sam Staff is signed out everywhere at once');
    await waitFor(() => expect(passwordField()).toHaveFocus());
    await user.keyboard('short{Enter}');
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Use at least 8 characters'));
    expect(api.mutations()).toEqual([]);

    await user.clear(passwordField());
    await user.keyboard('a-long-enough-secret{Enter}');
    expect(await screen.findByText('Password reset for Sam Staff')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/api/staff_users/5/password').map((c) => c.body)).toEqual([
      { new_password: 'a-long-enough-secret' },
    ]);
  });

  it('shows the server’s refusal under the field and stays open', async () => {
    const { user } = renderPage({
      'POST /api/staff_users/5/password': json(
        {
          errors: [
            { message: 'This password is too common. Choose another.', context: { key: 'new_password' } },
          ],
        },
        400,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset password for Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(passwordField(), 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription('This password is too common. Choose another.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
