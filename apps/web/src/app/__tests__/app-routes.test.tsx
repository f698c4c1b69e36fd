import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { API, type TCurrentUser } from '@printhub/contract';

import { appInfoQueryOptions } from '@/lib/app-info';
import { saveSession } from '@/lib/auth-storage';
import { currentUserQueryOptions } from '@/lib/current-user';
import { json, mockApi, renderWithProviders, testQueryClient } from '@/test/render';

import { appRouter } from '../router';
import { roleRoutes } from '../routes/role-routes';

const admin: TCurrentUser = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
const staff: TCurrentUser = { id: 2, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };

/** Signs `user` in as the sign-in screen does: the session stored, the profile in the cache. */
function signIn(user: TCurrentUser) {
  saveSession({ token: 'abc', user });
  return user;
}

/** The app's routes at `path`; the product name is known, and so is the profile of a signed-in user. */
function renderApp(path: string, user?: TCurrentUser) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(appInfoQueryOptions().queryKey, {
    app_name: 'PrintHub',
    public_url: '',
    shop_time_zone: 'Asia/Kolkata',
  });
  if (user) queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  const { routes, ...options } = appRouter(queryClient);
  const router = createMemoryRouter(routes, { ...options, initialEntries: [path] });
  // The app's router, on the same query client as its loaders.
  renderWithProviders(<RouterProvider router={router} />, { ownRouter: true, queryClient });
  const location = () => router.state.location.pathname + router.state.location.search;
  /** Whether the router has learnt the signed-in routes (and so may load the shell's code). */
  const knowsSignedInRoutes = () => router.routes[0]!.children!.some((route) => route.id === 'signed-in');
  return { location, knowsSignedInRoutes };
}

describe('without a stored token', () => {
  it.each([
    ['/users', '/login?next=%2Fusers'],
    ['/qr_codes?id=7', '/login?next=%2Fqr_codes%3Fid%3D7'],
    ['/no_such_screen', '/login?next=%2Fno_such_screen'],
    ['/', '/login'],
    ['/redirect', '/login'],
  ])('%s shows the sign-in form at %s, and nothing of the signed-in screens', async (path, login) => {
    const { location, knowsSignedInRoutes } = renderApp(path);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(location()).toBe(login);
    expect(knowsSignedInRoutes()).toBe(false);
  });

  it('shows /welcome with the product name, "Welcome page" and a Login button', async () => {
    renderApp('/welcome');
    expect(await screen.findByRole('heading', { name: 'PrintHub' })).toBeInTheDocument();
    expect(screen.getByText('Welcome page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Welcome · PrintHub'));
  });

  it.each([
    ['/404', 'This is 404 page'],
    ['/500', 'This is 500 page'],
  ])('shows %s', async (path, text) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  });

  it('treats {any path}/logout as the logout screen: storage cleared, then /login', async () => {
    mockApi();
    localStorage.setItem('id', '1');
    const { location } = renderApp('/qr_codes/logout');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('id')).toBeNull();
    expect(location()).toBe('/login');
  });
});

describe('signed in', () => {
  it.each(['/login', '/redirect', '/'])('sends %s to the dashboard inside the shell', async (path) => {
    mockApi();
    const { location } = renderApp(path, signIn(admin));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · PrintHub'));
  });

  it('gives a super admin the super admin screens', async () => {
    mockApi();
    renderApp('/qr_codes', signIn(admin));
    expect(await screen.findByRole('heading', { name: 'QR Code Generator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate QR' })).toBeInTheDocument();
  });

  it.each([
    ['staff on a super admin path', staff, '/users'],
    ['anyone on an unknown path', admin, '/no_such_screen'],
  ])('sends %s to /404', async (_, user, path) => {
    mockApi();
    const { location } = renderApp(path, signIn(user));
    expect(await screen.findByRole('heading', { name: 'This is 404 page' })).toBeInTheDocument();
    expect(location()).toBe('/404');
  });

  it("asks for a staff order list's first page with the screen's own query, once, as the route loads", async () => {
    const api = mockApi({
      [`GET ${API.myOrders}`]: json({ count: 0, next: null, previous: null, results: [] }),
    });
    renderApp('/out_for_delivery_orders?page=2', signIn(staff));
    expect(await screen.findByRole('heading', { name: 'Out For Delivery Orders' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', API.myOrders)).not.toHaveLength(0));
    const lists = api.to('GET', API.myOrders);
    expect(lists).toHaveLength(1);
    expect(Object.fromEntries(lists[0]!.url.searchParams)).toMatchObject({
      status: 'out-for-delivery',
      assigned_user: '2',
      offset: '10',
    });
  });

  it("starts a screen's first request from its route, not from the screen's lazy code", () => {
    const routes = roleRoutes(testQueryClient());
    for (const path of ['/dashboard', '/assigned_orders', '/order/:id']) {
      const route = routes.find((r) => r.path === path)!;
      // A loader inside `lazy` would run only once the screen's chunks had loaded.
      expect(route.loader, path).toBeTypeOf('function');
      expect(Object.keys(route.lazy ?? {}), path).toEqual(['Component']);
    }
  });
});
