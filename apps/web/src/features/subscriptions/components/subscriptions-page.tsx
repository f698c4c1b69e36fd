import { Suspense, useState } from 'react';

import { API } from '@printhub/contract';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { pagedListProps } from '@/components/data-table-pagination';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { LoadingState } from '@/components/loading-state';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useCreatePlan } from '../api/create-plan';
import { usePlans } from '../api/get-plans';
import { useUpdatePlan } from '../api/update-plan';
import { parsePlanFilters, PLAN_LIST_VIEW, planListQuery } from '../plan-list-state';
import { PlansTable } from './plans-table';

import type { TSubscriptionPlan } from '@printhub/contract';

/** The plan form (react-hook-form, its fields) loads beside the list, which shows its rows without waiting. */
const PlanForm = lazyWithTimeout(() => import('./plan-form').then((m) => ({ default: m.PlanForm })));

/**
 * Subscription plans: the list (searched, sorted and paged by the server, its view in the URL), and a form
 * that creates a plan or edits the one picked from the list.
 */
export function SubscriptionsPage() {
  const list = useListScreen(PLAN_LIST_VIEW, parsePlanFilters, planListQuery);
  const { view, query, update: updateView } = list;
  const plans = usePlans(query);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<TSubscriptionPlan | null>(null);

  return (
    <ListScreen
      title="Subscriptions"
      list={plans}
      loadingLabel="Loading plans"
      exportCsv={{ path: API.subscriptionPlans, query, name: 'subscription-plans' }}
      search="Search plans"
      dates={['Created from', 'Created to']}
      state={list.state}
      update={updateView}
      aside={
        <ChunkErrorBoundary>
          <Suspense fallback={<LoadingState label="Loading the plan form" />}>
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
          </Suspense>
        </ChunkErrorBoundary>
      }
    >
      <PlansTable
        plans={plans.data?.results ?? []}
        {...pagedListProps(view, updateView, plans.data)}
        loading={plans.isPending}
        emptyText={view.q ? `No plans match "${view.q}"` : undefined}
        editingId={editing?.id ?? null}
        onEdit={setEditing}
      />
    </ListScreen>
  );
}
