import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

import { DataTable, type DataTableColumn } from '../data-table';
import { selectionColumn } from '../data-table-selection';
import { ListScreen } from '../list-screen';

interface Job {
  id: number;
  title: string;
  pages: number;
  status: string;
}

const JOBS: Job[] = [
  { id: 1, title: 'Wedding cards', pages: 40, status: 'Delivered' },
  { id: 2, title: 'Menu', pages: 2, status: 'Confirmed' },
];

const COLUMNS: DataTableColumn<Job>[] = [
  { key: 'title', header: 'Title', render: (job) => job.title },
  { key: 'pages', header: 'Pages', align: 'right', render: (job) => job.pages },
  { key: 'status', header: 'Status', render: (job) => job.status },
  { key: 'open', header: 'Open', card: 'action', render: (job) => <Button>Open {job.title}</Button> },
];

/** The jobs with row checkboxes, as a list with bulk actions draws them. */
function Jobs() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = selectionColumn({
    rows: JOBS,
    selected,
    onChange: setSelected,
    selectAllLabel: 'Select all jobs',
    rowLabel: (job) => `Select ${job.title}`,
  });
  return (
    <>
      <DataTable
        columns={[select, ...COLUMNS]}
        rows={JOBS}
        ariaLabel="Jobs"
        emptyText="No jobs"
        isRowSelected={(job) => selected.has(job.id)}
      />
      <output aria-label="selected">{[...selected].join(',')}</output>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataTable on a phone', () => {
  it('item 9: shows a card per row below sm: title and status first, labelled fields, the action', () => {
    setScreenWidth(390);
    renderWithProviders(<Jobs />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    expect(card).toHaveTextContent(/^Wedding cardsStatusDeliveredPages40Open Wedding cards$/);
    expect(within(card).getByRole('group', { name: 'Status' })).toHaveTextContent('Delivered');
    // The other columns keep their headers as labels: a description list.
    expect(within(card).getByRole('term')).toHaveTextContent('Pages');
    expect(within(card).getByRole('definition')).toHaveTextContent('40');
    expect(within(card).getByRole('button', { name: 'Open Wedding cards' })).toBeInTheDocument();
  });

  it("a card's fields are plain terms and definitions styled by their list, no styled part per field", () => {
    setScreenWidth(390);
    renderWithProviders(<Jobs />);
    const card = within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem')[0]!;
    const term = within(card).getByRole('term');
    const definition = within(card).getByRole('definition');
    // A phone draws a field per column and row: each a styled component (its own class) would make the
    // list's first render several times longer.
    expect(term).not.toHaveAttribute('class');
    expect(definition).not.toHaveAttribute('class');
    expect(term.parentElement).toBe(definition.parentElement);
    // The label still reads as secondary text, from the list's one rule.
    expect(getComputedStyle(term).color).toBe('var(--mui-palette-text-secondary)');
    expect(getComputedStyle(definition).margin).toBe('0px');
  });

  it('item 9: selects rows by the checkboxes on the cards, by keyboard too, and all of them', async () => {
    setScreenWidth(390);
    const { user } = renderWithProviders(<Jobs />);
    const selection = screen.getByRole('status', { name: 'selected' });
    const cards = within(screen.getByRole('list', { name: 'Jobs' }));
    await user.click(cards.getByRole('checkbox', { name: 'Select Menu' }));
    expect(selection).toHaveTextContent('2');
    cards.getByRole('checkbox', { name: 'Select Wedding cards' }).focus();
    await user.keyboard(' ');
    expect(selection).toHaveTextContent('2,1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all jobs' }));
    expect(selection).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('checkbox', { name: 'Select all jobs' }));
    expect(selection).toHaveTextContent('1,2');
  });

  it('item 9: stays a table with its column headers from sm up', () => {
    setScreenWidth(1440);
    renderWithProviders(<Jobs />);
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Title', 'Pages', 'Status', 'Open']);
    expect(screen.queryByRole('list', { name: 'Jobs' })).not.toBeInTheDocument();
  });
});

