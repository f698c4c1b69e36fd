import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { LoadingState } from '@/components/loading-state';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';

import { AuditChanges } from './audit-changes';
import { useAuditEntries } from './audit-entries';

import type { TAuditResource } from '@printhub/contract';

export const NO_HISTORY_TEXT = 'No changes recorded yet';
/** The latest changes a panel shows; the Audit Log screen has them all. */
export const HISTORY_LIMIT = 50;

export interface HistoryPanelProps {
  resource: TAuditResource;
  resourceId: number | string;
}

/** One record's changes, newest first: who, when, what, and each field's before and after. */
export function HistoryPanel({ resource, resourceId }: HistoryPanelProps) {
  const history = useAuditEntries({
    limit: HISTORY_LIMIT,
    offset: 0,
    resource,
    resource_id: String(resourceId),
  });
  if (history.isPending) return <LoadingState label="Loading history" />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const entries = history.data.results;
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {NO_HISTORY_TEXT}
      </Typography>
    );
  return (
    <Stack component="ol" aria-label="History" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="subtitle2">{entry.summary}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {entry.actor.full_name} · {formatDateTime(entry.created_at)}
          </Typography>
          <AuditChanges changes={entry.changes} label={`Changes: ${entry.summary}`} />
        </Box>
      ))}
    </Stack>
  );
}
