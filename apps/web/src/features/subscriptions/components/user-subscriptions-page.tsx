import { API } from '@printhub/contract';

import { choiceFilter } from '@/components/choice-filter';
import { pagedListProps } from '@/components/data-table-pagination';
import { ListScreen, useListScreen } from '@/components/list-screen';

import { useUserSubscriptionPlans } from '../api/get-user-subscription-plans';
import {
  parseUserPlanFilters,
  USER_PLAN_FILTERS,
  USER_PLAN_LIST_VIEW,
  USER_PLAN_STATUS_LABELS,
  userPlanListQuery,
  userPlanStatusParams,
} from '../user-plan-list-state';
import { UserSubscriptionsTable } from './user-subscriptions-table';

/**
 * Customers' subscription plans: All / Active / Expired / Cancelled, the start dates, sortable headers,
 * pages of 10 (or 25, 50, 100), Export CSV; the view lives in the URL.
 */
export function UserSubscriptionsPage() {
  const { view, update, state, query } = useListScreen(
    USER_PLAN_LIST_VIEW,
    parseUserPlanFilters,
    userPlanListQuery,
  );
  const plans = useUserSubscriptionPlans(query);
  const page = plans.data;
  return (
    <ListScreen
      title="User Subscription Plans"
      list={plans}
      loadingLabel="Loading subscription plans"
      exportCsv={{ path: API.userSubscriptionPlans, query: { ...query }, name: 'user-subscription-plans' }}
      dates={['Started from', 'Started to']}
      state={state}
      update={update}
      filters={choiceFilter({
        label: 'Filter by status',
        choices: USER_PLAN_FILTERS,
        labels: USER_PLAN_STATUS_LABELS,
        value: state.status,
        onChange: (status) => update({ filters: userPlanStatusParams(status) }),
      })}
      count={{ total: page?.count, one: 'plan', many: 'plans' }}
    >
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
    </ListScreen>
  );
}
