import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';

import { UpdatePasswordForm } from '../components/update-password-form';

import type userEvent from '@testing-library/user-event';

function setup(onUpdate = vi.fn().mockResolvedValue({})) {
  const { user } = renderWithProviders(<UpdatePasswordForm onUpdate={onUpdate} />);
  return { onUpdate, user };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(input('Current Password'), current);
  await user.type(input('New Password'), next);
  await user.type(input('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('UpdatePasswordForm', () => {
  it('refuses a confirmation that differs from the new password', async () => {
    const { onUpdate, user } = setup();
    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    expect(input('Confirm New Password')).toHaveAccessibleDescription('The passwords do not match');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('sends only the contract fields and confirms with a "Password updated" toast', async () => {
    const { onUpdate, user } = setup();
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    expect(onUpdate).toHaveBeenCalledWith({ old_password: 'old-password', new_password: 'new-password-1' });
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(input('Current Password')).toHaveValue('');
  });

  it('shows a 400 field error on the current password field', async () => {
    const error = new ApiError(400, 'The current password is wrong', {
      old_password: 'The current password is wrong',
    });
    const { user } = setup(vi.fn().mockRejectedValue(error));
    await fill(user, 'bad-password', 'new-password-1', 'new-password-1');
    expect(input('Current Password')).toHaveAccessibleDescription('The current password is wrong');
    expect(screen.queryByText('Password updated')).not.toBeInTheDocument();
  });
});
