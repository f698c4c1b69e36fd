import { API, ZVerifyEmailResponse, type TVerifyEmailResponse } from '@printhub/contract';

import { api } from '@/lib/api-client';

/** POST /api/customer/verify-email: public, no token. */
export const verifyEmail = (token: string): Promise<TVerifyEmailResponse> =>
  api.post(API.customerVerifyEmail, { token }, { schema: ZVerifyEmailResponse, auth: false });