/** The jobs sorted by title and pages (status does not sort), the ordering kept as a list's URL keeps it. */
function SortedJobs({ onSort }: { onSort: (ordering: string) => void }) {
  const [ordering, setOrdering] = useState<string | undefined>('-pages');
  const columns = COLUMNS.map((column) =>
    column.key === 'title' || column.key === 'pages' ? { ...column, sortField: column.key } : column,
  );
  const sort = (next: string) => {
    onSort(next);
    setOrdering(next);
  };
  return (
    <DataTable
      columns={columns}
      rows={JOBS}
      ariaLabel="Jobs"
      emptyText="No jobs"
      sorting={{ ordering, onSort: sort }}
    />
  );
}

describe('DataTable on a phone, sorted', () => {
  it("item 9: a phone's cards sort by a Sort by choice of the sortable columns", async () => {
    setScreenWidth(390);
    const onSort = vi.fn();
    const { user } = renderWithProviders(<SortedJobs onSort={onSort} />);
    const sortBy = screen.getByRole('combobox', { name: /^Sort by/ });
    expect(sortBy).toHaveTextContent('Pages ↓');
    sortBy.focus();
    await user.keyboard('{Enter}');
    const options = within(screen.getByRole('listbox', { name: 'Sort by' })).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label') ?? option.textContent)).toEqual([
      'Default order',
      'Title, ascending',
      'Title, descending',
      'Pages, ascending',
      'Pages, descending',
    ]);
    expect(screen.getByRole('option', { name: 'Pages, descending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Title, ascending' }));
    expect(onSort).toHaveBeenLastCalledWith('title');
    expect(screen.getByRole('combobox', { name: /^Sort by/ })).toHaveTextContent('Title ↑');
    // By keyboard: open, down to the next choice, Enter.
    screen.getByRole('combobox', { name: /^Sort by/ }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('-title');
    expect(onSort).toHaveBeenCalledTimes(2);
  });

  it('item 9: no Sort by on a phone without sorting or without sortable columns, nor from sm up', () => {
    setScreenWidth(390);
    const { unmount } = renderWithProviders(
      <DataTable
        columns={COLUMNS}
        rows={JOBS}
        ariaLabel="Jobs"
        emptyText="No jobs"
        sorting={{ onSort: () => undefined }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();
    setScreenWidth(1440);
    renderWithProviders(<SortedJobs onSort={() => undefined} />);
    expect(screen.getByRole('table', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

/** A list screen with a search, as the lists build theirs. */
function JobsScreen({ q, isFetching = false }: { q: string; isFetching?: boolean }) {
  return (
    <ListScreen
      title="Jobs"
      list={{ isError: false, error: null, isFetching, refetch: () => undefined }}
      search="Search jobs"
      state={{ q }}
      update={() => undefined}
      count={{ total: 2, one: 'job', many: 'jobs' }}
    >
      <DataTable columns={COLUMNS} rows={JOBS} ariaLabel="Jobs" emptyText="No jobs" />
    </ListScreen>
  );
}

describe('a list screen’s filters', () => {
  it('item 9: fold behind a Filters button with the number set on a phone, the count in view', async () => {
    setScreenWidth(390);
    const { user } = renderWithProviders(<JobsScreen q="menu" />);
    expect(screen.queryByRole('searchbox', { name: 'Search jobs' })).not.toBeInTheDocument();
    expect(screen.getByText('2 jobs')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('menu');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('searchbox', { name: 'Search jobs' })).not.toBeInTheDocument();
  });

  it('item 9: are shown, with no Filters button, from sm up', () => {
    setScreenWidth(1440);
    renderWithProviders(<JobsScreen q="" />);
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('names the progress bar after the title while the list loads', () => {
    renderWithProviders(<JobsScreen q="" isFetching />);
    expect(screen.getByRole('progressbar', { name: 'Loading jobs' })).toBeInTheDocument();
  });
});
