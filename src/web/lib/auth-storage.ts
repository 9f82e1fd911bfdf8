import type { User } from '#shared/schemas/user';
import { storedToken, tokenStorageKey } from './api-client';

export { storedToken, tokenStorageKey };
/** The user is kept beside the token, under `user`, a fixed key. */
export const userStorageKey = 'user';
/** Where /auth-callback.js leaves the token for /login when the popup has no opener. */
export const handOverStorageKey = 'arabeya:sign-in-token';

export function storedUser(): User | null {
  try {
    const user: unknown = JSON.parse(window.localStorage.getItem(userStorageKey) ?? 'null');
    return user && typeof user === 'object' && 'uid' in user ? (user as User) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user?: User): void {
  try {
    window.localStorage.setItem(tokenStorageKey, token);
    if (user) window.localStorage.setItem(userStorageKey, JSON.stringify(user));
  } catch {
    // Not kept: the session lasts as long as this page.
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(tokenStorageKey);
    window.localStorage.removeItem(userStorageKey);
  } catch {
    // Nothing was stored.
  }
}

/** The token /auth-callback.js handed over in sessionStorage, taken once. */
export function takeHandedOverToken(): string | null {
  try {
    const token = window.sessionStorage.getItem(handOverStorageKey);
    window.sessionStorage.removeItem(handOverStorageKey);
    return token;
  } catch {
    return null;
  }
}
