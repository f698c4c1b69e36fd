import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { countCap } from '@printhub/contract';

import { BackLink } from '@/components/back-link';
import { pagedListProps } from '@/components/data-table-pagination';
import { PageHeading } from '@/components/page';
import { ShowAllNotice } from '@/components/show-all-notice';
import { clientIdOfLink, clientVouchersSearch, parseVoucherList } from '@/components/vouchers-shared';
import { updateListParams, useListView } from '@/lib/list-params';
import { usePhone } from '@/lib/use-phone';

import { useVoucherCodes } from '../api/get-voucher-codes';
import {
  CLIENT_VOUCHERS_PATHNAME,
  parseVoucherIdParam,
  parseVoucherStatusParam,
  parseVoucherFilters,
  VOUCHER_LIST_VIEW,
  voucherCodeQuery,
  vouchersTitle,
} from '../list-state';
import { VoucherFilters } from './voucher-filters';
import { VoucherListScreen } from './voucher-list-screen';

export const BROKEN_VOUCHER_LINK_TEXT = 'The voucher list could not be read from this link.';

/**
 * The page, rows per page, sort and search of either view, in its URL (beside the view's own parameters), and
 * whether the screen is a phone's.
 */
function useListState() {
  const { params, view, update, setParams } = useListView(VOUCHER_LIST_VIEW);
  return { params, setParams, state: view, update, phone: usePhone() };
}

/**
 * What both views hand the list screen: their filters, the page of codes, paging, search and loading. On a
 * phone the search folds with the filters behind the Filters button; wider, it tops the actions.
 */
function screenProps(
  list: ReturnType<typeof useVoucherCodes>,
  { state, update, phone }: Pick<ReturnType<typeof useListState>, 'state' | 'update' | 'phone'>,
  filters: ReturnType<typeof parseVoucherFilters>,
  query: ReturnType<typeof voucherCodeQuery>,
) {
  const search = { label: 'Search Vouchers', q: state.q, onSearch: (q: string) => update({ q }) };
  return {
    filters: (
      <VoucherFilters
        filters={filters}
        onChange={(changed) => update({ filters: changed })}
        search={phone ? search : undefined}
      />
    ),
    page: list.data,
    paging: pagedListProps(state, update, list.data),
    query,
    search: phone ? undefined : search,
    countCap: countCap(state.q),
    loading: list.isPending,
    fetching: list.isFetching,
    error: list.error,
    onRefresh: () => void list.refetch(),
  };
}

/** /vouchers (optional ?id=, ?status=available): every voucher's codes, a page at a time, filtered. */
function AllVouchers() {
  const { params, setParams, state, update, phone } = useListState();
  const id = parseVoucherIdParam(params);
  const status = parseVoucherStatusParam(params);
  const filters = useMemo(() => parseVoucherFilters(params), [params]);
  const query = useMemo(
    () => voucherCodeQuery(state, { id, status, ...filters }),
    [state, id, status, filters],
  );
  const list = useVoucherCodes(query);
  const showAll = (param: 'id' | 'status') =>
    setParams((previous) => updateListParams(previous, { filters: { [param]: null } }));
  return (
    <VoucherListScreen
      title={vouchersTitle(null)}
      clientView={false}
      {...screenProps(list, { state, update, phone }, filters, query)}
      notice={
        <>
          {id !== undefined && (
            <ShowAllNotice onShowAll={() => showAll('id')}>
              Showing only the voucher with id {id}
            </ShowAllNotice>
          )}
          {status && (
            <ShowAllNotice onShowAll={() => showAll('status')}>
              Showing only the codes users can still buy: free, active, of vouchers not expired
            </ShowAllNotice>
          )}
        </>
      }
    />
  );
}

const LINK_KEYS = ['clientName', 'voucherList', 'client_id'];

/**
 * /clientVouchers?clientName=…&client_id=… (with voucherList, every row as base64 JSON, when that fits in a
 * short link): the link names the client (client_id, or the client of voucherList's first row in a link
 * without it); its codes are paged from the server, so a reload, a bookmark or a shared link shows them
 * whatever their number, filtered as /vouchers is (state, expiry dates; in the URL too). Whenever the
 * client's unfiltered first page changes (a delete, an edit, a refresh), the link's voucherList is written
 * afresh from it, or dropped once the list no longer fits.
 */
function ClientVouchers() {
  const { params, setParams, state, update, phone } = useListState();
  const clientName = params.get('clientName') ?? '';
  const linkRows = useMemo(() => parseVoucherList(params.get('voucherList')), [params]);
  const clientId = clientIdOfLink(params, linkRows);
  const filters = useMemo(() => parseVoucherFilters(params), [params]);
  const query = useMemo(
    () => voucherCodeQuery(state, { client_id: clientId, ...filters }),
    [state, clientId, filters],
  );
  const list = useVoucherCodes(query, clientId !== undefined);
  const title = vouchersTitle(clientName);

  // The link follows the client's first page (all of their codes): after a delete or an edit it still says
  // what is there.
  const unfiltered = !state.q && Object.keys(filters).length === 0;
  const firstPage = state.page === 1 && unfiltered && !list.isPlaceholderData ? list.data : undefined;
  useEffect(() => {
    if (!firstPage || clientId === undefined) return;
    const wanted = clientVouchersSearch(clientName, firstPage.results, clientId, firstPage.count);
    if (LINK_KEYS.every((key) => params.get(key) === wanted.get(key))) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of LINK_KEYS) next.delete(key);
        return new URLSearchParams([...wanted, ...next]);
      },
      { replace: true },
    );
  }, [firstPage, clientId, clientName, params, setParams]);

  if (clientId === undefined) {
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
      {...screenProps(list, { state, update, phone }, filters, query)}
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
