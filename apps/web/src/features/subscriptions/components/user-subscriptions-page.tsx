import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';

import { useUserSubscriptionPlans } from '../api/get-user-subscription-plans';
import {
  parseUserPlanListState,
  updateUserPlanListState,
  USER_PLAN_FILTERS,
  USER_PLAN_STATUS_LABELS,
  userPlanListQuery,
  type UserPlanFilter,
  type UserPlanListState,
} from '../user-plan-list-state';
import { UserSubscriptionsTable } from './user-subscriptions-table';

/** Customers' subscription plans: All / Active / Expired / Cancelled, pages of 10. */
export function UserSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseUserPlanListState(params), [params]);
  const query = useMemo(() => userPlanListQuery(state), [state]);
  const plans = useUserSubscriptionPlans(query);
  const update = (patch: Partial<UserPlanListState>) =>
    setParams((previous) => updateUserPlanListState(previous, patch));
  const refresh = () => void plans.refetch();

  const page = plans.data;
  const count = page?.count ?? 0;
  return (
    <Box component="section">
      <PageHeading
        title="User Subscription Plans"
        actions={<RefreshButton onRefresh={refresh} loading={plans.isFetching} />}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Filter by status"
          value={state.status}
          onChange={(_, value: UserPlanFilter | null) => {
            if (value) update({ status: value });
          }}
        >
          {USER_PLAN_FILTERS.map((status) => (
            <ToggleButton key={status} value={status}>
              {USER_PLAN_STATUS_LABELS[status]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography color="text.secondary" aria-live="polite">
          {page && !plans.isError ? `${count.toLocaleString('en-US')} ${count === 1 ? 'plan' : 'plans'}` : ''}
        </Typography>
      </Stack>
      <ListBody query={plans} loadingLabel="Loading subscription plans" onRetry={refresh}>
        <UserSubscriptionsTable
          plans={page?.results ?? []}
          count={count}
          page={state.page}
          onPageChange={(next) => update({ page: next })}
          loading={plans.isPending}
          emptyText={
            state.status === 'all'
              ? undefined
              : `No ${USER_PLAN_STATUS_LABELS[state.status].toLowerCase()} plans`
          }
        />
      </ListBody>
    </Box>
  );
}
