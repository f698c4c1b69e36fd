import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { datePart } from '@/lib/format';

import { NO_RECORDS_TEXT, rowKey } from '../list-state';

import type { TVoucherRow } from '@/components/vouchers-shared';

/** Is Single is a dot (green for single, grey for multiple), named for screen readers. */
export function SingleDot({ single }: { single: boolean }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={single ? 'Single' : 'Multiple'}
      title={single ? 'Single' : 'Multiple'}
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: single ? 'success.main' : 'grey.400',
      }}
    />
  );
}

export interface VouchersTableProps {
  rows: readonly TVoucherRow[];
  /** The client view's client, for rows that do not carry a client name. */
  clientName?: string;
  /** The first load: skeleton rows instead of 'No Records found'. */
  loading?: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (keys: Set<string>) => void;
}

const dateCell = (iso: string | undefined) => (iso ? <time dateTime={iso}>{datePart(iso)}</time> : '—');

/** One row per voucher code, with row checkboxes and select-all. */
export function VouchersTable({
  rows,
  clientName = '',
  loading = false,
  selected,
  onSelectedChange,
}: VouchersTableProps) {
  const selectedCount = rows.filter((row) => selected.has(rowKey(row))).length;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange(next);
  };

  const columns: DataTableColumn<TVoucherRow>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          checked={allSelected}
          indeterminate={selectedCount > 0 && !allSelected}
          disabled={rows.length === 0}
          onChange={() => onSelectedChange(allSelected ? new Set() : new Set(rows.map(rowKey)))}
          slotProps={{ input: { 'aria-label': 'Select all vouchers' } }}
        />
      ),
      sx: { width: 48, py: 0 },
      render: (row) => (
        <Checkbox
          checked={selected.has(rowKey(row))}
          onChange={() => toggle(rowKey(row))}
          slotProps={{ input: { 'aria-label': `Select voucher ${row.voucher_code}` } }}
        />
      ),
    },
    { key: 'client', header: 'Client', render: (row) => row.client_name ?? clientName },
    { key: 'code', header: 'Voucher Code', render: (row) => row.voucher_code },
    {
      key: 'detail',
      header: 'Voucher Detail',
      sx: { maxWidth: 320, overflowWrap: 'anywhere' },
      render: (row) => row.voucher_detail,
    },
    { key: 'cost', header: 'Cost', align: 'right', render: (row) => row.cost },
    {
      key: 'validity',
      header: 'Validity',
      sx: { whiteSpace: 'nowrap' },
      render: (row) => dateCell(row.expiry_date),
    },
    {
      key: 'created',
      header: 'Created On',
      sx: { whiteSpace: 'nowrap' },
      render: (row) => dateCell(row.created_on),
    },
    {
      key: 'single',
      header: 'Is Single',
      align: 'center',
      render: (row) => <SingleDot single={row.is_single} />,
    },
  ];

  return (
    <Paper variant="outlined">
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={rowKey}
        ariaLabel="Vouchers"
        loading={loading}
        emptyText={NO_RECORDS_TEXT}
        isRowSelected={(row) => selected.has(rowKey(row))}
      />
    </Paper>
  );
}
