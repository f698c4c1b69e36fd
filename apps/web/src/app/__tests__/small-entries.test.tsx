import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';

import { mountPublic } from '../public-entry';
import { mountSignIn } from '../sign-in-entry';

import type { Root } from 'react-dom/client';

let element: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  element.remove();
  window.history.replaceState(null, '', '/');
});

const APP_INFO = { 'GET /api/app-info': json({ app_name: 'Shop One', public_url: '' }) };

describe("the public screens' bundle", () => {
  it('draws /welcome with the configured product name, and names the tab', async () => {
    mockApi(APP_INFO);
    act(() => {
      root = mountPublic(element, { name: 'welcome' });
    });
    expect(await screen.findByRole('heading', { name: 'Shop One' })).toBeInTheDocument();
    expect(screen.getByText('Welcome page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Welcome · Shop One'));
  });

  it('draws /404 with a link that loads the dashboard', async () => {
    mockApi(APP_INFO);
    act(() => {
      root = mountPublic(element, { name: 'notFound' });
    });
    expect(await screen.findByRole('heading', { name: 'This is 404 page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Page not found · Shop One'));
  });

  it('draws a print\'s details from its public reference, and "Print not found" for an unknown one', async () => {
    const api = mockApi({
      ...APP_INFO,
      'GET /api/print/PR%2012/': json({
        user_data: { first_name: 'Asha' },
        title: 'Thesis final',
        pdf_page_count: 42,
      }),
      'GET /api/print/nope/': json({ error: 'Not found' }, 404),
    });
    act(() => {
      root = mountPublic(element, { name: 'print', id: 'PR 12' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thesis final' })).toBeInTheDocument();
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.getByText('Total pages: 42')).toBeInTheDocument();
    expect(api.to('GET', '/api/print/PR%2012/')[0]?.url.pathname).toBe('/api/print/PR%2012/');
    act(() => root?.unmount());

    act(() => {
      root = mountPublic(element, { name: 'print', id: 'nope' });
    });
    expect(await screen.findByRole('heading', { name: 'Print not found' })).toBeInTheDocument();
  });

  it('offers Retry when the print could not be loaded, and shows it once a retry succeeds', async () => {
    let fail = true;
    mockApi({
      ...APP_INFO,
      'GET /api/print/PR1/': () =>
        fail
          ? json({ error: 'Database unavailable' }, 503)
          : json({ user_data: { first_name: 'Ravi' }, title: 'Poster', pdf_page_count: 1 }),
    });
    act(() => {
      root = mountPublic(element, { name: 'print', id: 'PR1' });
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    act(() => retry.click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Poster' })).toBeInTheDocument();
  });
});

describe('the sign-in bundle at {any path}/logout', () => {
  it('revokes the token, clears the storage, then shows the sign-in form at /login', async () => {
    window.history.replaceState(null, '', '/qr_codes/logout');
    localStorage.setItem('token', 'abc');
    localStorage.setItem('id', '7');
    const api = mockApi({ ...APP_INFO, 'POST /api/logout': json({ status: 'ok' }) }, () =>
      json({ status: 'ok' }),
    );
    const handlers = { onSubmit: vi.fn(), onSignedIn: vi.fn() };
    act(() => {
      root = mountSignIn(element, handlers, true);
    });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('id')).toBeNull();
    expect(api.to('POST', '/api/logout').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Login · Shop One'));
  });
});
