import { API, ZPrintDetail, type TPrintDetail } from '@printhub/contract';

import { api } from '@/lib/api-client';

/** GET /api/print/{ref}/: public, no token. */
export const getPrintDetail = (ref: string, signal?: AbortSignal): Promise<TPrintDetail> =>
  api.get(API.print(encodeURIComponent(ref)), { schema: ZPrintDetail, auth: false, signal });
