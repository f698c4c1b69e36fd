import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HistoryButton } from '@/components/audit-history/history-button';
import { HistoryPanel, NO_HISTORY_TEXT } from '@/components/audit-history/history-panel';
import { json, mockApi, renderWithProviders } from '@/test/render';

import type { TAuditEntry } from '@printhub/contract';

const entries: TAuditEntry[] = [
  {
    id: 2,
    actor: { id: 1, full_name: 'Ada Admin' },
    action: 'update',
    resource: 'coupons',
    resource_id: '5',
    summary: 'Updated the coupon SAVE10',
    changes: { discount_percentage: [10, 15] },
    created_at: '2026-11-24T11:00:00Z',
  },
  {
    id: 1,
    actor: { id: 1, full_name: 'Ada Admin' },
    action: 'create',
    resource: 'coupons',
    resource_id: '5',
    summary: 'Created the coupon SAVE10',
    changes: { code: [null, 'SAVE10'] },
    created_at: '2026-11-24T10:00:00Z',
  },
];

describe('HistoryPanel', () => {
  it('asks for the record’s entries and shows them newest first with actor and before/after', async () => {
    const api = mockApi({
      'GET /api/audit-log/': json({ count: 2, next: null, previous: null, results: entries }),
    });
    renderWithProviders(<HistoryPanel resource="coupons" resourceId={5} />);
    const list = await screen.findByRole('list', { name: 'History' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Updated the coupon SAVE10');
    expect(items[0]).toHaveTextContent('Ada Admin');
    const row = within(items[0]!).getByRole('row', { name: /discount_percentage/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('discount_percentage');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '15']);
    expect(within(items[1]!).getByRole('row', { name: /code/ })).toHaveTextContent('—SAVE10');
    const query = api.to('GET', '/api/audit-log/')[0]!.url.searchParams;
    expect([query.get('resource'), query.get('resource_id')]).toEqual(['coupons', '5']);
  });

  it('says when there is nothing yet, and a refusal without Retry (a retry meets it again)', async () => {
    mockApi({ 'GET /api/audit-log/': json({ count: 0, next: null, previous: null, results: [] }) });
    const { unmount } = renderWithProviders(<HistoryPanel resource="clients" resourceId={3} />);
    expect(await screen.findByText(NO_HISTORY_TEXT)).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/audit-log/': json({ error: 'You do not have permission to do this' }, 403) });
    renderWithProviders(<HistoryPanel resource="clients" resourceId={3} />);
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('opens from its History button with the keyboard', async () => {
    mockApi({ 'GET /api/audit-log/': json({ count: 2, next: null, previous: null, results: entries }) });
    const { user } = renderWithProviders(
      <HistoryButton resource="coupons" resourceId={5} title="coupon SAVE10" />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'History' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'History of coupon SAVE10' });
    expect(await within(dialog).findByText('Updated the coupon SAVE10')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
