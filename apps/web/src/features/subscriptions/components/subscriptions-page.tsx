import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useState } from 'react';

import { PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';

import { useCreatePlan } from '../api/create-plan';
import { usePlans } from '../api/get-plans';
import { useUpdatePlan } from '../api/update-plan';
import { PlanForm } from './plan-form';
import { PlansTable } from './plans-table';

import type { TSubscriptionPlan } from '@printhub/contract';

/** Subscription plans: the list, and a form that creates a plan or edits the one picked from the list. */
export function SubscriptionsPage() {
  const plans = usePlans();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<TSubscriptionPlan | null>(null);

  return (
    <Box component="section">
      <PageHeading
        title="Subscriptions"
        actions={<RefreshButton onRefresh={() => void plans.refetch()} loading={plans.isFetching} />}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          {plans.isError ? (
            <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
          ) : (
            <PlansTable
              plans={plans.data ?? []}
              loading={plans.isPending}
              editingId={editing?.id ?? null}
              onEdit={setEditing}
            />
          )}
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
