import { API, ZUploadVouchersResponse, type TUploadVouchersResponse } from '@printhub/contract';

import { apiUpload } from '@/lib/api-upload';

export interface UploadVouchersInput {
  clientId: number;
  file: File;
  /** The validity of the rows that have no expiry_date (YYYY-MM-DD or ISO): the person chooses it. */
  expiryDate: string;
  /** Called with 0…1 as the file is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/upload_vouchers?client_id=N&expiry_date=ISO, multipart field `file`. 201 {vouchers_created,
 * codes_created, default_expiry_codes, default_expiry_date}; 400 an ApiError whose `errors` name every bad row
 * (all or nothing); 413 too large; aborting rejects with an AbortError.
 */
export function uploadVouchersCsv({
  clientId,
  file,
  expiryDate,
  onProgress,
  signal,
}: UploadVouchersInput): Promise<TUploadVouchersResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiUpload(API.voucherUpload, body, {
    query: { client_id: clientId, expiry_date: expiryDate },
    schema: ZUploadVouchersResponse,
    onProgress,
    signal,
  });
}
