import { clientKeys, voucherKeys } from '@/lib/query-keys';

import type { QueryClient } from '@tanstack/react-query';

/** After a voucher changes: every voucher list, and the clients (each lists its vouchers' ids). */
export const invalidateVoucherLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
    queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  ]);
