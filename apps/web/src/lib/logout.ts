import { API } from '@printhub/contract';

import { api } from './api-client';
import { clearSession, getToken } from './auth-storage';

/**
 * Revokes the token on the server when possible, then forgets the session locally. The server call is
 * best effort: signing out must work offline or with an already revoked token.
 */
export async function logout(): Promise<void> {
  if (getToken()) {
    try {
      await api.post(API.logout, undefined, { auth: true });
    } catch (error) {
      console.error('Logout call failed', error);
    }
  }
  clearSession();
}
