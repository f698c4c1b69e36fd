import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, {
  PointerEventsCheckLevel,
  type Options as UserEventOptions,
} from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { ThemeRoot } from '@/app/theme-root';
import { NoticeHost } from '@/lib/notice-host';

import type { QueryKey } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';

export { json, mockApi, type ApiCall } from './mock-api';

/**
 * A user-event session as every test drives the screens: no pause between the keys typed or the pointer's
 * steps (each pause is a turn of the event loop, hundreds per test), and no check of `pointer-events` before
 * each action (it reads the computed style of the target and every ancestor, the costliest part of a click in
 * jsdom). Tests of a disabled control assert `toBeDisabled()` rather than rely on that check.
 */
export function setupUser(options: UserEventOptions = {}) {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}

/** The current location, readable by tests as `screen.getByRole('status', { name: 'location' })`. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

export interface RenderOptions {
  /** Where the router starts (default '/'). */
  path?: string;
  /** The route pattern the screen is mounted at (default: every path). */
  route?: string;
  /** Other routes, e.g. where a screen navigates to. */
  routes?: ReactNode;
  /** Data already in the cache: the screen shows it without a request. */
  cache?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** The query client to render with, when the test builds something else on it too (e.g. the app's router). */
  queryClient?: QueryClient;
  /** The ui brings its own router (a `RouterProvider`): no memory router, `path` and `route` around it. */
  ownRouter?: boolean;
  user?: UserEventOptions;
}

/** A query client as the tests want it: no retries, and fresh data stays fresh. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

/**
 * Renders with every provider the app has: the theme, React Query (retries off), a router at `path` and the
 * notices' containers.
 * Mock the API with `mockApi` before rendering. Returns the user-event session and the query client.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    route = '*',
    routes,
    cache = [],
    queryClient = testQueryClient(),
    ownRouter,
    user,
  }: RenderOptions = {},
) {
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const result = render(
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        {ownRouter ? (
          ui
        ) : (
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              {routes}
            </Routes>
            <Location />
          </MemoryRouter>
        )}
        <NoticeHost />
      </QueryClientProvider>
    </ThemeRoot>,
  );
  return { ...result, user: setupUser(user), queryClient };
}
