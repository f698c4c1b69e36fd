import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { errorText } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { SearchField } from '@/components/search-field';
import { toast } from '@/lib/toast';

import { useLeads } from '../api/get-leads';
import { useSetLeadHandled } from '../api/update-lead';
import {
  LEAD_FILTER_LABELS,
  LEAD_FILTERS,
  leadListQuery,
  parseLeadListState,
  updateLeadListState,
  type LeadFilter,
  type LeadListState,
} from '../list-state';
import { LeadsTable } from './leads-table';

/** Contact-us leads: search, All / Open / Handled, pages of 10, 'Mark handled' / 'Reopen'. */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseLeadListState(params), [params]);
  const query = useMemo(() => leadListQuery(state), [state]);
  const leads = useLeads(query);
  const setHandled = useSetLeadHandled();
  const update = (patch: Partial<LeadListState>) =>
    setParams((previous) => updateLeadListState(previous, patch));
  const refresh = () => void leads.refetch();

  const page = leads.data;
  const count = page?.count ?? 0;
  return (
    <Box component="section">
      <PageHeading title="Leads" actions={<RefreshButton onRefresh={refresh} loading={leads.isFetching} />} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
        <SearchField label="Search leads" value={state.q} onSearch={(q) => update({ q })} />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Filter leads"
          value={state.filter}
          onChange={(_, value: LeadFilter | null) => {
            if (value) update({ filter: value });
          }}
        >
          {LEAD_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter}>
              {LEAD_FILTER_LABELS[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography color="text.secondary" aria-live="polite">
          {page && !leads.isError ? `${count.toLocaleString('en-US')} ${count === 1 ? 'lead' : 'leads'}` : ''}
        </Typography>
      </Stack>
      <ListBody query={leads} loadingLabel="Loading leads" onRetry={refresh}>
        <LeadsTable
          leads={page?.results ?? []}
          count={count}
          page={state.page}
          onPageChange={(next) => update({ page: next })}
          loading={leads.isPending}
          emptyText={state.q || state.filter !== 'all' ? 'No leads match these filters' : undefined}
          busyId={setHandled.isPending ? (setHandled.variables?.id ?? null) : null}
          onToggleHandled={(lead) =>
            setHandled.mutate(
              { id: lead.id, handled: !lead.handled },
              {
                onSuccess: (updated) =>
                  toast.success(
                    updated.handled ? `${updated.name} marked handled` : `${updated.name} reopened`,
                  ),
                onError: (error) => toast.error(errorText(error)),
              },
            )
          }
        />
      </ListBody>
    </Box>
  );
}
