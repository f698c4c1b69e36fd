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
const KARNATAKA = '29AAGCB7383J1Z4';

function renderPage(user: TCustomer, update: Response) {
  const api = mockApi({
    'GET /api/users/9/': json(user),
    'GET /api/get-user-coin-info/': json({ user_id: 9, balance: 0, history: [] }),
    'GET /api/all-orders/': json(EMPTY_PAGE),
    'GET /api/user-subscription-plans/': json(EMPTY_PAGE),
    'PATCH /api/users/9/': update,
  });
  return { api, ...renderWithProviders(<CustomerDetailPage />, { path: '/user/9', route: '/user/:id' }) };
}

const gstinField = () => screen.getByRole('textbox', { name: 'GSTIN' });
const profile = () => screen.getByRole('region', { name: 'Profile' });

describe('Edit GSTIN on the user detail screen', () => {
  it('checks the GSTIN with the contract, sends it in capitals, and shows it on the profile', async () => {
    const { api, user } = renderPage(USER, json({ ...USER, gstin: KARNATAKA }));
    await user.click(await screen.findByRole('button', { name: 'Edit GSTIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit GSTIN' });
    await waitFor(() => expect(gstinField()).toHaveFocus());

    // A typing mistake in the last character: the contract's message, and nothing sent.
    await user.keyboard('29aagcb7383j1z5{Enter}');
    await waitFor(() =>
      expect(gstinField()).toHaveAccessibleDescription(
        'The last character does not match: check the GSTIN for a typing mistake',
      ),
    );
    expect(api.mutations()).toEqual([]);

    await user.clear(gstinField());
    await user.type(gstinField(), ' 29aagcb7383j1z4 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('GSTIN saved for Meera Iyer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PATCH', '/api/users/9/').map((c) => c.body)).toEqual([{ gstin: KARNATAKA }]);
    await waitFor(() => expect(profile()).toHaveTextContent(`GSTIN${KARNATAKA}`));
  });

  it('starts from the GSTIN on record, removes it when emptied, and shows the server’s refusal under the field', async () => {
    const refusal = json(
      { errors: [{ message: '00 is not a GST state code', context: { key: 'gstin' } }] },
      400,
    );
    const { api, user } = renderPage({ ...USER, gstin: KARNATAKA }, refusal);
    await waitFor(() => expect(profile()).toHaveTextContent(`GSTIN${KARNATAKA}`));
    await user.click(screen.getByRole('button', { name: 'Edit GSTIN' }));
    await screen.findByRole('dialog', { name: 'Edit GSTIN' });
    expect(gstinField()).toHaveValue(KARNATAKA);
    await user.clear(gstinField());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gstinField()).toHaveAccessibleDescription('00 is not a GST state code'));
    expect(api.to('PATCH', '/api/users/9/').map((c) => c.body)).toEqual([{ gstin: '' }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
