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
import { fullName } from '@/lib/format';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { orderKeys, userPlanKeys } from '@/lib/query-keys';

import { useAdjustCoins } from '../api/adjust-coins';
import { useCoinInfo } from '../api/get-coin-info';
import { useUser } from '../api/get-user';
import { userOrdersQuery, useUserOrders } from '../api/get-user-orders';
import { useUserPlans } from '../api/get-user-plans';
import { coinsText } from '../coin-form';
import { customerKeys } from '../query-keys';
import { CoinHistoryTable } from './coin-history-table';
import { ProfileCard } from './profile-card';
import { SectionCard } from './section-card';
import { SetPasswordButton } from './set-password-button';
import { UserOrdersTable } from './user-orders-table';
import { UserPlansTable } from './user-plans-table';
import { UserTimeline } from './user-timeline';

export const USER_NOT_FOUND_TEXT = 'User not found';

const parseId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
};

/** The coin form (its form library) loads with the coins, not with the screen: the screen is near its budget. */
const CoinAdjustForm = lazyWithTimeout(() =>
  import('./coin-adjust-form').then((m) => ({ default: m.CoinAdjustForm })),
);

function CoinsSection({ userId, userName }: { userId: number; userName: string }) {
  const coins = useCoinInfo(userId);
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
              userName={userName}
              balance={coins.data.balance}
              onAdjust={(values) => adjust.mutateAsync({ ...values, user_id: userId })}
            />
          </Suspense>
          <CoinHistoryTable entries={coins.data.history} />
        </Stack>
      )}
    </SectionCard>
  );
}

function OrdersSection({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const orders = useUserOrders(userOrdersQuery(userId, page));
  return (
    <SectionCard title="Orders">
      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <UserOrdersTable
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

function PlansSection({ userId }: { userId: number }) {
  const plans = useUserPlans(userId);
  return (
    <SectionCard title="Subscription">
      {plans.isPending ? (
        <LoadingState label="Loading subscription plans…" />
      ) : plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : (
        <UserPlansTable plans={plans.data.results} />
      )}
    </SectionCard>
  );
}

/**
 * One customer: profile, coins (balance, adjustment, ledger), their orders, their subscription plans and
 * their timeline (everything they did, newest first).
 */
export function UserDetailPage() {
  const { id } = useParams();
  const userId = parseId(id);
  const user = useUser(userId);
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;
  // Everything on the screen: the user, their coins and timeline, their orders and their plans.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({
      queryKey: userPlanKeys.list({ user: userId ?? 0, limit: 10, offset: 0 }),
    });
  };

  const back = (
    <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />}>
      Users
    </Button>
  );

  let content;
  if (userId === null || (isApiError(user.error) && user.error.status === 404)) {
    content = <Alert severity="warning">{USER_NOT_FOUND_TEXT}</Alert>;
  } else if (user.isPending) {
    content = <LoadingState label="Loading user…" />;
  } else if (user.isError) {
    content = <QueryError error={user.error} onRetry={() => void user.refetch()} />;
  } else {
    const name = fullName(user.data) || user.data.email;
    content = (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack sx={{ gap: 2 }}>
            <ProfileCard
              user={user.data}
              action={<SetPasswordButton userId={user.data.id} userName={name} />}
            />
            <PlansSection userId={user.data.id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <CoinsSection userId={user.data.id} userName={name} />
        </Grid>
        <Grid size={12}>
          <OrdersSection userId={user.data.id} />
        </Grid>
        <Grid size={12}>
          <UserTimeline userId={user.data.id} />
        </Grid>
      </Grid>
    );
  }

  return (
    <Box component="section">
      <PageHeading title="User Details">
        {back}
        {userId !== null && <RefreshButton onRefresh={refresh} loading={fetching} />}
      </PageHeading>
      {content}
    </Box>
  );
}
