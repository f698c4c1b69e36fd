import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';

import { PageHeading } from '@/components/page';
import { clientVouchersSearch, flattenVouchers, parseVoucherList } from '@/components/vouchers-shared';

import { useVouchers, vouchersQueryOptions } from '../api/get-vouchers';
import {
  CLIENT_VOUCHERS_PATHNAME,
  parseVoucherIdParam,
  voucherInfoFromRows,
  vouchersTitle,
} from '../list-state';
import { VoucherListScreen } from './voucher-list-screen';

export const BROKEN_VOUCHER_LINK_TEXT = 'The voucher list could not be read from this link.';

/** /vouchers (optional ?id=): every voucher, one row per code. */
function AllVouchers() {
  const [params, setParams] = useSearchParams();
  const id = parseVoucherIdParam(params);
  const list = useVouchers({ id });
  const rows = useMemo(() => flattenVouchers(list.data ?? []), [list.data]);
  return (
    <VoucherListScreen
      title={vouchersTitle(null)}
      clientView={false}
      rows={rows}
      loading={list.isPending}
      fetching={list.isFetching}
      error={list.error}
      onRefresh={() => void list.refetch()}
      infoOf={(voucherInfoId) => list.data?.find((info) => info.id === voucherInfoId) ?? null}
      notice={
        id !== undefined && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() =>
                  setParams((previous) => {
                    const next = new URLSearchParams(previous);
                    next.delete('id');
                    return next;
                  })
                }
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
 * /clientVouchers?clientName=…&voucherList=…: the rows come from the link. After a change they
 * are loaded afresh for that client and written back into the link, so the view (and a reload) stays true.
 */
function ClientVouchers() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const clientName = params.get('clientName') ?? '';
  const rows = useMemo(() => parseVoucherList(params.get('voucherList')), [params]);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<unknown>(null);
  const title = vouchersTitle(clientName);
  if (rows === null) {
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

  const clientId = rows[0]?.client;
  const reload = async () => {
    if (clientId === undefined) return;
    setReloading(true);
    try {
      const infos = await queryClient.fetchQuery({
        ...vouchersQueryOptions({ client_id: clientId }),
        staleTime: 0,
      });
      setReloadError(null);
      setParams(clientVouchersSearch(clientName, flattenVouchers(infos)), { replace: true });
    } catch (error) {
      setReloadError(error);
    } finally {
      setReloading(false);
    }
  };

  return (
    <VoucherListScreen
      title={title}
      clientView
      clientName={clientName}
      rows={rows}
      loading={false}
      fetching={reloading}
      error={reloadError}
      onRefresh={() => void reload()}
      infoOf={(voucherInfoId) => voucherInfoFromRows(rows, voucherInfoId, clientName)}
      afterChange={reload}
    />
  );
}

/** /vouchers and /clientVouchers: '{client name} Vouchers' in the client view, otherwise ' Vouchers'. */
export function VouchersPage() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === CLIENT_VOUCHERS_PATHNAME ? <ClientVouchers /> : <AllVouchers />;
}
