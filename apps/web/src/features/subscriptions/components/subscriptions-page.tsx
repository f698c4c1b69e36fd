import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';

import { API } from '@printhub/contract';

import { pagedListProps } from '@/components/data-table-pagination';
import { LazyDateRangeFilter } from '@/components/date-field/lazy-date-range-filter';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';
import { SearchField } from '@/components/search-field';
import { onDateRangeChange, useListView } from '@/lib/list-params';

import { useCreatePlan } from '../api/create-plan';
import { usePlans } from '../api/get-plans';
import { useUpdatePlan } from '../api/update-plan';
import { parsePlanFilters, PLAN_LIST_VIEW, planListQuery } from '../plan-list-state';
import { PlanForm } from './plan-form';
import { PlansTable } from './plans-table';

import type { TSubscriptionPlan } from '@printhub/contract';

/**
 * Subscription plans: the list (searched, sorted and paged by the server, its view in the URL), and a form
 * that creates a plan or edits the one picked from the list.
 */
export function SubscriptionsPage() {
  const { params, view, update: updateView } = useListView(PLAN_LIST_VIEW);
  const filters = useMemo(() => parsePlanFilters(params), [params]);
  const query = useMemo(() => planListQuery(view, filters), [view, filters]);
  const plans = usePlans(query);
  const refresh = () => void plans.refetch();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<TSubscriptionPlan | null>(null);

  return (
    <Box component="section">
      <PageHeading title="Subscriptions">
        <RefreshButton onRefresh={refresh} loading={plans.isFetching} />
        <ExportCsvButton path={API.subscriptionPlans} query={query} name="subscription-plans" />
      </PageHeading>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
            <SearchField label="Search plans" value={view.q} onSearch={(q) => updateView({ q })} />
            <LazyDateRangeFilter
              fromLabel="Created from"
              toLabel="Created to"
              from={filters.fromDate}
              to={filters.toDate}
              onChange={onDateRangeChange(updateView)}
            />
          </Stack>
          <ListBody query={plans} loadingLabel="Loading plans" onRetry={refresh}>
            <PlansTable
              plans={plans.data?.results ?? []}
              {...pagedListProps(view, updateView, plans.data)}
              loading={plans.isPending}
              emptyText={view.q ? `No plans match "${view.q}"` : undefined}
              editingId={editing?.id ?? null}
              onEdit={setEditing}
            />
          </ListBody>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <PlanForm
            key={editing?.id ?? 'new'}
            plan={editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              if (editing) {
                await update.mutateAsync({ id: editing.id, body: values });
                setEditing(null);
              } else {
                await create.mutateAsync(values);
              }
            }}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
