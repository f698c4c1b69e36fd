import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';

import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { actionColumn, dateColumn, fieldColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { formatDateTime } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import type { TLead } from '@printhub/contract';

export const NO_LEADS_TEXT = 'No leads found';

export const leadActionLabel = (lead: Pick<TLead, 'handled'>): 'Mark handled' | 'Reopen' =>
  lead.handled ? 'Reopen' : 'Mark handled';

export interface LeadsTableProps extends PagedListProps {
  leads: readonly TLead[];
  busyId?: number | null;
  onToggleHandled: (lead: TLead) => void;
}

function LeadStatus({ lead }: { lead: TLead }) {
  if (!lead.handled) return <Chip size="small" color="warning" label="Open" />;
  const title = [
    lead.handled_by_name ? `By ${lead.handled_by_name}` : null,
    lead.handled_at ? formatDateTime(lead.handled_at) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Tooltip title={title}>
      <Chip size="small" color="success" label="Handled" tabIndex={0} />
    </Tooltip>
  );
}

/** Contact-us leads with Open/Handled status and 'Mark handled' / 'Reopen' per row. */
const TABLE = { ariaLabel: 'Leads', emptyText: NO_LEADS_TEXT, pageSize: DEFAULT_PAGE_SIZE } as const;

export function LeadsTable({ leads, busyId = null, onToggleHandled, ...list }: LeadsTableProps) {
  const columns: DataTableColumn<TLead>[] = [
    fieldColumn('name', 'Name'),
    {
      key: 'email',
      header: 'Email',
      sortField: 'email',
      render: (lead) => <Link href={`mailto:${lead.email}`}>{lead.email}</Link>,
    },
    fieldColumn('mobile', 'Mobile', { sx: { whiteSpace: 'nowrap' } }),
    {
      key: 'message',
      header: 'Message',
      sx: { ...WRAPPING_TEXT_SX, maxWidth: 360, whiteSpace: 'pre-wrap' },
      render: (lead) => lead.message,
    },
    { ...dateColumn('received', 'Received', (lead) => lead.created_at), sortField: 'created_at' },
    {
      key: 'status',
      header: 'Status',
      sortField: 'handled_at',
      render: (lead) => <LeadStatus lead={lead} />,
    },
    actionColumn((lead) => ({
      label: leadActionLabel(lead),
      variant: 'outlined',
      disabled: busyId === lead.id,
      onClick: () => onToggleHandled(lead),
      sx: { whiteSpace: 'nowrap' },
    })),
  ];
  return <ListTable {...TABLE} columns={columns} rows={leads} list={list} />;
}
