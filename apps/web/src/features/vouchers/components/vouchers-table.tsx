import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { hasExpired, type TVoucherCodeRow } from '@printhub/contract';

import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { dateCell, dateColumn, fieldColumn } from '@/components/data-table-columns';
import { PagedDataTable, pagedTableProps, type PagedListProps } from '@/components/data-table-pagination';
import { selectionColumn } from '@/components/data-table-selection';
import { ExpiredChip } from '@/components/expired-chip';
import { StatusDot } from '@/components/status-dot';
import { VOUCHER_PAGE_SIZE } from '@/components/vouchers-shared';

import { NO_RECORDS_TEXT, rowKey } from '../list-state';

/** Sold: a chip and the day a user bought the code; unsold says so (a sold code is told apart at a glance). */
export function SoldCell({ row }: { row: Pick<TVoucherCodeRow, 'is_assigned' | 'sold_at'> }) {
  if (!row.is_assigned)
    return (
      <Typography variant="body2" color="text.secondary">
        Unsold
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <Chip size="small" color="success" variant="outlined" label="Sold" />
      {row.sold_at && dateCell(row.sold_at)}
    </Stack>
  );
}

/** The buyer of a sold code, linking to their page; a dash for an unsold one. */
const buyerCell = (row: TVoucherCodeRow) =>
  row.buyer_id !== null && row.buyer_name !== null ? (
    <Link component={RouterLink} to={`/user/${row.buyer_id}`}>
      {row.buyer_name}
    </Link>
  ) : (
    '—'
  );

export interface VouchersTableProps extends Omit<PagedListProps, 'emptyText'> {
  /** One page of code rows. */
  rows: readonly TVoucherCodeRow[];
  /** The API's cap on the count (a count at the cap reads "10,000+"). */
  countCap: number;
  selected: ReadonlySet<string>;
  onSelectedChange: (keys: Set<string>) => void;
  /** The Bought By column (/vouchers; the client view names no one). */
  showBuyer?: boolean;
}

/**
 * One row per voucher code, a page at a time, with row checkboxes and select-all (of the page). The voucher
 * list's own columns, then whether the code was sold and when, and (on /vouchers) to whom.
 */
export function VouchersTable({
  rows,
  countCap,
  loading = false,
  selected,
  onSelectedChange,
  showBuyer = false,
  ...list
}: VouchersTableProps) {
  const { pagination, sorting } = pagedTableProps(list, VOUCHER_PAGE_SIZE, countCap);
  const columns: DataTableColumn<TVoucherCodeRow>[] = [
    fieldColumn('client_name', 'Client'),
    fieldColumn('voucher_code', 'Voucher Code', { card: 'title' }),
    {
      key: 'detail',
      header: 'Voucher Detail',
      sx: { ...WRAPPING_TEXT_SX, maxWidth: 320 },
      render: (row) => row.voucher_detail,
    },
    fieldColumn('cost', 'Cost', { align: 'right' }),
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
      render: (row) => <StatusDot on={row.is_single} label={row.is_single ? 'Single' : 'Multiple'} titled />,
    },
    {
      key: 'sold',
      header: 'Sold',
      sortField: 'is_assigned',
      sx: { whiteSpace: 'nowrap' },
      render: (row) => <SoldCell row={row} />,
    },
    ...(showBuyer ? [{ key: 'buyer', header: 'Bought By', sx: WRAPPING_TEXT_SX, render: buyerCell }] : []),
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
