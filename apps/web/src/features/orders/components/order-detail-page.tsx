import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useParams } from 'react-router';

import { isOpenStatus, type TOrder, type TOrderDetail, type TOrderStatus } from '@printhub/contract';

import { BackLink } from '@/components/back-link';
import { OrderStatusChip } from '@/components/order-status-chip';
import { LoadingState, PageHeading } from '@/components/page';
import { PrintTicketsButton } from '@/components/print-tickets-button';
import { RetryAlert } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { isApiError } from '@/lib/api-client';
import { useShopTimeZone, useTabTitle } from '@/lib/app-info';
import { useCurrentUser, useIsSuperuser } from '@/lib/current-user';
import { lastMenuPath } from '@/lib/last-menu-path';
import { toast } from '@/lib/notices';
import { formatShopDateTime } from '@/lib/shop-time';

import { useOrder } from '../api/get-order';
import { useOrderFiles } from '../api/get-order-files';
import { useStaffUserOptions } from '../api/get-staff-users';
import { useUpdateOrder, type OrderChange } from '../api/update-order';
import { orderParentList } from '../list-config';
import { parseOrderId } from '../order-id';
import { CancelOrderButton } from './cancel-order-button';
import { OrderFilesCard } from './order-files-card';
import { CustomerCard, PrintDetailsCard } from './order-info-cards';
import { OrderPaymentsCard } from './order-payments-card';
import { PriceCard } from './order-price-card';
import { OrderStatusActions, type OrderActionErrors } from './order-status-actions';
import { OrderTimeline } from './order-timeline';

export const ORDER_NOT_FOUND_TEXT = 'Order not found';

/** /order/{id} for both roles; what can be changed depends on the role. */
export function OrderDetailPage() {
  const { id } = useParams();
  const orderId = parseOrderId(id);
  const isSuperuser = useIsSuperuser();
  const parent = orderParentList(isSuperuser, lastMenuPath());
  return (
    <>
      <BackLink to={parent.path} name={parent.title} />
      {/* A new id is a new screen: nothing (a half-chosen status, an error) carries over. */}
      <OrderDetail key={id} orderId={orderId} rawId={id ?? ''} />
    </>
  );
}

function OrderDetail({ orderId, rawId }: { orderId: number | null; rawId: string }) {
  const { data: me } = useCurrentUser();
  const isSuperuser = useIsSuperuser();
  const order = useOrder(orderId);
  // The order's arrival (an urgent update from React Query) renders the screen in the background, where React
  // yields to the browser, instead of in one block of the main thread; the loading line stays until then.
  const arrived = useDeferredValue(order.data !== undefined);

  if (orderId === null || (order.error && isApiError(order.error) && order.error.status === 404)) {
    return <OrderNotFound isSuperuser={isSuperuser} />;
  }
  if (order.isPending) return <LoadingState label="Loading the order…" />;
  if (order.isError) {
    return (
      <Box component="section">
        <PageHeading title={`Order #${rawId}`} />
        <RetryAlert onRetry={() => void order.refetch()} error={order.error}>
          {order.error.message}
        </RetryAlert>
      </Box>
    );
  }
  if (!arrived) return <LoadingState label="Loading the order…" />;
  return (
    <OrderDetailContent
      order={order.data}
      isSuperuser={isSuperuser}
      currentUser={me ? { id: me.id, name: me.full_name } : null}
      refreshing={order.isFetching}
      onRefresh={() => void order.refetch()}
    />
  );
}

interface OrderDetailContentProps {
  order: TOrderDetail;
  isSuperuser: boolean;
  currentUser: { id: number; name: string } | null;
  refreshing: boolean;
  onRefresh: () => void;
}

