import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { parseListView, updateListParams } from '@/lib/list-params';
import { setupUser, renderWithProviders } from '@/test/render';

import { leadActionLabel, LeadsTable } from '../components/leads-table';
import { LEAD_LIST_VIEW, leadFilterParams, leadListQuery, parseLeadFilters } from '../list-state';

import type { TLead } from '@printhub/contract';

const lead = (overrides: Partial<TLead> = {}): TLead => ({
  id: 1,
  name: 'Kiran',
  email: 'kiran@example.com',
  mobile: '9876543210',
  message: 'Do you print A3 posters?',
  created_at: '2024-01-05T10:00:00Z',
  handled: false,
  handled_at: null,
  handled_by_name: null,
  ...overrides,
});

const VIEW = { page: 1, pageSize: 10, q: '' };

describe('leads filter → query parameters', () => {
  it('sends handled only for Open (false) and Handled (true), with the page, ordering and days', () => {
    expect(leadListQuery(VIEW, { filter: 'all' })).toEqual({ limit: 10, offset: 0 });
    expect(leadListQuery(VIEW, { filter: 'open' })).toEqual({ limit: 10, offset: 0, handled: 'false' });
    expect(
      leadListQuery(
        { page: 2, pageSize: 25, ordering: '-name', q: 'poster' },
        { filter: 'handled', fromDate: '2024-01-01', toDate: '2024-01-31' },
      ),
    ).toEqual({
      limit: 25,
      offset: 25,
      ordering: '-name',
      query: 'poster',
      handled: 'true',
      from_date: '2024-01-01',
      to_date: '2024-01-31',
    });
  });

  it('reads the URL, defaulting to All, page 1 and 10 rows, ignoring an unknown ordering', () => {
    expect(parseListView(new URLSearchParams(''), LEAD_LIST_VIEW)).toEqual(VIEW);
    expect(parseLeadFilters(new URLSearchParams(''))).toEqual({ filter: 'all' });
    const params = new URLSearchParams(
      'status=handled&page=3&q=x&ordering=email&page_size=50&from_date=2024-02-30',
    );
    expect(parseListView(params, LEAD_LIST_VIEW)).toEqual({
      page: 3,
      pageSize: 50,
      ordering: 'email',
      q: 'x',
    });
    expect(parseLeadFilters(params)).toEqual({ filter: 'handled' });
    expect(parseListView(new URLSearchParams('ordering=message'), LEAD_LIST_VIEW).ordering).toBeUndefined();
    expect(parseLeadFilters(new URLSearchParams('status=bogus')).filter).toBe('all');
  });

  it('goes back to page 1 when the search or the filter changes', () => {
    const start = new URLSearchParams('page=3&q=x');
    expect(updateListParams(start, { filters: leadFilterParams('open') }).toString()).toBe('q=x&status=open');
    expect(updateListParams(start, { q: 'y' }).toString()).toBe('q=y');
    expect(
      updateListParams(new URLSearchParams('status=open'), { filters: leadFilterParams('all') }).toString(),
    ).toBe('');
    expect(updateListParams(start, { page: 4 }).toString()).toBe('q=x&page=4');
  });
});

describe('LeadsTable', () => {
  it("offers 'Mark handled' for an open lead and 'Reopen' for a handled one", async () => {
    expect(leadActionLabel({ handled: false })).toBe('Mark handled');
    expect(leadActionLabel({ handled: true })).toBe('Reopen');
    const onToggleHandled = vi.fn();
    const onSort = vi.fn();
    const handled = lead({ id: 2, name: 'Priya', handled: true, handled_by_name: 'Ada Admin' });
    renderWithProviders(
      <LeadsTable
        leads={[lead(), handled]}
        count={2}
        page={1}
        onPageChange={vi.fn()}
        sorting={{ ordering: 'name', onSort }}
        onToggleHandled={onToggleHandled}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Leads' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Do you print A3 posters?');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent('Handled');
    await setupUser().click(within(rows[1]!).getByRole('button', { name: 'Reopen' }));
    expect(onToggleHandled).toHaveBeenCalledWith(handled);
    expect(within(rows[0]!).getByRole('button', { name: 'Mark handled' })).toBeEnabled();
    // The sorted header says so; clicking it flips the direction, another header sorts ascending.
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await setupUser().click(within(table).getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenLastCalledWith('-name');
    await setupUser().click(within(table).getByRole('button', { name: /Received/ }));
    expect(onSort).toHaveBeenLastCalledWith('created_at');
  });

  it('shows the empty text', () => {
    renderWithProviders(
      <LeadsTable leads={[]} count={0} page={1} onPageChange={vi.fn()} onToggleHandled={vi.fn()} />,
    );
    expect(screen.getByText('No leads found')).toBeInTheDocument();
  });
});
