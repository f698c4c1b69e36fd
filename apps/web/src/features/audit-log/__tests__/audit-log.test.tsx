import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { json, mockApi, renderWithProviders } from '@/test/render';

import { AuditLogPage } from '../components/audit-log-page';
import { auditListQuery, parseAuditListState, updateAuditListState } from '../list-state';

import type { TAuditEntry, TAuditPage } from '@printhub/contract';

const entry = (overrides: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id: 1,
  actor: { id: 7, full_name: 'Ada Admin' },
  action: 'update',
  resource: 'qr-codes',
  resource_id: '12',
  summary: 'Updated the QR code 123',
  changes: { company: ['Acme', 'Acme Prints'], value: [10, 25] },
  created_at: '2026-11-24T10:00:00Z',
  ...overrides,
});
const page = (results: TAuditEntry[]): TAuditPage => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe('the audit log’s URL → query', () => {
  it('reads the filters, the page, its size and the ordering, and sends them under the API’s names', () => {
    const state = parseAuditListState(
      new URLSearchParams(
        'resource=qr-codes&resource_id=12&actor=7&from=2026-11-01&to=2026-11-30&page=2&page_size=50&ordering=-actor',
      ),
    );
    expect(auditListQuery(state)).toEqual({
      limit: 50,
      offset: 50,
      ordering: '-actor',
      actor: 7,
      resource: 'qr-codes',
      resource_id: '12',
      from_date: '2026-11-01',
      to_date: '2026-11-30',
    });
    // Unknown values are left out: the first page of 25, newest first (the API's default).
    expect(
      auditListQuery(
        parseAuditListState(new URLSearchParams('resource=bogus&from=x&ordering=summary&page_size=7')),
      ),
    ).toEqual({ limit: 25, offset: 0 });
  });

  it('goes back to page 1 when a filter changes', () => {
    const start = new URLSearchParams('page=3&resource=coupons');
    expect(updateAuditListState(start, { resource: 'clients' }).toString()).toBe('resource=clients');
    expect(updateAuditListState(start, { page: 4 }).toString()).toBe('resource=coupons&page=4');
    expect(updateAuditListState(start, { ordering: 'actor' }).toString()).toBe(
      'resource=coupons&ordering=actor',
    );
    expect(updateAuditListState(start, { pageSize: 50 }).toString()).toBe('resource=coupons&page_size=50');
    expect(updateAuditListState(new URLSearchParams('page_size=50'), { pageSize: 25 }).toString()).toBe('');
  });
});

describe('/audit_log', () => {
  it('lists the entries, filters by resource and by a row’s actor, and shows a row’s before/after', async () => {
    const api = mockApi({ 'GET /api/audit-log/': json(page([entry()])) });
    const { user } = renderWithProviders(<AuditLogPage />, { path: '/audit_log' });

    const rowOf = async () => (await screen.findByText('Updated the QR code 123')).closest('tr')!;
    const row = await rowOf();
    expect(row).toHaveTextContent('Ada Admin');

    await user.click(screen.getByRole('combobox', { name: 'Resource' }));
    await user.click(await screen.findByRole('option', { name: 'qr-codes' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/audit_log?resource=qr-codes');
    await user.click(within(await rowOf()).getByRole('button', { name: 'Ada Admin' }));
    expect(await screen.findByText('Actor: Ada Admin')).toBeInTheDocument();
    const last = api.to('GET', '/api/audit-log/').at(-1)!;
    expect(last.url.searchParams.get('resource')).toBe('qr-codes');
    expect(last.url.searchParams.get('actor')).toBe('7');

    await user.click(within(await rowOf()).getByRole('button', { name: 'Details' }));
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const company = within(changes).getByRole('row', { name: /company/ });
    expect(company).toHaveTextContent('Acme');
    expect(company).toHaveTextContent('Acme Prints');
  });

  it('sorts by a header, changes the rows per page, and exports what it shows without the paging', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    const api = mockApi({
      'GET /api/audit-log/': json(page([entry()])),
      'GET /api/audit-log/export.csv': new Response('id,created_at\n1,x\n', {
        headers: { 'content-type': 'text/csv' },
      }),
    });
    const admin = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
    const { user } = renderWithProviders(<AuditLogPage />, {
      path: '/audit_log?resource=qr-codes',
      cache: [[['current-user'], admin]],
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await screen.findByText('Updated the QR code 123');
    expect(within(table).getByRole('columnheader', { name: /When/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(table).getByRole('button', { name: /Actor/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/audit_log?resource=qr-codes&ordering=actor',
    );
    await user.click(within(table).getByRole('button', { name: /Actor/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('ordering=-actor');
    expect(within(table).getByRole('columnheader', { name: /Actor/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('page_size=50');
    await waitFor(() =>
      expect(api.to('GET', '/api/audit-log/').at(-1)!.url.search).toBe(
        '?limit=50&offset=0&ordering=-actor&resource=qr-codes',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.to('GET', '/api/audit-log/export.csv')).toHaveLength(1));
    expect(api.to('GET', '/api/audit-log/export.csv')[0]!.url.search).toBe(
      '?ordering=-actor&resource=qr-codes',
    );
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('shows the From/To dates of the URL in the date filters, which load after the list', async () => {
    mockApi({ 'GET /api/audit-log/': json(page([entry()])) });
    renderWithProviders(<AuditLogPage />, { path: '/audit_log?from=2026-11-01&to=2026-11-30' });
    await screen.findByText('Updated the QR code 123');
    expect(await screen.findByRole('group', { name: 'From' })).toHaveTextContent('1st Nov, 2026');
    expect(screen.getByRole('group', { name: 'To' })).toHaveTextContent('30th Nov, 2026');
  });

  it('says so when nothing was recorded', async () => {
    mockApi({ 'GET /api/audit-log/': json(page([])) });
    renderWithProviders(<AuditLogPage />, { path: '/audit_log' });
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });
});
