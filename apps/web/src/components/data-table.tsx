import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';

import { usePhone } from '@/lib/use-phone';

import { DataTableCards } from './data-table-cards';

import type { SxProps, Theme } from '@mui/material/styles';
import type { Key, ReactNode } from 'react';

/** One column, declared as data: its header and how a row fills its cell. */
export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  align?: 'left' | 'center' | 'right';
  render: (row: T) => ReactNode;
  /** Extra styles for the body cells. */
  sx?: SxProps<Theme>;
  /** Extra styles for one row's body cell; wins over `sx`. */
  cellSx?: (row: T) => SxProps<Theme>;
  /** MUI's checkbox-column padding, header and body. */
  padding?: 'checkbox';
  /** A click in this column's cells does not reach the row's onRowClick. */
  stopRowClick?: boolean;
  /** The API's ordering field this column sorts by: its header becomes a sort button (with `sorting`). */
  sortField?: string;
  /**
   * Its place on a phone's card (data-table-cards.tsx): the title (default: the first column), the status
   * (default: the column keyed 'status') beside it, or the actions (default: 'action') at the card's foot.
   */
  card?: 'title' | 'status' | 'action';
}

/** How the table is sorted (`field` or `-field`; undefined: the API's default), and how to sort it. */
export interface DataTableSorting {
  ordering?: string;
  onSort: (ordering: string) => void;
}

/** How rows are keyed: rows with an `id` by it, unless `getRowKey` says otherwise; other rows by `getRowKey`. */
export type DataTableRowKey<T> = T extends { id: Key }
  ? { getRowKey?: (row: T) => Key }
  : { getRowKey: (row: T) => Key };

export type DataTableProps<T> = DataTableOptions<T> & DataTableRowKey<T>;

export interface DataTableOptions<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** The table's accessible name. */
  ariaLabel: string;
  /** With no rows yet: skeleton rows instead of the empty text. */
  loading?: boolean;
  emptyText: string;
  onRowClick?: (row: T) => void;
  size?: 'small' | 'medium';
  stickyHeader?: boolean;
  /** How many skeleton rows stand in while loading. */
  skeletonRows?: number;
  /** Vertical padding (theme spacing) of the empty-state row. */
  emptyPaddingY?: number;
  /** Scrolls the body under the (sticky) header past this height. */
  maxHeight?: number;
  /** Rows highlight on hover. */
  hover?: boolean;
  isRowSelected?: (row: T) => boolean;
  /** Styles for every header cell. */
  headerSx?: SxProps<Theme>;
  /** Under the table (a paged table's page controls: PagedDataTable, data-table-pagination.tsx). */
  footer?: ReactNode;
  /** In an outlined Paper, as a list screen shows it. */
  outlined?: boolean;
  /** Sortable headers for the columns with a `sortField`. */
  sorting?: DataTableSorting;
  /** Half the cells' side padding: a table of many columns that must fit a laptop's screen. */
  dense?: boolean;
}

const rowId = (row: unknown): Key => (row as { id: Key }).id;

const DENSE_SX = { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } } as const;

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** A column's header: a sort button (MUI's TableSortLabel, a real button) when the column sorts. */
function HeaderCell<T>({
  column,
  sorting,
  sx,
}: {
  column: DataTableColumn<T>;
  sorting?: DataTableSorting;
  sx?: SxProps<Theme>;
}) {
  const field = sorting ? column.sortField : undefined;
  if (!sorting || !field) {
    return (
      <TableCell align={column.align} padding={column.padding} sx={sx}>
        {column.header}
      </TableCell>
    );
  }
  const active = sorting.ordering === field || sorting.ordering === `-${field}`;
  const direction = active && sorting.ordering?.startsWith('-') ? 'desc' : 'asc';
  const next = active && direction === 'asc' ? `-${field}` : field;
  return (
    // sortDirection sets the cell's aria-sort (ascending / descending) on the sorted column.
    <TableCell
      align={column.align}
      padding={column.padding}
      sx={sx}
      sortDirection={active ? direction : false}
    >
      <TableSortLabel active={active} direction={direction} onClick={() => sorting.onSort(next)}>
        {column.header}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * A list table: header from the columns, skeleton rows while loading, an empty-state row, then the rows; on a
 * phone a card per row instead (DataTableCards), with the same columns and their headers as labels.
 * Row checkboxes are a column (selectionColumn, data-table-selection.tsx); a table in pages is a PagedDataTable
 * (data-table-pagination.tsx), so that the tables without pages do not load MUI's pagination.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey = rowId,
  ariaLabel,
  loading = false,
  emptyText,
  onRowClick,
  size = 'small',
  stickyHeader = false,
  skeletonRows = 5,
  emptyPaddingY = 6,
  maxHeight,
  hover = true,
  isRowSelected,
  headerSx,
  footer,
  outlined = false,
  sorting,
  dense = false,
}: DataTableProps<T>) {
  const phone = usePhone();
  if (phone) {
    const cards = { columns, rows, getRowKey, ariaLabel, loading, emptyText, onRowClick, isRowSelected };
    return (
      <DataTableCards
        {...cards}
        skeletonRows={skeletonRows}
        footer={footer}
        {...(sorting ? { sorting } : {})}
      />
    );
  }
  const empty = rows.length === 0;
  const table = (
    <TableContainer sx={maxHeight === undefined ? undefined : { maxHeight }}>
      <Table aria-label={ariaLabel} size={size} stickyHeader={stickyHeader} sx={dense ? DENSE_SX : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                sorting={sorting}
                sx={column.padding ? undefined : headerSx}
              />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && empty
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {!loading && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ py: emptyPaddingY, textAlign: 'center' }}>
                <Typography color="text.secondary">{emptyText}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {rows.map((row) => (
            <TableRow
              key={getRowKey(row)}
              hover={hover}
              selected={isRowSelected?.(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  padding={column.padding}
                  sx={column.cellSx ? column.cellSx(row) : column.sx}
                  onClick={column.stopRowClick ? stopPropagation : undefined}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
  if (!outlined) {
    return (
      <>
        {table}
        {footer}
      </>
    );
  }
  return (
    <Paper variant="outlined">
      {table}
      {footer}
    </Paper>
  );
}

/**
 * A column of free text (a description, a reason): a long token such as a code wraps anywhere rather than
 * widen the table, while the column keeps room for ordinary words, which are never split (on a phone the
 * table scrolls in its card instead).
 */
export const WRAPPING_TEXT_SX = { minWidth: '12em', overflowWrap: 'anywhere' } as const;
