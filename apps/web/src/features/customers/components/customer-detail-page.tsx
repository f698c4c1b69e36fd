import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { LoadingState, PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { isApiError } from '@/lib/api-client';
import { useTabTitle } from '@/lib/app-info';
import { fullName } from '@/lib/format';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { orderKeys, userPlanKeys } from '@/lib/query-keys';

import { useAdjustCoins } from '../api/adjust-coins';
import { useCoinInfo } from '../api/get-coin-info';
import { useCustomer } from '../api/get-customer';
import { customerOrdersQuery, useCustomerOrders } from '../api/get-customer-orders';
import { useCustomerPlans } from '../api/get-customer-plans';
import { coinsText } from '../coin-form';
import { customerKeys } from '../query-keys';
import { CoinHistoryTable } from './coin-history-table';
import { CustomerOrdersTable } from './customer-orders-table';
import { CustomerPlansTable } from './customer-plans-table';
import { CustomerTimeline } from './customer-timeline';
import { EditGstinButton } from './edit-gstin-button';
import { ProfileCard } from './profile-card';
import { SectionCard } from './section-card';
import { SetPasswordButton } from './set-password-button';

export const CUSTOMER_NOT_FOUND_TEXT = 'User not found';

const parseId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
};

/** The coin form (its form library) loads with the coins, not with the screen: the screen is near its budget. */
const CoinAdjustForm = lazyWithTimeout(() =>
  import('./coin-adjust-form').then((m) => ({ default: m.CoinAdjustForm })),
);

function CoinsSection({ customerId, customerName }: { customerId: number; customerName: string }) {
  const coins = useCoinInfo(customerId);
  const adjust = useAdjustCoins();
  return (
    <SectionCard title="Coins">
      {coins.isPending ? (
        <LoadingState label="Loading coins…" />
      ) : coins.isError ? (
        <QueryError error={coins.error} onRetry={() => void coins.refetch()} />
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Typography aria-live="polite">
            Balance:{' '}
            <Box component="strong" sx={{ fontSize: '1.25rem' }}>
              {coinsText(coins.data.balance)}
            </Box>
          </Typography>
          <Suspense fallback={null}>
            <CoinAdjustForm
              customerName={customerName}
              balance={coins.data.balance}
              onAdjust={(values) => adjust.mutateAsync({ ...values, user_id: customerId })}
            />
          </Suspense>
          <CoinHistoryTable entries={coins.data.history} />
        </Stack>
      )}
    </SectionCard>
  );
}

function OrdersSection({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(customerOrdersQuery(customerId, page));
  return (
    <SectionCard title="Orders">
      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <CustomerOrdersTable
          orders={orders.data?.results ?? []}
          count={orders.data?.count ?? 0}
          page={page}
          onPageChange={setPage}
          loading={orders.isPending}
        />
      )}
    </SectionCard>
  );
}

function PlansSection({ customerId }: { customerId: number }) {
  const plans = useCustomerPlans(customerId);
  return (
    <SectionCard title="Subscription">
      {plans.isPending ? (
        <LoadingState label="Loading subscription plans…" />
      ) : plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : (
        <CustomerPlansTable plans={plans.data.results} />
      )}
    </SectionCard>
  );
}

/**
 * One customer: profile, coins (balance, adjustment, ledger), their orders, their subscription plans and
 * their timeline (everything they did, newest first).
 */
export function CustomerDetailPage() {
  const { id } = useParams();
  const customerId = parseId(id);
  const customer = useCustomer(customerId);
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;
  // Everything on the screen: the customer, their coins and timeline, their orders and their plans.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({
      queryKey: userPlanKeys.list({ user: customerId ?? 0, limit: 10, offset: 0 }),
    });
  };

  const back = (
    <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />}>
      Users
    </Button>
  );

  let content;
  if (customerId === null || (isApiError(customer.error) && customer.error.status === 404)) {
    content = <CustomerNotFound />;
  } else if (customer.isPending) {
    content = <LoadingState label="Loading user…" />;
  } else if (customer.isError) {
    content = <QueryError error={customer.error} onRetry={() => void customer.refetch()} />;
  } else {
    const name = fullName(customer.data) || customer.data.email || customer.data.mobile;
    content = (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack sx={{ gap: 2 }}>
            <ProfileCard
              customer={customer.data}
              action={
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <SetPasswordButton customerId={customer.data.id} customerName={name} />
                  <EditGstinButton
                    customerId={customer.data.id}
                    customerName={name}
                    gstin={customer.data.gstin}
                  />
                </Stack>
              }
            />
            <PlansSection customerId={customer.data.id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <CoinsSection customerId={customer.data.id} customerName={name} />
        </Grid>
        <Grid size={12}>
          <OrdersSection customerId={customer.data.id} />
        </Grid>
        <Grid size={12}>
          <CustomerTimeline customerId={customer.data.id} />
        </Grid>
      </Grid>
    );
  }

  return (
    <Box component="section">
      <PageHeading title="User Details">
        {back}
        {customerId !== null && <RefreshButton onRefresh={refresh} loading={fetching} />}
      </PageHeading>
      {content}
    </Box>
  );
}

function CustomerNotFound() {
  useTabTitle(CUSTOMER_NOT_FOUND_TEXT);
  return <Alert severity="warning">{CUSTOMER_NOT_FOUND_TEXT}</Alert>;
}
