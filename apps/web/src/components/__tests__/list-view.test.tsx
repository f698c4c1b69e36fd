import { screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  listViewQuery,
  parseListView,
  parseMultiParam,
  updateListParams,
  useListView,
} from '@/lib/list-params';
import { renderWithProviders } from '@/test/render';

import { PagedDataTable, pagedListProps, pagedTableProps } from '../data-table-pagination';

import type { DataTableColumn } from '../data-table';

interface Fruit {
  id: number;
  name: string;
  count: number;
}

const OPTIONS = { orderingFields: ['name', 'count'] };
const COLUMNS: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', sortField: 'name', render: (fruit) => fruit.name },
  { key: 'count', header: 'Count', sortField: 'count', render: (fruit) => fruit.count },
  { key: 'colour', header: 'Colour', render: () => 'green' },
];
const FRUITS: Fruit[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Fruit ${i + 1}`,
  count: i,
}));

/** A list screen as every list builds one: its view from the URL, its table's controls writing the URL. */
function FruitList() {
  const { view, update } = useListView(OPTIONS);
  const navigate = useNavigate();
  const list = pagedListProps(view, update, { count: 120, next: '/next' });
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <PagedDataTable
        columns={COLUMNS}
        rows={FRUITS}
        ariaLabel="Fruits"
        emptyText="No fruit"
        {...pagedTableProps(list, 10)}
      />
    </>
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('list view in the URL', () => {
  it('round-trips paging, sorting, search and filters through the URL', () => {
    const params = updateListParams(new URLSearchParams('page=4&keep=1'), {
      q: ' pear ',
      ordering: '-count',
      pageSize: 50,
      filters: { status: ['a', 'b'], from_date: '2024-01-05' },
    });
    // Any change but the page itself goes back to page 1; other parameters stay.
    expect(params.get('page')).toBeNull();
    expect(params.get('keep')).toBe('1');
    const view = parseListView(params, OPTIONS);
    expect(view).toEqual({ page: 1, pageSize: 50, ordering: '-count', q: 'pear' });
    expect(parseMultiParam(params, 'status', ['b', 'a', 'c'])).toEqual(['b', 'a']);
    expect(listViewQuery({ ...view, page: 3 })).toEqual({
      limit: 50,
      offset: 100,
      ordering: '-count',
      query: 'pear',
    });
    const paged = updateListParams(params, { page: 3 });
    expect(parseListView(paged, OPTIONS).page).toBe(3);
    // The default page size and an empty filter leave no parameter.
    const cleared = updateListParams(paged, { pageSize: 10, filters: { status: [], from_date: null } });
    expect(cleared.toString()).toBe('keep=1&q=pear&ordering=-count');
  });

  it('ignores what the list cannot do: an unknown sort field, an odd page size, a bad page', () => {
    expect(
      parseListView(new URLSearchParams('ordering=-secret&page_size=7&page=0'), {
        ...OPTIONS,
        defaultPageSize: 50,
      }),
    ).toEqual({ page: 1, pageSize: 50, q: '' });
  });
});

describe('sortable headers and rows per page', () => {
  it('sorts by a header (ascending, then descending), by mouse or keyboard, and the back button returns', async () => {
    const { user } = renderWithProviders(<FruitList />, { path: '/fruits?page=2' });
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    // A column without a sort field has no sort button.
    expect(within(header('Colour')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(location()).toBe('/fruits?ordering=name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    within(header('Name')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/fruits?ordering=-name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Count')).getByRole('button'));
    expect(location()).toBe('/fruits?ordering=count');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(header('Count')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/fruits?ordering=-name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers 10, 25, 50 and 100 rows per page; a new size starts at page 1', async () => {
    const { user } = renderWithProviders(<FruitList />, { path: '/fruits?page=3&ordering=count' });
    expect(screen.getByText('21–30 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(location()).toBe('/fruits?ordering=count&page_size=25');
    expect(screen.getByText('1–25 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(location()).toBe('/fruits?ordering=count&page_size=25&page=2');
  });
});
