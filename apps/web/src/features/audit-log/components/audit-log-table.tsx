import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { COUNT_CAP, type TAuditEntry } from '@printhub/contract';

import { AuditChanges } from '@/components/audit-history/audit-changes';
import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { actionColumn, dateColumn, fieldColumn } from '@/components/data-table-columns';
import { PagedDataTable, pagedTableProps, type PagedListProps } from '@/components/data-table-pagination';
import { formatDateTime } from '@/lib/format';

import { AUDIT_PAGE_SIZE } from '../list-state';

export const NO_ENTRIES_TEXT = 'No changes recorded yet';

export interface AuditLogTableProps extends PagedListProps {
  entries: readonly TAuditEntry[];
  onActor: (actor: TAuditEntry['actor']) => void;
}

/** The log (newest first unless a header sorts it); Details opens a row's before/after of each field. */
export function AuditLogTable({
  entries,
  loading = false,
  emptyText = NO_ENTRIES_TEXT,
  onActor,
  ...page
}: AuditLogTableProps) {
  const [shown, setShown] = useState<TAuditEntry | null>(null);
  const columns: DataTableColumn<TAuditEntry>[] = [
    { ...dateColumn('when', 'When', (e) => e.created_at, formatDateTime), sortField: 'created_at' },
    {
      key: 'actor',
      header: 'Actor',
      sortField: 'actor',
      render: (e) =>
        e.actor.id === null ? (
          e.actor.full_name
        ) : (
          <Link
            component="button"
            type="button"
            title={`Only changes by ${e.actor.full_name}`}
            onClick={() => onActor(e.actor)}
          >
            {e.actor.full_name}
          </Link>
        ),
    },
    { key: 'what', header: 'Action', sortField: 'action', render: (e) => e.action },
    fieldColumn('resource', 'Resource'),
    { key: 'resource_id', header: 'Id', render: (e) => e.resource_id },
    {
      key: 'summary',
      header: 'Summary',
      sx: { ...WRAPPING_TEXT_SX, maxWidth: 420 },
      render: (e) => e.summary,
    },
    actionColumn((e) => ({ label: 'Details', variant: 'outlined', onClick: () => setShown(e) })),
  ];
  return (
    <>
      <PagedDataTable
        columns={columns}
        rows={entries}
        ariaLabel="Audit log"
        loading={loading}
        emptyText={emptyText}
        {...pagedTableProps(page, AUDIT_PAGE_SIZE, COUNT_CAP)}
        outlined
      />
      <Dialog open={shown !== null} onClose={() => setShown(null)} fullWidth maxWidth="md">
        {shown && (
          <>
            <DialogTitle>{shown.summary}</DialogTitle>
            <DialogContent dividers>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {shown.actor.full_name} · {formatDateTime(shown.created_at)} · {shown.resource} #
                {shown.resource_id}
              </Typography>
              <AuditChanges changes={shown.changes} label="Changes" />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setShown(null)}>Close</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
