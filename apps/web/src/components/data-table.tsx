import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

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
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => Key;
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
}

/** A list table: header from the columns, skeleton rows while loading, an empty-state row, then the rows. */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
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
}: DataTableProps<T>) {
  const empty = rows.length === 0;
  return (
    <TableContainer sx={maxHeight === undefined ? undefined : { maxHeight }}>
      <Table aria-label={ariaLabel} size={size} stickyHeader={stickyHeader}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.header}
              </TableCell>
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
                  sx={column.cellSx ? column.cellSx(row) : column.sx}
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
}
