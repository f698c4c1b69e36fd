import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { datePart } from '@/lib/format';

import { advertisableLabel, NO_RECORDS_TEXT } from '../list-state';

import type { TClient } from '@printhub/contract';

export interface ClientsTableProps {
  rows: readonly TClient[];
  /** The first load: skeleton rows instead of 'No Records found'. */
  loading?: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onShowVouchers: (client: TClient) => void;
  /** The client whose vouchers are being fetched. */
  loadingVouchersOf?: number | null;
}

/** Client companies with row checkboxes and select-all. */
export function ClientsTable({
  rows,
  loading = false,
  selected,
  onSelectedChange,
  onShowVouchers,
  loadingVouchersOf = null,
}: ClientsTableProps) {
  const selectedCount = rows.filter((client) => selected.has(client.id)).length;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };

  const columns: DataTableColumn<TClient>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          checked={allSelected}
          indeterminate={selectedCount > 0 && !allSelected}
          disabled={rows.length === 0}
          onChange={() => onSelectedChange(allSelected ? new Set() : new Set(rows.map((c) => c.id)))}
          slotProps={{ input: { 'aria-label': 'Select all companies' } }}
        />
      ),
      sx: { width: 48, py: 0 },
      render: (client) => (
        <Checkbox
          checked={selected.has(client.id)}
          onChange={() => toggle(client.id)}
          slotProps={{ input: { 'aria-label': `Select ${client.name}` } }}
        />
      ),
    },
    { key: 'name', header: 'Name', render: (client) => client.name },
    { key: 'contact', header: 'Contact', sx: { whiteSpace: 'nowrap' }, render: (client) => client.contact },
    { key: 'potential', header: 'Potential', render: (client) => client.potential },
    {
      key: 'joined',
      header: 'Joined on',
      sx: { whiteSpace: 'nowrap' },
      render: (client) => <time dateTime={client.joined_on}>{datePart(client.joined_on)}</time>,
    },
    { key: 'advertisable', header: 'Is Advertisable', render: advertisableLabel },
    {
      key: 'vouchers',
      header: 'Vouchers',
      render: (client) => {
        const busy = loadingVouchersOf === client.id;
        return (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onShowVouchers(client)}
            disabled={loadingVouchersOf !== null}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={14} aria-hidden /> : undefined}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Show Vouchers
          </Button>
        );
      },
    },
  ];

  return (
    <Paper variant="outlined">
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(client) => client.id}
        ariaLabel="Client companies"
        loading={loading}
        emptyText={NO_RECORDS_TEXT}
        isRowSelected={(client) => selected.has(client.id)}
      />
    </Paper>
  );
}
