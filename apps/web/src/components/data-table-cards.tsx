import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type Key, type ReactNode } from 'react';

import { FilterSelect } from './filter-select';

import type { DataTableColumn, DataTableOptions, DataTableSorting } from './data-table';

type Column<T> = DataTableColumn<T>;

/** Which column fills which part of a card: the checkbox, the title, the status, the actions, the rest. */
export function cardParts<T>(columns: readonly Column<T>[]) {
  const select = columns.find((c) => c.key === 'select');
  const status = columns.filter((c) => c.card === 'status' || (!c.card && c.key === 'status'));
  const actions = columns.filter((c) => c.card === 'action' || (!c.card && c.key === 'action'));
  const others = columns.filter((c) => c !== select && !status.includes(c) && !actions.includes(c));
  const title = others.find((c) => c.card === 'title') ?? others[0];
  return { select, title, status, actions, fields: others.filter((c) => c !== title) };
}

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** A column's content in a card; a click on it stays there when the column says so (a checkbox, a link). */
function Part<T>({ column, row, sx }: { column: Column<T>; row: T; sx?: object }) {
  return (
    <Box onClick={column.stopRowClick ? stopPropagation : undefined} sx={sx}>
      {column.render(row)}
    </Box>
  );
}

/** A status beside the card's title, named by its header (a group 'Status', 'Is Active'). */
function Status<T>({ column, row }: { column: Column<T>; row: T }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography id={id} variant="caption" color="text.secondary">
        {column.header}
      </Typography>
      <Part column={column} row={row} sx={{ display: 'flex' }} />
    </Box>
  );
}

/** The fields under a card's title: each column's header as its label, then the row's value. */
function Fields<T>({ columns, row }: { columns: readonly Column<T>[]; row: T }) {
  if (columns.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 12px', m: 0 }}
    >
      {columns.map((column) => (
        <Box key={column.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {column.header}
          </Typography>
          <Box
            component="dd"
            onClick={column.stopRowClick ? stopPropagation : undefined}
            sx={{ m: 0, overflowWrap: 'anywhere', typography: 'body2' }}
          >
            {column.render(row)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The cards' order, as their missing headers would sort them: each sortable column (by its header's words)
 * ascending and descending. The API's default order shows as no choice.
 */
function SortBy<T>({ columns, sorting }: { columns: readonly Column<T>[]; sorting: DataTableSorting }) {
  const options = columns.flatMap(({ header, sortField }) =>
    typeof header === 'string' && sortField
      ? [
          { value: sortField, label: `${header} ↑`, ariaLabel: `${header}, ascending` },
          { value: `-${sortField}`, label: `${header} ↓`, ariaLabel: `${header}, descending` },
        ]
      : [],
  );
  if (options.length === 0) return null;
  const value = options.some((option) => option.value === sorting.ordering) ? sorting.ordering! : '';
  return (
    <FilterSelect
      label="Sort by"
      value={value}
      options={options}
      onChange={sorting.onSort}
      placeholder="Default order"
      sx={{ mb: 1.5 }}
    />
  );
}

/**
 * A list on a phone (DataTable below `sm`): a card per row, named by the table's name. The title (and the
 * row's checkbox) and the status head the card, its other columns follow with their headers as labels, and
 * its actions close it, so that nothing of a row is off to the side. The select-all checkbox stands above,
 * and with `sorting` a "Sort by" choice of the sortable columns, as the headers would sort a table.
 */
export function DataTableCards<T>({
  columns,
  rows,
  getRowKey,
  ariaLabel,
  loading = false,
  emptyText,
  onRowClick,
  isRowSelected,
  skeletonRows = 5,
  footer,
  sorting,
}: DataTableOptions<T> & { getRowKey: (row: T) => Key }) {
  const { select, title, status, actions, fields } = cardParts(columns);
  const empty = rows.length === 0;
  let items: ReactNode = rows.map((row) => (
    <Paper
      component="li"
      variant="outlined"
      key={getRowKey(row)}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      sx={{
        p: 1.5,
        cursor: onRowClick ? 'pointer' : undefined,
        borderColor: isRowSelected?.(row) ? 'primary.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {select && <Part column={select} row={row} sx={{ m: -1 }} />}
        {title && <Part column={title} row={row} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} />}
        {status.map((column) => (
          <Status key={column.key} column={column} row={row} />
        ))}
      </Box>
      <Fields columns={fields} row={row} />
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          {actions.map((column) => (
            <Part key={column.key} column={column} row={row} />
          ))}
        </Box>
      )}
    </Paper>
  ));
  if (empty && loading) {
    items = Array.from({ length: skeletonRows }, (_, index) => (
      <Paper component="li" variant="outlined" key={`skeleton-${index}`} aria-hidden sx={{ p: 1.5 }}>
        <Skeleton variant="text" />
        <Skeleton variant="text" />
      </Paper>
    ));
  } else if (empty) {
    items = (
      <Typography component="li" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <>
      {sorting && <SortBy columns={columns} sorting={sorting} />}
      {select && !empty && (
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          {select.header}
          <Typography variant="body2">Select all</Typography>
        </Box>
      )}
      <Box
        component="ul"
        aria-label={ariaLabel}
        sx={{ display: 'grid', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {items}
      </Box>
      {footer}
    </>
  );
}
