import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { API, COUNT_CAP, formatCount } from '@printhub/contract';

import { useAuditEntries } from '@/components/audit-history/audit-entries';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';
import { useListSearchParams } from '@/lib/list-params';

import {
  auditListQuery,
  parseAuditListState,
  updateAuditListState,
  type AuditListPatch,
} from '../list-state';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/**
 * Who changed what: the whole log, filtered by resource, record, actor and dates, sortable headers, pages of
 * 25 (or 10, 50, 100), Export CSV; the view lives in the URL.
 */
export function AuditLogPage() {
  const [params, setParams] = useListSearchParams();
  const state = useMemo(() => parseAuditListState(params), [params]);
  const query = useMemo(() => auditListQuery(state), [state]);
  const entries = useAuditEntries(query);
  const update = (patch: AuditListPatch & { page?: number; pageSize?: number; ordering?: string }) =>
    setParams((previous) => updateAuditListState(previous, patch));
  const refresh = () => void entries.refetch();
  const count = entries.data?.count ?? 0;
  const filtered = Boolean(state.resource || state.resourceId || state.actor || state.from || state.to);
  return (
    <Box component="section">
      <PageHeading title="Audit Log">
        <RefreshButton onRefresh={refresh} loading={entries.isFetching} />
        <ExportCsvButton path={API.auditLog} query={{ ...query }} name="audit-log" />
      </PageHeading>
      <AuditLogFilters state={state} onChange={update} />
      <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
        {entries.data && !entries.isError
          ? `${formatCount(count, COUNT_CAP)} ${count === 1 ? 'entry' : 'entries'}`
          : ''}
      </Typography>
      <ListBody query={entries} loadingLabel="Loading the audit log" onRetry={refresh}>
        <AuditLogTable
          entries={entries.data?.results ?? []}
          count={count}
          hasNext={Boolean(entries.data?.next)}
          page={state.page}
          onPageChange={(page) => update({ page })}
          pageSize={state.pageSize}
          onPageSizeChange={(pageSize) => update({ pageSize })}
          sorting={{ ordering: state.ordering, onSort: (ordering) => update({ ordering }) }}
          loading={entries.isPending}
          emptyText={filtered ? 'No changes match these filters' : undefined}
          onActor={(actor) => update({ actor: actor.id ?? undefined, actorName: actor.full_name })}
        />
      </ListBody>
    </Box>
  );
}
