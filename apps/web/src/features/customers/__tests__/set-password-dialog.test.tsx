import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi, renderWithProviders } from '@/test/render';

import { CustomerDetailPage } from '../components/customer-detail-page';

import type { TCustomer } from '@printhub/contract';

const USER: TCustomer = {
  id: 9,
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.com',
  mobile: '9876543210',
  gstin: null,
  coin_balance: 0,
  created_at: '2024-01-05T10:20:30.000Z',
};
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

function renderPage(setPassword: Response) {
  const api = mockApi({
    'GET /api/users/9/': json(USER),
    'GET /api/get-user-coin-info/': json({ user_id: 9, balance: 0, history: [] }),
    'GET /api/all-orders/': json(EMPTY_PAGE),
    'GET /api/user-subscription-plans/': json(EMPTY_PAGE),
    'POST /api/users/9/password': setPassword,
  });
  return { api, ...renderWithProviders(<CustomerDetailPage />, { path: '/user/9', route: '/user/:id' }) };
}

const passwordField = () => screen.getByLabelText(/^New password/);

describe('Set password on the user detail screen', () => {
  it('opens from the keyboard, checks the password with the contract, sends it and says so', async () => {
    const { api, user } = renderPage(json({ detail: 'Password set' }));
    const button = await screen.findByRole('button', { name: 'Set password' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Set password' });
    expect(dialog).toHaveTextContent('Meera Iyer will sign in to the app with this password');
    await waitFor(() => expect(passwordField()).toHaveFocus());

    // Too short: the contract's message, and nothing sent.
    await user.keyboard('short{Enter}');
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Use at least 8 characters'));
    expect(api.mutations()).toEqual([]);

    await user.clear(passwordField());
    await user.keyboard('a-long-enough-secret{Enter}');
    expect(await screen.findByText('Password set for Meera Iyer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/api/users/9/password').map((c) => c.body)).toEqual([
      { new_password: 'a-long-enough-secret' },
    ]);
  });

  it('shows the server’s refusal under the field and stays open; Escape closes it', async () => {
    const { user } = renderPage(
      json(
        {
          errors: [
            { message: 'This password is too common. Choose another.', context: { key: 'new_password' } },
          ],
        },
        400,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set password' });
    await user.type(passwordField(), 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription('This password is too common. Choose another.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
