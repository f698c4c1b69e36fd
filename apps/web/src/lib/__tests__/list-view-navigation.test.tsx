import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { useListView } from '../list-params';

/**
 * A list whose search commits later than it was typed (as the search box's pause does): "Commit search" is
 * that late write, pressed by the test at the moment it wants, so no timer is involved.
 */
function ThingList() {
  const { view, update } = useListView({ orderingFields: ['name'] });
  return (
    <>
      <h1>Things{view.q ? ` matching ${view.q}` : ''}</h1>
      <Link to="/things/7">Thing 7</Link>
      <button type="button" onClick={() => update({ q: 'late' })}>
        Commit search
      </button>
    </>
  );
}

/**
 * The detail screen is a lazily loaded module that arrives only when the test lets it: until then the
 * navigation to it is under way and the list is still on screen (as while the app fetches a screen's chunk).
 */
function renderListAndLazyDetail() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const ThingDetail = lazy(async () => {
    await arrived;
    return { default: () => <h1>Thing 7 details</h1> };
  });
  const { user } = renderWithProviders(
    <Suspense fallback={<p>Loading…</p>}>
      <Routes>
        <Route path="/things" element={<ThingList />} />
        <Route path="/things/:id" element={<ThingDetail />} />
      </Routes>
    </Suspense>,
    { path: '/things?q=early' },
  );
  return { user, arrive: () => act(async () => arrive()) };
}

describe('a list view write that comes after the user left the list', () => {
  it('is dropped: a row link clicked as the search commits ends on the row, not back on the list', async () => {
    const { user, ...detail } = renderListAndLazyDetail();
    expect(screen.getByRole('heading', { name: 'Things matching early' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Thing 7' }));
    // The detail's module has not arrived: the list is still drawn, and its search now commits.
    expect(screen.getByRole('heading', { name: 'Things matching early' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Commit search' }));
    await detail.arrive();

    expect(await screen.findByRole('heading', { name: 'Thing 7 details' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/things\/7$/);
  });

  it('still applies while the list is where the router is', async () => {
    const { user } = renderListAndLazyDetail();
    await user.click(screen.getByRole('button', { name: 'Commit search' }));
    expect(await screen.findByRole('heading', { name: 'Things matching late' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/things\?q=late$/);
  });
});
