import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';

import { API, countCap, type TBulkUpdateOrdersResponse } from '@printhub/contract';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { pagedListProps } from '@/components/data-table-pagination';
import { ExportCsvButton } from '@/components/export-csv-button';
import { countSet, FilterFold } from '@/components/filter-fold';
import { ListProgress } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { PrintTicketsButton } from '@/components/print-tickets-button';
import { RetryAlert } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { getStoredUserId } from '@/lib/auth-storage';
import { useCurrentUser } from '@/lib/current-user';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { useListSearchParams } from '@/lib/list-params';
import { toast } from '@/lib/notices';

import { useBulkUpdateOrders } from '../api/bulk-update-orders';
import { useOrderPage } from '../api/get-orders';
import { bulkQuestion, type BulkChange } from '../bulk-question';
import { orderCountLabel } from '../count-label';
import { NewOrderButton } from '../counter/new-order-button';
import {
  buildOrderListRequest,
  ORDER_LISTS,
  statusFilterOptions,
  type OrderListConfig,
  type OrderListKey,
} from '../list-config';
import {
  isReversedRange,
  parseListUrlState,
  updateListUrlState,
  type OrderListUrlState,
} from '../list-url-state';
import { BulkAssignBar } from './bulk-assign-bar';
import { BulkMoveBar } from './bulk-move-bar';
import { BulkResultAlert } from './bulk-result-alert';
import { OrderListFiltersPlaceholder } from './order-list-filters-placeholder';
import { OrdersTable } from './orders-table';

/**
 * The filter bar (status, From/To, search) is a chunk of its own: its MUI X date fields (≈47 kB gzip, 158 kB of
 * script) were the biggest part of the list screen's code, downloaded and evaluated before the rows could be
 * drawn. It loads as the filters first render, after the rows' first commit, under the placeholder: nothing
 * to type into shows before it, so no field is replaced under someone typing.
 */
const OrderListFilters = lazyWithTimeout(() =>
  import('./order-list-filters').then((m) => ({ default: m.OrderListFilters })),
);

/** The selected orders in the order the list shows them: the tickets come out as the rows read. */
const ticketOrder = (rows: readonly { id: number }[], selected: ReadonlySet<number>) =>
  rows.filter((o) => selected.has(o.id)).map((o) => o.id);

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong — please try again!';

/**
 * The one order list screen. The route passes which list (ORDER_LISTS): its title, endpoint, fixed
 * filter and tools. Page, dates and search live in the URL.
 */
