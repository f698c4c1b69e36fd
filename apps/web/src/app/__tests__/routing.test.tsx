import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RequireAuth } from '../require-auth';
import { RoleRoutes } from '../routes/role-routes';

import type { TCurrentUser } from '@printhub/contract';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderGuarded(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<h1>Login screen</h1>} />
        <Route
          path="*"
          element={
            <RequireAuth>
              <h1>Protected</h1>
            </RequireAuth>
          }
        />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('sends a visitor without a stored token to /login, keeping the wanted path in next', () => {
    renderGuarded('/qr_codes?id=7');
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Protected' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/login?next=%2Fqr_codes%3Fid%3D7',
    );
  });

  it('lets a visitor with a stored token through', () => {
    localStorage.setItem('token', 'abc');
    renderGuarded('/dashboard');
    expect(screen.getByRole('heading', { name: 'Protected' })).toBeInTheDocument();
  });
});

const superAdmin: Pick<TCurrentUser, 'is_superuser'> = { is_superuser: true };
const staff: Pick<TCurrentUser, 'is_superuser'> = { is_superuser: false };

function renderRoles(user: Pick<TCurrentUser, 'is_superuser'>, path: string) {
  // The order screens load data; the signed-in user is already known, as in the shell.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['current-user'], { id: 2, full_name: 'Sam', email: 's@example.com', ...user });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/404" element={<h1>This is 404 page</h1>} />
          <Route
            path="*"
            element={
              <Suspense fallback={<p>Loading</p>}>
                <RoleRoutes user={user} />
              </Suspense>
            }
          />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RoleRoutes', () => {
  it('redirects / to /dashboard', async () => {
    renderRoles(staff, '/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/dashboard');
  });

  it('gives a super admin the super admin screens', async () => {
    renderRoles(superAdmin, '/qr_codes');
    expect(await screen.findByRole('heading', { name: 'QR Code Generator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate QR' })).toBeInTheDocument();
  });

  it('sends staff to /404 for a super admin path', async () => {
    renderRoles(staff, '/users');
    expect(await screen.findByRole('heading', { name: 'This is 404 page' })).toBeInTheDocument();
  });

  it('gives staff their own order lists', async () => {
    renderRoles(staff, '/out_for_delivery_orders');
    expect(await screen.findByRole('heading', { name: 'Out For Delivery Orders' })).toBeInTheDocument();
  });

  it('sends unknown paths to /404', async () => {
    renderRoles(superAdmin, '/no_such_screen');
    expect(await screen.findByRole('heading', { name: 'This is 404 page' })).toBeInTheDocument();
  });
});
