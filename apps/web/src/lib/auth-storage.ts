import type { TLoginResponse } from '@printhub/contract';

/** Local storage keys of SPEC.md §3. */
export const STORAGE_KEYS = { token: 'token', id: 'id', isSuperuser: 'is_superuser' } as const;

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function saveSession({ token, user }: TLoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.id, String(user.id));
  localStorage.setItem(STORAGE_KEYS.isSuperuser, user.is_superuser ? 'true' : 'false');
}

/** SPEC.md §2: signing out clears local storage. */
export function clearSession(): void {
  localStorage.clear();
}
