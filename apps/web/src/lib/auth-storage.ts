import type { TLoginResponse } from '@printhub/contract';

/** Local storage keys of the specification. */
export const STORAGE_KEYS = { token: 'token', id: 'id', isSuperuser: 'is_superuser' } as const;

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function saveSession({ token, user }: TLoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.id, String(user.id));
  localStorage.setItem(STORAGE_KEYS.isSuperuser, user.is_superuser ? 'true' : 'false');
}

/** Signing out clears local storage. */
export function clearSession(): void {
  localStorage.clear();
}

/** The signed-in user's id as stored at sign-in, or null. */
export function getStoredUserId(): number | null {
  const id = Number(localStorage.getItem(STORAGE_KEYS.id));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Whether a super admin signed in, as stored at sign-in: what a screen goes by before the profile answers. */
export function isStoredSuperuser(): boolean {
  return localStorage.getItem(STORAGE_KEYS.isSuperuser) === 'true';
}

/** Who signed in, as stored at sign-in (what a route's loader goes by), or null. */
export function getStoredUser(): { id: number | null; isSuperuser: boolean } | null {
  if (!getToken()) return null;
  return { id: getStoredUserId(), isSuperuser: isStoredSuperuser() };
}
