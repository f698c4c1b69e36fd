import {
  API,
  ZUploadVouchersResponse,
  ZValidationErrorResponse,
  type TFieldError,
  type TUploadVouchersResponse,
} from '@printhub/contract';

import { ApiError, buildUrl, parseResponse } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/auth-storage';
import { loginPathFor } from '@/lib/safe-next-path';

/** A refused CSV (400): every bad row, as the server named them (all or nothing). */
export class CsvUploadError extends ApiError {
  readonly rows: readonly TFieldError[];

  constructor(status: number, message: string, rows: readonly TFieldError[]) {
    super(status, message);
    this.name = 'CsvUploadError';
    this.rows = rows;
  }
}

export const isCsvUploadError = (error: unknown): error is CsvUploadError => error instanceof CsvUploadError;

export interface UploadVouchersInput {
  clientId: number;
  file: File;
  /** The default expiry of rows without one; the current time, ISO. */
  expiryDate?: string;
  /** Called with 0…1 as the file is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export const NETWORK_ERROR_TEXT = 'Could not reach the server — please check your connection';

async function toError(xhr: XMLHttpRequest): Promise<Error> {
  const response = new Response(xhr.responseText || null, {
    status: xhr.status,
    headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
  });
  // The same messages as every other call (api-client), from the same body.
  const error = await parseResponse(response).then(
    () => new ApiError(xhr.status, `Request failed with status ${xhr.status}`),
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) return error instanceof Error ? error : new Error(String(error));
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    return error;
  }
  // ApiError keeps one message per field; a CSV report has many under the one key 'file'.
  const report = ZValidationErrorResponse.safeParse(body);
  return report.success ? new CsvUploadError(error.status, error.message, report.data.errors) : error;
}

/**
 * POST /api/upload_vouchers?client_id=N&expiry_date=ISO, multipart field `file`. XMLHttpRequest rather than
 * fetch: only it reports upload progress. 201 {vouchers_created, codes_created}; 400 a CsvUploadError naming
 * every bad row; 413 too large; aborting rejects with an AbortError.
 */
export function uploadVouchersCsv({
  clientId,
  file,
  expiryDate = new Date().toISOString(),
  onProgress,
  signal,
}: UploadVouchersInput): Promise<TUploadVouchersResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(API.voucherUpload, { client_id: clientId, expiry_date: expiryDate }));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      void (async () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(ZUploadVouchersResponse.parse(JSON.parse(xhr.responseText)));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
          return;
        }
        if (xhr.status === 401) {
          clearSession();
          const { pathname, search } = window.location;
          if (pathname !== '/login') window.location.assign(loginPathFor(pathname, search));
        }
        reject(await toError(xhr));
      })();
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, NETWORK_ERROR_TEXT)));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
