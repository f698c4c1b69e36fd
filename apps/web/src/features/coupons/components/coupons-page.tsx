import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo, useState } from 'react';

import { API } from '@printhub/contract';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTablePagination, pagedListProps, pagedTableProps } from '@/components/data-table-pagination';
import { ExportCsvButton } from '@/components/export-csv-button';
import { GridList } from '@/components/grid-list';
import { EmptyState, PageHeading } from '@/components/page';
import { RetryAlert } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { DEFAULT_PAGE_SIZE, onDateRangeChange, useListView } from '@/lib/list-params';
import { snackbar } from '@/lib/notices';

import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { COUPON_LIST_VIEW, couponListQuery, parseCouponFilters } from '../list-state';
import {
  COUPON_DELETE_FAILED_TEXT,
  COUPON_DELETED_TEXT,
  COUPONS_LOAD_FAILED_TEXT,
  DELETE_CONFIRM_LABEL,
  DELETE_CONFIRM_TITLE,
  NO_COUPONS_TEXT,
  NO_MATCHING_COUPONS_TEXT,
} from '../messages';
import { CouponCard } from './coupon-card';
import { CouponFormPanel } from './coupon-form-panel';
import { CouponsToolbar } from './coupons-toolbar';

import type { TCoupon } from '@printhub/contract';

interface FormState {
  coupon: TCoupon | null;
  /** A new key each time Edit or Cancel is chosen: the form starts again from that coupon, or empty. */
  key: number;
}

/**
 * Coupons: 'My Coupons' on the left (searched, sorted and paged by the server, the view in the URL), the
 * create / edit form on the right.
 */
export function CouponsPage() {
  const { params, view, update } = useListView(COUPON_LIST_VIEW);
  const filters = useMemo(() => parseCouponFilters(params), [params]);
  const query = useMemo(() => couponListQuery(view, filters), [view, filters]);
  const coupons = useCoupons(query);
  const remove = useDeleteCoupon();
  const [form, setForm] = useState<FormState>({ coupon: null, key: 0 });
  const [deleting, setDeleting] = useState<TCoupon | null>(null);
  const startForm = (coupon: TCoupon | null) => setForm((previous) => ({ coupon, key: previous.key + 1 }));
  const list = coupons.data?.results ?? [];
  const filtered = Boolean(view.q || filters.fromDate || filters.toDate);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        snackbar.success(COUPON_DELETED_TEXT);
        if (form.coupon?.id === id) startForm(null);
      },
      onError: () => snackbar.error(COUPON_DELETE_FAILED_TEXT),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Box component="section">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <PageHeading title="My Coupons">
            <RefreshButton onRefresh={() => void coupons.refetch()} loading={coupons.isFetching} />
            <ExportCsvButton path={API.coupons} query={query} name="coupons" />
          </PageHeading>
          <CouponsToolbar
            q={view.q}
            ordering={view.ordering}
            {...filters}
            onSearch={(q) => update({ q })}
            onSort={(ordering) => update({ ordering })}
            onDateChange={onDateRangeChange(update)}
          />
          {coupons.isError && (
            <RetryAlert sx={{ mb: 2 }} onRetry={() => void coupons.refetch()}>
              {COUPONS_LOAD_FAILED_TEXT}
            </RetryAlert>
          )}
          <Box sx={{ height: 4, mb: 1 }}>
            {coupons.isFetching && <LinearProgress aria-label="Loading coupons" />}
          </Box>
          {coupons.isSuccess && list.length === 0 && (
            <EmptyState text={filtered ? NO_MATCHING_COUPONS_TEXT : NO_COUPONS_TEXT} />
          )}
          <GridList ariaLabel="Coupons" columns={2} gap={2}>
            {list.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard coupon={coupon} onEdit={startForm} onDelete={setDeleting} />
              </li>
            ))}
          </GridList>
          {coupons.data && coupons.data.count > 0 && (
            <DataTablePagination
              {...pagedTableProps(pagedListProps(view, update, coupons.data), DEFAULT_PAGE_SIZE).pagination}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CouponFormPanel key={form.key} coupon={form.coupon} onDone={() => startForm(null)} />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_CONFIRM_TITLE}
        message={deleting?.name}
        confirmLabel={DELETE_CONFIRM_LABEL}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
