import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';

import { CreateCustomerDialog } from '../components/create-customer-dialog';

import type { TCustomer } from '@printhub/contract';
import type userEvent from '@testing-library/user-event';

const CREATED: TCustomer = {
  id: 9,
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.com',
  mobile: '9876543210',
  gstin: null,
  coin_balance: 0,
  created_at: '2024-01-05T10:20:30.000Z',
};

function renderDialog(onCreate = vi.fn().mockResolvedValue(CREATED)) {
  const onClose = vi.fn();
  const { user } = renderWithProviders(<CreateCustomerDialog open onClose={onClose} onCreate={onCreate} />);
  return { onCreate, onClose, user };
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^First name/), 'Meera');
  await user.type(field(/^Last name/), 'Iyer');
  await user.type(field(/^Email/), 'meera@example.com');
  await user.type(field(/^Mobile/), '9876543210');
}

describe('CreateCustomerDialog', () => {
  it('shows the contract messages and does not send an empty form', async () => {
    const { onCreate, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(field(/^First name/)).toHaveAccessibleDescription('This field is Required'));
    expect(field(/^Email/)).toHaveAccessibleDescription('This field is Required');
    expect(field(/^Mobile/)).toHaveAccessibleDescription('Enter a valid phone number');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the typed user and closes', async () => {
    const { onCreate, onClose, user } = renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        first_name: 'Meera',
        last_name: 'Iyer',
        email: 'meera@example.com',
        mobile: '9876543210',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's duplicate e-mail message on the Email field and stays open", async () => {
    const error = new ApiError(400, 'A user with this email already exists', {
      email: 'A user with this email already exists',
    });
    const { onClose, user } = renderDialog(vi.fn().mockRejectedValue(error));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(field(/^Email/)).toHaveAccessibleDescription('A user with this email already exists'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
