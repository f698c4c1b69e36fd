import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

import { hasExpired, type TVoucherCodeRow } from '@printhub/contract';

import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { dateCell, dateColumn } from '@/components/data-table-columns';
import { PagedDataTable, pagedTableProps, type PagedListProps } from '@/components/data-table-pagination';
import { selectionColumn } from '@/components/data-table-selection';
import { ExpiredChip } from '@/components/expired-chip';
import { VOUCHER_PAGE_SIZE } from '@/components/vouchers-shared';

import { NO_RECORDS_TEXT, rowKey } from '../list-state';

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

export interface VouchersTableProps extends Omit<PagedListProps, 'emptyText'> {
  /** One page of code rows. */
  rows: readonly TVoucherCodeRow[];
  /** The API's cap on the count (a count at the cap reads "10,000+"). */
  countCap: number;
  selected: ReadonlySet<string>;
  onSelectedChange: (keys: Set<string>) => void;
}

/** One row per voucher code, a page at a time, with row checkboxes and select-all (of the page). */
export function VouchersTable({
  rows,
  countCap,
  loading = false,
  selected,
  onSelectedChange,
  ...list
}: VouchersTableProps) {
  const { pagination, sorting } = pagedTableProps(list, VOUCHER_PAGE_SIZE, countCap);
  const columns: DataTableColumn<TVoucherCodeRow>[] = [
    { key: 'client', header: 'Client', sortField: 'client_name', render: (row) => row.client_name },
    {
      key: 'code',
      header: 'Voucher Code',
      sortField: 'voucher_code',
      card: 'title',
      render: (row) => row.voucher_code,
    },
    {
      key: 'detail',
      header: 'Voucher Detail',
      sx: { ...WRAPPING_TEXT_SX, maxWidth: 320 },
      render: (row) => row.voucher_detail,
    },
    { key: 'cost', header: 'Cost', sortField: 'cost', align: 'right', render: (row) => row.cost },
    {
      key: 'validity',
      header: 'Validity',
      sortField: 'expiry_date',
      sx: { whiteSpace: 'nowrap' },
      render: (row) =>
        hasExpired(row.expiry_date) ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            {dateCell(row.expiry_date)}
            <ExpiredChip />
          </Stack>
        ) : (
          dateCell(row.expiry_date)
        ),
    },
    { ...dateColumn('created', 'Created On', (row) => row.created_on), sortField: 'created_on' },
    {
      key: 'single',
      header: 'Is Single',
      align: 'center',
      render: (row) => <SingleDot single={row.is_single} />,
    },
  ];

  return (
    <PagedDataTable
      columns={[
        selectionColumn({
          rows: rows,
          getRowKey: rowKey,
          selected,
          onChange: onSelectedChange,
          selectAllLabel: 'Select all vouchers',
          rowLabel: (row) => `Select voucher ${row.voucher_code}`,
        }),
        ...columns,
      ]}
      rows={rows}
      getRowKey={rowKey}
      ariaLabel="Vouchers"
      loading={loading}
      emptyText={NO_RECORDS_TEXT}
      isRowSelected={(row) => selected.has(rowKey(row))}
      pagination={{ ...pagination, hideSinglePage: true }}
      {...(sorting ? { sorting } : {})}
      outlined
    />
  );
}
