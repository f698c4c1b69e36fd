import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '@/lib/auth-storage';
import { renderWithProviders, testQueryClient } from '@/test/render';

import { appRouter } from '../router';

// A file of its own (vite.config.ts): it mocks the layout's and the routes' table's modules.
const loads = vi.hoisted(() => ({ layoutAsked: false, releaseTable: () => {} }));
vi.mock('../signed-in', () => {
  loads.layoutAsked = true;
  return { SignedInLayout: () => null };
});
// The routes' table arrives only when the test lets it.
vi.mock('../routes/role-routes', async () => {
  await new Promise<void>((resolve) => {
    loads.releaseTable = resolve;
  });
  return { roleRoutes: () => [] };
});

describe('a signed-in visit', () => {
  it("asks for the signed-in layout's code while the routes' table is still on its way", async () => {
    saveSession({
      token: 'abc',
      user: { id: 2, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false },
    });
    const queryClient = testQueryClient();
    const { routes, ...options } = appRouter(queryClient);
    const router = createMemoryRouter(routes, { ...options, initialEntries: ['/assigned_orders'] });
    renderWithProviders(<RouterProvider router={router} />, { ownRouter: true, queryClient });

    await vi.waitFor(() => expect(loads.layoutAsked).toBe(true));
    expect(router.routes[0]!.children!.some((route) => route.id === 'signed-in')).toBe(false);

    loads.releaseTable();
    await vi.waitFor(() =>
      expect(router.routes[0]!.children!.some((route) => route.id === 'signed-in')).toBe(true),
    );
  });
});
