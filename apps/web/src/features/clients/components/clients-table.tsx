import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

import { dateColumn, fieldColumn } from '@/components/data-table-columns';
import { PagedDataTable, pagedTableProps, type PagedListProps } from '@/components/data-table-pagination';
import { selectionColumn } from '@/components/data-table-selection';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import { advertisableLabel, NO_RECORDS_TEXT } from '../list-state';

import type { DataTableColumn } from '@/components/data-table';
import type { TClient } from '@printhub/contract';

export interface ClientsTableProps extends PagedListProps {
  rows: readonly TClient[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onShowVouchers: (client: TClient) => void;
  /** The client whose vouchers are being fetched. */
  loadingVouchersOf?: number | null;
  /** The API's cap on the count (the contract's countCap(query)). */
  countCap?: number;
}

/** Client companies, a page at a time, with row checkboxes and select-all (of the page shown). */
export function ClientsTable({
  rows,
  loading = false,
  emptyText = NO_RECORDS_TEXT,
  selected,
  onSelectedChange,
  onShowVouchers,
  loadingVouchersOf = null,
  countCap,
  ...list
}: ClientsTableProps) {
  const columns: DataTableColumn<TClient>[] = [
    fieldColumn('name', 'Name'),
    { key: 'contact', header: 'Contact', sx: { whiteSpace: 'nowrap' }, render: (client) => client.contact },
    fieldColumn('potential', 'Potential'),
    { ...dateColumn('joined', 'Joined on', (client) => client.joined_on), sortField: 'joined_on' },
    { key: 'advertisable', header: 'Is Advertisable', render: advertisableLabel },
    {
      key: 'vouchers',
      header: 'Vouchers',
      card: 'action',
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
    <PagedDataTable
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
      emptyText={emptyText}
      isRowSelected={(client) => selected.has(client.id)}
      {...pagedTableProps(list, DEFAULT_PAGE_SIZE, countCap)}
      outlined
    />
  );
}
