import Button from '@mui/material/Button';
import Link from '@mui/material/Link';

import { hasExpired, type TQrCode } from '@printhub/contract';

import { type DataTableColumn } from '@/components/data-table';
import { countColumn, dateColumn, fieldColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { selectionColumn } from '@/components/data-table-selection';
import { ExpiredChip } from '@/components/expired-chip';
import { StatusDot } from '@/components/status-dot';
import { datePart } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import { NO_QR_CODES_TEXT } from '../list-state';

export interface QrCodesTableProps extends Omit<PagedListProps, 'emptyText'> {
  rows: readonly TQrCode[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onShowScans: (qr: TQrCode) => void;
  onView: (qr: TQrCode) => void;
}

/** QR codes with row checkboxes and select-all; dates show the part before 'T'. */
export function QrCodesTable({
  rows,
  selected,
  onSelectedChange,
  onShowScans,
  onView,
  ...list
}: QrCodesTableProps) {
  const columns: DataTableColumn<TQrCode>[] = [
    fieldColumn('company', 'Company', { sx: { minWidth: '8em', overflowWrap: 'anywhere' } }),
    fieldColumn('code', 'Qr Code', { card: 'title', sx: { minWidth: '5em', overflowWrap: 'anywhere' } }),
    { ...dateColumn('generated', 'Generated Date', (qr) => qr.generated_date), sortField: 'generated_date' },
    { ...dateColumn('validity', 'Validity', (qr) => qr.validity), sortField: 'validity' },
    countColumn('value', 'Value', (qr) => qr.value, 'value'),
    {
      key: 'scanned',
      header: 'Scanned',
      align: 'right',
      sortField: 'count',
      render: (qr) => (
        <Link
          component="button"
          type="button"
          onClick={() => onShowScans(qr)}
          aria-label={`${qr.count} scans of QR ${qr.code}`}
        >
          {qr.count}
        </Link>
      ),
    },
    countColumn('redeemed', 'Redeemed', (qr) => qr.redeemed, 'redeemed'),
    {
      key: 'download',
      header: 'Download',
      card: 'action',
      render: (qr) => (
        <Button size="small" variant="outlined" onClick={() => onView(qr)} sx={{ whiteSpace: 'nowrap' }}>
          View & Download
        </Button>
      ),
    },
    {
      key: 'active',
      header: 'Is Active',
      card: 'status',
      align: 'center',
      sortField: 'is_active',
      // An expired code scans no more, active or not: it is marked so, not with the active dot.
      render: (qr) =>
        hasExpired(qr.validity) ? (
          <ExpiredChip since={datePart(qr.validity)} />
        ) : (
          <StatusDot on={qr.is_active} label={qr.is_active ? 'Active' : 'Inactive'} />
        ),
    },
  ];

  return (
    <ListTable
      columns={[
        selectionColumn({
          rows: rows,
          selected,
          onChange: onSelectedChange,
          selectAllLabel: 'Select all QR codes',
          rowLabel: (qr) => `Select QR ${qr.code}`,
          padding: 'checkbox',
        }),
        ...columns,
      ]}
      rows={rows}
      ariaLabel="QR codes"
      emptyText={NO_QR_CODES_TEXT}
      isRowSelected={(qr) => selected.has(qr.id)}
      list={list}
      // Ten columns, long company names and codes wrapping: they fit a 1440 px screen beside the menu.
      dense
      pageSize={DEFAULT_PAGE_SIZE}
    />
  );
}
