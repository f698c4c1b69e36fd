import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/render';

import { leadActionLabel, LeadsTable } from '../components/leads-table';
import { leadListQuery, parseLeadListState, updateLeadListState } from '../list-state';

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

describe('leads filter → query parameters', () => {
  it('sends handled only for Open (false) and Handled (true)', () => {
    expect(leadListQuery({ page: 1, q: '', filter: 'all' })).toEqual({ limit: 10, offset: 0 });
    expect(leadListQuery({ page: 1, q: '', filter: 'open' })).toEqual({
      limit: 10,
      offset: 0,
      handled: 'false',
    });
    expect(leadListQuery({ page: 2, q: 'poster', filter: 'handled' })).toEqual({
      limit: 10,
      offset: 10,
      query: 'poster',
      handled: 'true',
    });
  });

  it('reads the URL, defaulting to All and page 1', () => {
    expect(parseLeadListState(new URLSearchParams(''))).toEqual({ page: 1, q: '', filter: 'all' });
    expect(parseLeadListState(new URLSearchParams('status=handled&page=3&q=x'))).toEqual({
      page: 3,
      q: 'x',
      filter: 'handled',
    });
    expect(parseLeadListState(new URLSearchParams('status=bogus')).filter).toBe('all');
  });

  it('goes back to page 1 when the search or the filter changes', () => {
    const start = new URLSearchParams('page=3&q=x');
    expect(updateLeadListState(start, { filter: 'open' }).toString()).toBe('q=x&status=open');
    expect(updateLeadListState(start, { q: 'y' }).toString()).toBe('q=y');
    expect(updateLeadListState(new URLSearchParams('status=open'), { filter: 'all' }).toString()).toBe('');
    expect(updateLeadListState(start, { page: 4 }).toString()).toBe('q=x&page=4');
  });
});

describe('LeadsTable', () => {
  it("offers 'Mark handled' for an open lead and 'Reopen' for a handled one", async () => {
    expect(leadActionLabel({ handled: false })).toBe('Mark handled');
    expect(leadActionLabel({ handled: true })).toBe('Reopen');
    const onToggleHandled = vi.fn();
    const handled = lead({ id: 2, name: 'Priya', handled: true, handled_by_name: 'Ada Admin' });
    render(
      <LeadsTable
        leads={[lead(), handled]}
        count={2}
        page={1}
        onPageChange={vi.fn()}
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
  });

  it('shows the empty text', () => {
    render(<LeadsTable leads={[]} count={0} page={1} onPageChange={vi.fn()} onToggleHandled={vi.fn()} />);
    expect(screen.getByText('No leads found')).toBeInTheDocument();
  });
});
