/**
 * The API client's upload with progress, in a module of its own so that only the screens that upload load it
 * (every screen loads api-client.ts). The token, the 401 sign-out and the errors are api-client's.
 */
import {
  ApiError,
  buildUrl,
  handleUnauthorized,
  NETWORK_ERROR_TEXT,
  parseResponse,
  type RequestOptions,
} from './api-client';
import { getToken } from './auth-storage';

export interface UploadOptions<T> extends Pick<RequestOptions<T>, 'query' | 'schema' | 'signal'> {
  /** Called with 0…1 as the body is sent. */
  onProgress?: (fraction: number) => void;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POST a FormData with the token, reporting the upload's progress. XMLHttpRequest rather than fetch: only it
 * reports upload progress. The answer goes through the same checks as every other call: a 401 signs out,
 * a refusal is an ApiError, an abort rejects with an AbortError.
 */
export function apiUpload<T = unknown>(
  path: string,
  body: FormData,
  { query, schema, signal, onProgress }: UploadOptions<T> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 401) handleUnauthorized();
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
      });
      parseResponse(response, schema).then(resolve, reject);
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, NETWORK_ERROR_TEXT)));
    xhr.addEventListener('abort', () => reject(abortError()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
