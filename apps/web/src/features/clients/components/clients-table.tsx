import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { selectionColumn } from '@/components/data-table-selection';
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
  const columns: DataTableColumn<TClient>[] = [
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
    <DataTable
      columns={[
        selectionColumn({
          rows: rows,
          getRowKey: (client) => client.id,
          selected,
          onChange: onSelectedChange,
          selectAllLabel: 'Select all companies',
          rowLabel: (client) => `Select ${client.name}`,
        }),
        ...columns,
      ]}
      rows={rows}
      getRowKey={(client) => client.id}
      ariaLabel="Client companies"
      loading={loading}
      emptyText={NO_RECORDS_TEXT}
      isRowSelected={(client) => selected.has(client.id)}
      outlined
    />
  );
}
