import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZQrCode, type TQrCode } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

export interface UpdateQrCodeInput {
  id: number;
  /** Every field (qr-payload.ts): a redirection_url switches to URL mode, an `image` file to image mode. */
  body: FormData;
}

/** POST /api/update-qr-codes/?qr_id=N (multipart): 200 the QR code; 400 field errors; 409 a taken code. */
export const updateQrCode = ({ id, body }: UpdateQrCodeInput): Promise<TQrCode> =>
  api.post(API.qrUpdate, body, { query: { qr_id: id }, schema: ZQrCode });

export function useUpdateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQrCode,
    // The list, and the stored image if a new one was uploaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrKeys.all }),
  });
}
