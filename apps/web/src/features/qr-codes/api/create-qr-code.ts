import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZQrCode, type TQrCode } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

/** POST /api/save-qr-codes/ (multipart, see qr-payload.ts): 201 the new QR code; 400 field errors; 409 a taken code. */
export const createQrCode = (body: FormData): Promise<TQrCode> =>
  api.post(API.qrSave, body, { schema: ZQrCode });

export function useCreateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrKeys.lists() }),
  });
}