function OrderDetailContent({
  order,
  isSuperuser,
  currentUser,
  refreshing,
  onRefresh,
}: OrderDetailContentProps) {
  const files = useOrderFiles(order.id);
  const staffUsers = useStaffUserOptions(isSuperuser);
  const update = useUpdateOrder();
  const [errors, setErrors] = useState<OrderActionErrors>({});

  const names = new Map<number, string>();
  for (const user of staffUsers.data ?? []) names.set(user.id, user.full_name);
  if (order.assigned_user !== null && order.assigned_user_name)
    names.set(order.assigned_user, order.assigned_user_name);
  if (currentUser) names.set(currentUser.id, currentUser.name);
  const nameOf = (userId: number) => names.get(userId) ?? `staff user #${userId}`;

  const change = (orderChange: OrderChange, success: string) => {
    setErrors({});
    update.mutate(
      { order, change: orderChange },
      {
        onSuccess: () => toast.success(success),
        onError: (error) => {
          const fields: OrderActionErrors = {};
          if (isApiError(error) && isSuperuser) {
            if (error.fieldErrors.status) fields.status = error.fieldErrors.status;
            if (error.fieldErrors.assigned_user) fields.assigned_user = error.fieldErrors.assigned_user;
          }
          if (Object.keys(fields).length > 0) setErrors(fields);
          else toast.error(error.message);
        },
      },
    );
  };

  return (
    <Box component="section">
      <PageHeading title={`Order #${order.id}`}>
        <OrderStatusChip status={order.status} size="medium" />
        <PrintTicketsButton orderIds={[order.id]} />
        <RefreshButton onRefresh={onRefresh} loading={refreshing} />
      </PageHeading>
      {order.status === 'cancelled' && <CancelledNotice order={order} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // What to do comes first (on a narrow screen not below the files); on a wide one it heads the right column.
          gridTemplateAreas: { xs: '"actions" "info" "timeline"', lg: '"info actions" "info timeline"' },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateRows: { lg: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'actions' }}>
          <OrderStatusActions
            // Reset the choices once the order has changed.
            key={`${order.status}:${order.assigned_user ?? ''}`}
            orderId={order.id}
            isSuperuser={isSuperuser}
            status={order.status}
            assignedUser={order.assigned_user}
            assignedUserName={order.assigned_user_name}
            staffUsers={staffUsers.data}
            busy={update.isPending}
            errors={errors}
            onChangeStatus={(status: TOrderStatus) => change({ status }, 'Status updated')}
            onAssign={(userId) => change({ assigned_user: userId }, `Assigned to ${nameOf(userId)}`)}
            cancelAction={isSuperuser && isOpenStatus(order.status) && <CancelOrderButton order={order} />}
          />
        </Box>
        <Stack sx={{ gap: 2, gridArea: 'info' }}>
          <CustomerCard order={order} />
          <PrintDetailsCard order={order} canChangeDue={isSuperuser && order.status !== 'cancelled'} />
          <PriceCard order={order} />
          <OrderPaymentsCard order={order} user={{ id: currentUser?.id ?? 0, isSuperuser }} />
          <OrderFilesCard
            files={files.data}
            loading={files.isPending}
            error={files.error}
            onRetry={() => void files.refetch()}
          />
        </Stack>
        <Box sx={{ gridArea: 'timeline' }}>
          <OrderTimeline history={order.history} payments={order.payments} nameOf={nameOf} />
        </Box>
      </Box>
    </Box>
  );
}

/** When and why the order was cancelled, above everything else. */
function CancelledNotice({ order }: { order: TOrder }) {
  const timeZone = useShopTimeZone();
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      Cancelled{order.cancelled_at ? ` on ${formatShopDateTime(order.cancelled_at, timeZone)}` : ''}:{' '}
      {order.cancel_reason}
    </Alert>
  );
}

function OrderNotFound({ isSuperuser }: { isSuperuser: boolean }) {
  useTabTitle(ORDER_NOT_FOUND_TEXT);
  return (
    <Stack component="section" sx={{ alignItems: 'flex-start', gap: 2 }}>
      <PageHeading title={ORDER_NOT_FOUND_TEXT} />
      <Typography color="text.secondary">
        This order does not exist{isSuperuser ? '' : ' or is not assigned to you'}.
      </Typography>
    </Stack>
  );
}
