/** The message /auth-callback.js posts to the app window when a popup sign-in is done. */
export const signedInMessageType = 'arabeya:signed-in';
export const signInWindowName = 'arabeya-sign-in';
const popupSize = { width: 500, height: 650 };

/** A local path to come back to (never `//host`, a full address or /login itself), else `/`. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 500 || !/^\/(?![/\\])/.test(value)) return '/';
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return '/';
  return value;
}

/** Where the server starts a sign-in with the provider. */
export const signInUrl = (mode: 'popup' | 'redirect', returnTo: string) =>
  `/api/v1/auth/login?${new URLSearchParams({ mode, returnTo })}`;

/** Opens the provider's sign-in in a centred popup; null when the browser blocked it. */
export function openSignInPopup(returnTo: string): Window | null {
  const { width, height } = popupSize;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  return window.open(
    signInUrl('popup', returnTo),
    signInWindowName,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
}

/** The session token of a sign-in message from this app's own origin, else null. */
export function tokenOfMessage(event: MessageEvent): string | null {
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const { type, token } = data as { type?: unknown; token?: unknown };
  return type === signedInMessageType && typeof token === 'string' && token ? token : null;
}
