import { API, ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-storage';

export const login = (body: TLoginRequest): Promise<TLoginResponse> =>
  api.post(API.login, body, { schema: ZLoginResponse, auth: false });

/** Signs in and stores the session in local storage. */
export async function signIn(body: TLoginRequest): Promise<TLoginResponse> {
  const session = await login(body);
  saveSession(session);
  return session;
}
