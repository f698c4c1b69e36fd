import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupUser, renderWithProviders } from '@/test/render';

import { activeStatusColumn } from '../active-status-column';
import { DataTable, type DataTableColumn, type DataTableProps } from '../data-table';
import { fieldColumn } from '../data-table-columns';
import { PagedDataTable } from '../data-table-pagination';

interface Fruit {
  id: number;
  name: string;
  count: number;
}

const COLUMNS: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', render: (fruit) => fruit.name },
  { key: 'count', header: 'Count', align: 'right', render: (fruit) => fruit.count.toLocaleString('en-US') },
];

const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple', count: 1200 },
  { id: 2, name: 'Pear', count: 3 },
];

function renderTable(props: Partial<DataTableProps<Fruit>> = {}) {
  renderWithProviders(
    <DataTable columns={COLUMNS} rows={FRUITS} ariaLabel="Fruits" emptyText="No fruit yet" {...props} />,
  );
  return screen.getByRole('table', { name: 'Fruits' });
}

describe('DataTable', () => {
  it('shows the column headers and a row per item', () => {
    const table = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Apple', '1,200'],
      ['Pear', '3'],
    ]);
  });

  it('shows the empty text in one cell spanning every column', () => {
    const table = renderTable({ rows: [] });
    const cell = within(table).getByRole('cell', { name: 'No fruit yet' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('shows hidden skeleton rows, not the empty text, while the first load runs', () => {
    const table = renderTable({ rows: [], loading: true, skeletonRows: 3 });
    expect(within(table).queryByText('No fruit yet')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
  });

  it('keeps showing the rows while a later load runs', () => {
    const table = renderTable({ loading: true });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('calls onRowClick with the clicked row', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    await setupUser().click(screen.getByRole('cell', { name: 'Pear' }));
    expect(onRowClick).toHaveBeenCalledWith(FRUITS[1]);
  });

  it('has no page controls: a PagedDataTable draws them under the table from `pagination`', async () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    const onPageChange = vi.fn();
    renderWithProviders(
      <PagedDataTable
        columns={COLUMNS}
        rows={FRUITS}
        ariaLabel="Paged fruits"
        emptyText="No fruit yet"
        pagination={{ count: 35, page: 2, pageSize: 10, onPageChange, countCap: 10_000 }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Paged fruits' })).toBeInTheDocument();
    expect(screen.getByText('11–20 of 35')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('keeps a footer that is not its pages', () => {
    renderTable({ footer: <p>Totals</p> });
    expect(screen.getByText('Totals')).toBeInTheDocument();
  });

  it('fieldColumn: shows one field as it is, its header sorting the list by that field', async () => {
    const onSort = vi.fn();
    const table = renderTable({
      columns: [fieldColumn('name', 'Name'), fieldColumn('count', 'Count', { align: 'right' })],
      sorting: { ordering: 'name', onSort },
    });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Apple', '1200', 'Pear', '3']);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await setupUser().click(within(table).getByRole('button', { name: /Count/ }));
    expect(onSort).toHaveBeenCalledWith('count');
  });

  it('activeStatusColumn: says each row’s state, its header sorting the list by is_active', async () => {
    const onSort = vi.fn();
    const rows = [
      { id: 1, is_active: true },
      { id: 2, is_active: false },
    ];
    renderWithProviders(
      <DataTable
        columns={[activeStatusColumn<(typeof rows)[number]>((row) => (row.is_active ? 'On' : 'Off'))]}
        rows={rows}
        ariaLabel="States"
        emptyText="None"
        sorting={{ onSort }}
      />,
    );
    const table = screen.getByRole('table', { name: 'States' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['On', 'Off']);
    await setupUser().click(within(table).getByRole('button', { name: /Status/ }));
    expect(onSort).toHaveBeenCalledWith('is_active');
  });
});
