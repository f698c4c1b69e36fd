import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';

import { LoginForm } from '../components/login-form';

function renderForm(onLogin = vi.fn().mockResolvedValue(undefined), onSuccess = vi.fn()) {
  const { user } = renderWithProviders(<LoginForm onLogin={onLogin} onSuccess={onSuccess} />);
  return { onLogin, onSuccess, user };
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('LoginForm', () => {
  it('shows "This field is Required" under both fields when submitted empty, and does not sign in', async () => {
    const { onLogin, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is Required')).toHaveLength(2);
    expect(emailInput()).toHaveAccessibleDescription('This field is Required');
    expect(passwordInput()).toHaveAccessibleDescription('This field is Required');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('shows and hides the password with the toggle button', async () => {
    const { user } = renderForm();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('sends the typed credentials and reports success', async () => {
    const { onLogin, onSuccess, user } = renderForm();
    await user.type(emailInput(), 'admin@example.com');
    await user.type(passwordInput(), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'secret pass' }),
    );
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('puts the field errors of a 400 response on the matching fields', async () => {
    const error = new ApiError(400, 'Enter a valid email address', {
      email: 'Enter a valid email address',
      password: 'Must be at most 256 characters',
    });
    const { onSuccess, user } = renderForm(vi.fn().mockRejectedValue(error));
    await user.type(emailInput(), 'admin@example.com');
    await user.type(passwordInput(), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address'));
    expect(passwordInput()).toHaveAccessibleDescription('Must be at most 256 characters');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the text of a 422 response as a toast', async () => {
    const error = new ApiError(422, 'Invalid email or password');
    const { onSuccess, user } = renderForm(vi.fn().mockRejectedValue(error));
    await user.type(emailInput(), 'admin@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('only logs other failures', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onSuccess, user } = renderForm(vi.fn().mockRejectedValue(new ApiError(500, 'Request failed')));
    await user.type(emailInput(), 'admin@example.com');
    await user.type(passwordInput(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByText('Request failed')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
