import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZQrBulkUpdateRequest,
  ZQrBulkUpdateResponse,
  type TQrBulkUpdateRequest,
  type TQrBulkUpdateResponse,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

/** POST /api/qr-codes/bulk-update/: activates or deactivates every QR code of `ids`, all or nothing. */
export const bulkUpdateQrCodes = (body: TQrBulkUpdateRequest): Promise<TQrBulkUpdateResponse> =>
  api.post(API.qrBulkUpdate, ZQrBulkUpdateRequest.parse(body), { schema: ZQrBulkUpdateResponse });

export function useBulkUpdateQrCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateQrCodes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: qrKeys.lists() }),
  });
}
