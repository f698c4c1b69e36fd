import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { datePart } from '@/lib/format';

import { NO_QR_CODES_TEXT } from '../list-state';

import type { TQrCode } from '@printhub/contract';

/** a green dot for active, a grey one for inactive, named for screen readers. */
export function ActiveDot({ active }: { active: boolean }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={active ? 'Active' : 'Inactive'}
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: active ? 'success.main' : 'grey.400',
      }}
    />
  );
}

export interface QrCodesTableProps {
  rows: readonly TQrCode[];
  /** The first load: skeleton rows instead of 'No Records found'. */
  loading?: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onShowScans: (qr: TQrCode) => void;
  onView: (qr: TQrCode) => void;
}

const dateCell = (iso: string) => <time dateTime={iso}>{datePart(iso)}</time>;

/** QR codes with row checkboxes and select-all; dates show the part before 'T'. */
export function QrCodesTable({
  rows,
  loading = false,
  selected,
  onSelectedChange,
  onShowScans,
  onView,
}: QrCodesTableProps) {
  const selectedCount = rows.filter((qr) => selected.has(qr.id)).length;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };

  const columns: DataTableColumn<TQrCode>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          checked={allSelected}
          indeterminate={selectedCount > 0 && !allSelected}
          disabled={rows.length === 0}
          onChange={() => onSelectedChange(allSelected ? new Set() : new Set(rows.map((qr) => qr.id)))}
          slotProps={{ input: { 'aria-label': 'Select all QR codes' } }}
        />
      ),
      sx: { width: 48, py: 0 },
      render: (qr) => (
        <Checkbox
          checked={selected.has(qr.id)}
          onChange={() => toggle(qr.id)}
          slotProps={{ input: { 'aria-label': `Select QR ${qr.code}` } }}
        />
      ),
    },
    { key: 'company', header: 'Company', render: (qr) => qr.company },
    { key: 'code', header: 'Qr Code', render: (qr) => qr.code },
    {
      key: 'generated',
      header: 'Generated Date',
      sx: { whiteSpace: 'nowrap' },
      render: (qr) => dateCell(qr.generated_date),
    },
    {
      key: 'validity',
      header: 'Validity',
      sx: { whiteSpace: 'nowrap' },
      render: (qr) => dateCell(qr.validity),
    },
    { key: 'value', header: 'Value', align: 'right', render: (qr) => qr.value.toLocaleString('en-US') },
    {
      key: 'scanned',
      header: 'Scanned',
      align: 'right',
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
    {
      key: 'download',
      header: 'Download',
      render: (qr) => (
        <Button size="small" variant="outlined" onClick={() => onView(qr)} sx={{ whiteSpace: 'nowrap' }}>
          View & Download
        </Button>
      ),
    },
    {
      key: 'active',
      header: 'Is Active',
      align: 'center',
      render: (qr) => <ActiveDot active={qr.is_active} />,
    },
  ];

  return (
    <Paper variant="outlined">
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(qr) => qr.id}
        ariaLabel="QR codes"
        loading={loading}
        emptyText={NO_QR_CODES_TEXT}
        isRowSelected={(qr) => selected.has(qr.id)}
      />
    </Paper>
  );
}
