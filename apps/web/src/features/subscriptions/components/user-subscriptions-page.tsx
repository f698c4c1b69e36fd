import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { API } from '@printhub/contract';

import { pagedListProps } from '@/components/data-table-pagination';
import { LazyDateRangeFilter } from '@/components/date-field/lazy-date-range-filter';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';
import { onDateRangeChange, useListView } from '@/lib/list-params';

import { useUserSubscriptionPlans } from '../api/get-user-subscription-plans';
import {
  parseUserPlanFilters,
  USER_PLAN_FILTERS,
  USER_PLAN_LIST_VIEW,
  USER_PLAN_STATUS_LABELS,
  userPlanListQuery,
  userPlanStatusParams,
  type UserPlanFilter,
} from '../user-plan-list-state';
import { UserSubscriptionsTable } from './user-subscriptions-table';

/**
 * Customers' subscription plans: All / Active / Expired / Cancelled, the start dates, sortable headers,
 * pages of 10 (or 25, 50, 100), Export CSV; the view lives in the URL.
 */
export function UserSubscriptionsPage() {
  const { params, view, update } = useListView(USER_PLAN_LIST_VIEW);
  const filters = useMemo(() => parseUserPlanFilters(params), [params]);
  const query = useMemo(() => userPlanListQuery(view, filters), [view, filters]);
  const plans = useUserSubscriptionPlans(query);
  const state = { ...view, ...filters };
  const refresh = () => void plans.refetch();

  const page = plans.data;
  const count = page?.count ?? 0;
  return (
    <Box component="section">
      <PageHeading title="User Subscription Plans">
        <RefreshButton onRefresh={refresh} loading={plans.isFetching} />
        <ExportCsvButton
          path={API.userSubscriptionPlans}
          query={{ ...query }}
          name="user-subscription-plans"
        />
      </PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Filter by status"
          value={state.status}
          onChange={(_, value: UserPlanFilter | null) => {
            if (value) update({ filters: userPlanStatusParams(value) });
          }}
        >
          {USER_PLAN_FILTERS.map((status) => (
            <ToggleButton key={status} value={status}>
              {USER_PLAN_STATUS_LABELS[status]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <LazyDateRangeFilter
          fromLabel="Started from"
          toLabel="Started to"
          from={state.fromDate}
          to={state.toDate}
          onChange={onDateRangeChange(update)}
        />
        <Typography color="text.secondary" aria-live="polite">
          {page && !plans.isError ? `${count.toLocaleString('en-US')} ${count === 1 ? 'plan' : 'plans'}` : ''}
        </Typography>
      </Stack>
      <ListBody query={plans} loadingLabel="Loading subscription plans" onRetry={refresh}>
        <UserSubscriptionsTable
          plans={page?.results ?? []}
          {...pagedListProps(view, update, page)}
          loading={plans.isPending}
          emptyText={
            state.status === 'all'
              ? state.fromDate || state.toDate
                ? 'No plans started in these dates'
                : undefined
              : `No ${USER_PLAN_STATUS_LABELS[state.status].toLowerCase()} plans`
          }
        />
      </ListBody>
    </Box>
  );
}
