import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
  it('reads the filters and sends them under the API’s names', () => {
    const state = parseAuditListState(
      new URLSearchParams('resource=qr-codes&resource_id=12&actor=7&from=2026-11-01&to=2026-11-30&page=2'),
    );
    expect(auditListQuery(state)).toEqual({
      limit: 20,
      offset: 20,
      actor: 7,
      resource: 'qr-codes',
      resource_id: '12',
      from_date: '2026-11-01',
      to_date: '2026-11-30',
    });
    expect(auditListQuery(parseAuditListState(new URLSearchParams('resource=bogus&from=x')))).toEqual({
      limit: 20,
      offset: 0,
    });
  });

  it('goes back to page 1 when a filter changes', () => {
    const start = new URLSearchParams('page=3&resource=coupons');
    expect(updateAuditListState(start, { resource: 'clients' }).toString()).toBe('resource=clients');
    expect(updateAuditListState(start, { page: 4 }).toString()).toBe('resource=coupons&page=4');
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

  it('says so when nothing was recorded', async () => {
    mockApi({ 'GET /api/audit-log/': json(page([])) });
    renderWithProviders(<AuditLogPage />, { path: '/audit_log' });
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });
});
