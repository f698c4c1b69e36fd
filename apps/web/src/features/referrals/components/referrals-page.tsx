import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { API } from '@printhub/contract';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExportCsvButton } from '@/components/export-csv-button';
import { EmptyState, PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';
import { updateListParams, useListSearchParams } from '@/lib/list-params';
import { snackbar } from '@/lib/notices';

import { useReferralReward } from '../api/get-referral-reward';
import { useReferrers } from '../api/get-referral-stats';
import { restartReferrals, useMarkFulfilled } from '../api/mark-fulfilled';
import { parseReferralListState, referralListQuery } from '../list-state';
import {
  MARK_CONFIRM_LABEL,
  MARK_CONFIRM_TITLE,
  MARK_FAILED_TEXT,
  MARKED_FULFILLED_TEXT,
  NO_REFERRERS_TEXT,
} from '../messages';
import { FulfilPayment } from './fulfil-payment';
import { LoadingBar } from './loading-bar';
import { ReferralsToolbar } from './referrals-toolbar';
import { ReferrerCard } from './referrer-card';

import type { TReferrerRecord } from '@printhub/contract';

/**
 * Referrals: referrer cards in two columns, 50 at a time, and 'Mark As Fulfilled'; the search, the 'Needs
 * fulfilment' toggle and the order are in the URL.
 */
export function ReferralsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useListSearchParams();
  const state = useMemo(() => parseReferralListState(params), [params]);
  const change = (filters: Record<string, string | null>) =>
    setParams((previous) => updateListParams(previous, { filters }));
  const referrers = useReferrers(state);
  const mark = useMarkFulfilled();
  const [confirming, setConfirming] = useState<TReferrerRecord | null>(null);
  const reward = useReferralReward(confirming !== null);
  const restart = () => void restartReferrals(queryClient);
  const records = referrers.data ?? [];

  const loadNext = () => {
    // fetchNextPage would cancel a load under way; the bar only asks again once it is done.
    if (referrers.hasNextPage && !referrers.isFetching)
      void referrers.fetchNextPage({ cancelRefetch: false });
  };

  const confirm = () => {
    if (!confirming) return;
    mark.mutate(confirming.refCode, {
      onSuccess: () => snackbar.success(MARKED_FULFILLED_TEXT),
      onError: () => snackbar.error(MARK_FAILED_TEXT),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Box component="section">
      <PageHeading
        title="Referrals"
        actions={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <RefreshButton onRefresh={restart} loading={referrers.isFetching} />
            <ExportCsvButton path={API.referralStats} query={referralListQuery(state)} name="referrals" />
          </Stack>
        }
      />
      <ReferralsToolbar
        state={state}
        onSearch={(q) => change({ q: q.trim() })}
        onNeedsFulfilmentChange={(on) => change({ needs_fulfilment: on ? 'true' : null })}
        onSortChange={(ordering) => change({ ordering: ordering === 'id' ? null : ordering })}
      />
      {referrers.isSuccess && records.length === 0 && !referrers.hasNextPage ? (
        <EmptyState text={NO_REFERRERS_TEXT} />
      ) : (
        <Grid container spacing={2}>
          {records.map((referrer) => (
            <Grid key={referrer.refCode} size={{ xs: 12, md: 6 }}>
              <ReferrerCard referrer={referrer} onMarkFulfilled={setConfirming} />
            </Grid>
          ))}
        </Grid>
      )}
      <LoadingBar
        loading={referrers.isFetching}
        hasMore={referrers.hasNextPage}
        failed={referrers.isError}
        onVisible={loadNext}
        onRetry={() => (referrers.isFetchNextPageError ? loadNext() : restart())}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={MARK_CONFIRM_TITLE}
        message={confirming && <FulfilPayment referrer={confirming} reward={reward.data} />}
        confirmLabel={MARK_CONFIRM_LABEL}
        busy={mark.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}
