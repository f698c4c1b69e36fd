import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { useAuditEntries } from '@/components/audit-history/audit-entries';
import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';

import {
  auditListQuery,
  parseAuditListState,
  updateAuditListState,
  type AuditListPatch,
} from '../list-state';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/** Who changed what: the whole log, filtered by resource, record, actor and dates, 20 a page. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseAuditListState(params), [params]);
  const query = useMemo(() => auditListQuery(state), [state]);
  const entries = useAuditEntries(query);
  const update = (patch: AuditListPatch & { page?: number }) =>
    setParams((previous) => updateAuditListState(previous, patch));
  const refresh = () => void entries.refetch();
  const count = entries.data?.count ?? 0;
  const filtered = Boolean(state.resource || state.resourceId || state.actor || state.from || state.to);
  return (
    <Box component="section">
      <PageHeading
        title="Audit Log"
        actions={<RefreshButton onRefresh={refresh} loading={entries.isFetching} />}
      />
      <AuditLogFilters state={state} onChange={update} />
      <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
        {entries.data && !entries.isError
          ? `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`
          : ''}
      </Typography>
      <ListBody query={entries} loadingLabel="Loading the audit log" onRetry={refresh}>
        <AuditLogTable
          entries={entries.data?.results ?? []}
          count={count}
          page={state.page}
          onPageChange={(page) => update({ page })}
          loading={entries.isPending}
          emptyText={filtered ? 'No changes match these filters' : undefined}
          onActor={(actor) => update({ actor: actor.id ?? undefined, actorName: actor.full_name })}
        />
      </ListBody>
    </Box>
  );
}
