import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';

import { countCap } from '@printhub/contract';

import { BackLink } from '@/components/back-link';
import { PageHeading } from '@/components/page';
import { clientIdOfLink, clientVouchersSearch, parseVoucherList } from '@/components/vouchers-shared';
import { updateListParams } from '@/lib/list-params';

import { useVoucherCodes } from '../api/get-voucher-codes';
import {
  CLIENT_VOUCHERS_PATHNAME,
  parseVoucherIdParam,
  parseVoucherListState,
  updateVoucherListState,
  voucherCodeQuery,
  vouchersTitle,
  type VoucherListState,
} from '../list-state';
import { VoucherListScreen } from './voucher-list-screen';

export const BROKEN_VOUCHER_LINK_TEXT = 'The voucher list could not be read from this link.';

/** The page and search of either view, in its URL (`?q=…&page=2` beside the view's own parameters). */
function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseVoucherListState(params), [params]);
  const update = (patch: Partial<VoucherListState>) =>
    setParams((previous) => updateVoucherListState(previous, patch));
  return { params, setParams, state, update };
}

/** /vouchers (optional ?id=): every voucher's codes, a page at a time. */
function AllVouchers() {
  const { params, setParams, state, update } = useListState();
  const id = parseVoucherIdParam(params);
  const list = useVoucherCodes(voucherCodeQuery(state, { id }));
  return (
    <VoucherListScreen
      title={vouchersTitle(null)}
      clientView={false}
      page={list.data}
      pageNumber={state.page}
      onPageChange={(page) => update({ page })}
      q={state.q}
      onSearch={(q) => update({ q })}
      countCap={countCap(state.q)}
      loading={list.isPending}
      fetching={list.isFetching}
      error={list.error}
      onRefresh={() => void list.refetch()}
      notice={
        id !== undefined && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => setParams((previous) => updateListParams(previous, { filters: { id: null } }))}
              >
                Show all
              </Button>
            }
          >
            Showing only the voucher with id {id}
          </Alert>
        )
      }
    />
  );
}

/**
 * /clientVouchers?clientName=…&voucherList=…&client_id=…: the link names the client (client_id, or the client
 * of its first row in an older link); its codes are paged from the server. Whenever the client's first page
 * changes (a delete, an edit, a refresh), the link's voucherList is written afresh from it.
 */
function ClientVouchers() {
  const { params, setParams, state, update } = useListState();
  const clientName = params.get('clientName') ?? '';
  const linkRows = useMemo(() => parseVoucherList(params.get('voucherList')), [params]);
  const clientId = linkRows === null ? undefined : clientIdOfLink(params, linkRows);
  const list = useVoucherCodes(voucherCodeQuery(state, { client_id: clientId }), clientId !== undefined);
  const title = vouchersTitle(clientName);

  // The link follows the client's first page: after a delete or an edit it still says what is there.
  const firstPage = state.page === 1 && !state.q && !list.isPlaceholderData ? list.data : undefined;
  useEffect(() => {
    if (!firstPage || clientId === undefined) return;
    const wanted = clientVouchersSearch(clientName, firstPage.results, clientId);
    if ([...wanted].every(([key, value]) => params.get(key) === value)) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of wanted) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [firstPage, clientId, clientName, params, setParams]);

  if (linkRows === null) {
    return (
      <Box component="section">
        <PageHeading title={title} />
        <Alert severity="error">
          {BROKEN_VOUCHER_LINK_TEXT}{' '}
          <Link component={RouterLink} to="/client_companies">
            Back to Client Companies
          </Link>
        </Alert>
      </Box>
    );
  }

  return (
    <VoucherListScreen
      title={title}
      clientView
      page={clientId === undefined ? { count: 0, next: null, previous: null, results: [] } : list.data}
      pageNumber={state.page}
      onPageChange={(page) => update({ page })}
      q={state.q}
      onSearch={(q) => update({ q })}
      countCap={countCap(state.q)}
      loading={clientId !== undefined && list.isPending}
      fetching={list.isFetching}
      error={list.error}
      onRefresh={() => void list.refetch()}
    />
  );
}

/** /vouchers and /clientVouchers: '{client name} Vouchers' in the client view, otherwise ' Vouchers'. */
export function VouchersPage() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') !== CLIENT_VOUCHERS_PATHNAME) return <AllVouchers />;
  // The client view is opened from Companies (its Show Vouchers): the menu marks Companies, and this goes back.
  return (
    <>
      <BackLink to="/client_companies" name="Companies" />
      <ClientVouchers />
    </>
  );
}