export function OrderListPage({ list }: { list: OrderListKey }) {
  const config: OrderListConfig = ORDER_LISTS[list];
  const [params, setParams] = useListSearchParams();
  const state = useMemo(() => parseListUrlState(params), [params]);
  const { data: me } = useCurrentUser();
  const userId = me?.id ?? getStoredUserId();
  const request = useMemo(() => buildOrderListRequest(config, state, userId), [config, state, userId]);
  const reversed = isReversedRange(state.from, state.to);

  const orders = useOrderPage(request);
  const bulk = useBulkUpdateOrders();

  // The selection belongs to one page of one filter: it is dropped when either changes.
  const scope = JSON.stringify(request);
  const [selection, setSelection] = useState<{ scope: string; ids: Set<number> }>({ scope, ids: new Set() });
  const selected = selection.scope === scope ? selection.ids : new Set<number>();
  const [bulkResult, setBulkResult] = useState<TBulkUpdateOrdersResponse | null>(null);

  // Stable, so that the filters (memoized) do not render again when the rows arrive.
  const update = useCallback(
    (patch: Partial<OrderListUrlState>, options?: { replace?: boolean }) =>
      setParams((previous) => updateListUrlState(previous, patch), { replace: options?.replace }),
    [setParams],
  );
  const statusOptions = useMemo(() => statusFilterOptions(config), [config]);
  // The filters (MUI X's date fields above all) are the heaviest part of the screen's first render and
  // commit (their styles): the first commit draws the heading and the rows, with a placeholder of the filters'
  // size above them, and the filters follow in a transition of their own, so neither commit holds a phone's
  // main thread for long and nothing on screen moves when they come. A reversed range's message makes the
  // To field taller than the placeholder: then the filters come as soon as their code is there.
  const filtersShown = useDeferredValue(true, false);
  const placeholder = <OrderListFiltersPlaceholder withStatus={statusOptions.length > 0} />;
  const rangeError = reversed && !request.ok ? request.error : undefined;

  // A bulk change is asked first, as one order's status change is. The question stays while the dialog closes.
  const [asking, setAsking] = useState<{ open: boolean; change: BulkChange; ids: number[] } | null>(null);
  const question = asking && bulkQuestion(asking.change, asking.ids);
  const closeQuestion = () => setAsking((current) => current && { ...current, open: false });

  const applyBulk = ({ change, ids }: { change: BulkChange; ids: number[] }) => {
    bulk.mutate(
      'status' in change ? { ids, status: change.status } : { ids, assigned_user: change.assigned_user },
      {
        onSuccess: (result) => {
          setBulkResult(result);
          setSelection({ scope, ids: new Set() });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  // A disabled query still runs on refetch(): only a valid request is loaded again.
  const refresh = () => {
    if (request.ok) void orders.refetch();
  };

  // The rows come in a render of their own: their arrival (React Query tells React as an urgent update) does
  // not render and commit the page in one block of the main thread, but in the background, where React
  // yields to the browser. Until then the table keeps its loading rows; a page already in the cache (a page
  // visited before) shows at once.
  const arrived = useDeferredValue(orders.data !== undefined);
  const page = arrived ? orders.data : undefined;
  const printTickets = <PrintTicketsButton orderIds={ticketOrder(page?.results ?? [], selected)} />;
  return (
    <Box component="section">
      <PageHeading title={config.title}>
        {config.newOrder && <NewOrderButton staff={me ? !me.is_superuser : config.source === 'my-orders'} />}
        {config.exportCsv && request.ok && (
          <ExportCsvButton path={API.allOrders} query={request.query} name="orders" />
        )}
        <RefreshButton onRefresh={refresh} loading={orders.isFetching} />
      </PageHeading>
      <FilterFold
        active={countSet(state.from, state.to, state.q, state.statuses.length > 0, state.due, state.payment)}
        mb={2}
      >
        {filtersShown || rangeError ? (
          // A boundary of its own, mounted with the filters: while their code loads it shows the placeholder,
          // and the render that shows the rows commits without waiting for it. Code that fails to arrive (the
          // network dropped) puts its error and Retry in the filters' place; the rows stay.
          <ChunkErrorBoundary>
            <Suspense fallback={placeholder}>
              <OrderListFilters
                from={state.from}
                to={state.to}
                q={state.q}
                statusOptions={statusOptions}
                statuses={state.statuses}
                due={state.due}
                payment={state.payment}
                onChange={update}
                rangeError={rangeError}
              />
            </Suspense>
          </ChunkErrorBoundary>
        ) : (
          placeholder
        )}
      </FilterFold>

      {request.ok && (
        <Stack sx={{ gap: 1.5, mb: 2 }}>
          {config.bulkMove ? (
            <BulkMoveBar
              selectedCount={selected.size}
              busy={bulk.isPending}
              onApply={(status) => setAsking({ open: true, change: { status }, ids: [...selected] })}
            >
              <BulkAssignBar
                selectedCount={selected.size}
                busy={bulk.isPending}
                onAssign={(id, staffName) =>
                  setAsking({ open: true, change: { assigned_user: id, staffName }, ids: [...selected] })
                }
              />
              {printTickets}
            </BulkMoveBar>
          ) : (
            // A staff user's own orders: no moves in bulk, but their tickets.
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography color="text.secondary" aria-live="polite">
                {selected.size} selected
              </Typography>
              {printTickets}
            </Stack>
          )}
          {bulkResult && <BulkResultAlert result={bulkResult} onClose={() => setBulkResult(null)} />}
          <ConfirmDialog
            open={asking?.open ?? false}
            title={question?.title}
            message={question?.message}
            confirmLabel={question?.confirmLabel ?? 'Confirm'}
            onCancel={closeQuestion}
            onConfirm={() => {
              closeQuestion();
              if (asking?.open) applyBulk(asking);
            }}
          />
        </Stack>
      )}

      {!request.ok ? (
        <Alert severity="warning">
          {reversed ? 'Choose a To date on or after the From date to see orders.' : request.error}
        </Alert>
      ) : orders.isError ? (
        <RetryAlert onRetry={refresh} error={orders.error}>
          {errorMessage(orders.error)}
        </RetryAlert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {page ? orderCountLabel(page.count, countCap(state.q)) : ' '}
          </Typography>
          <ListProgress fetching={orders.isFetching} label="Loading orders" />
          <OrdersTable
            orders={page?.results ?? []}
            {...pagedListProps(state, update, page)}
            loading={page === undefined}
            selectable
            // A staff list is the signed-in user's own orders (my_orders): each is assigned to them.
            showAssignee={config.source === 'all-orders'}
            selected={selected}
            onSelectedChange={(ids) => setSelection({ scope, ids })}
            countCap={countCap(state.q)}
          />
        </>
      )}
    </Box>
  );
}
