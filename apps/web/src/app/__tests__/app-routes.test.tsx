import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { appInfoQueryOptions } from '@/lib/app-info';
import { currentUserQueryOptions } from '@/lib/current-user';

import { AppRoutes } from '../app-routes';
import { AppProviders } from '../providers';

import type { TCurrentUser } from '@printhub/contract';

const admin: TCurrentUser = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

/** The server's answers are primed in the cache, so nothing here goes over the network. */
function renderApp(path: string, user: TCurrentUser = admin) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(appInfoQueryOptions().queryKey, { app_name: 'PrintHub', public_url: '' });
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('public routes', () => {
  it('shows the sign-in form for a guarded path without a token', async () => {
    renderApp('/users');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(location()).toHaveTextContent('/login');
  });

  it('shows /welcome with the product name, "Welcome page" and a Login button', async () => {
    renderApp('/welcome');
    expect(await screen.findByRole('heading', { name: 'PrintHub' })).toBeInTheDocument();
    expect(screen.getByText('Welcome page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['/404', 'This is 404 page'],
    ['/500', 'This is 500 page'],
  ])('shows %s', async (path, text) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  });

  it('sends /redirect to /login without a token', async () => {
    renderApp('/redirect');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it('sends /login with a token to the dashboard', async () => {
    localStorage.setItem('token', 'abc');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('sends /redirect with a token to the dashboard inside the shell', async () => {
    localStorage.setItem('token', 'abc');
    renderApp('/redirect');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('treats {any path}/logout as the logout screen: storage cleared, then /login', async () => {
    localStorage.setItem('id', '1');
    renderApp('/qr_codes/logout');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('id')).toBeNull();
  });
});
