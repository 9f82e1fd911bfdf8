// The calls of a session (docs/decisions/110) and the auth state's transitions. Loaded
// on demand by the AuthProvider, so that a visitor with no stored session never downloads them.
import type {
  tokenResponseSchema,
  User,
  UserUpdateBody,
  userUpdateResponseSchema,
  VerifyResponse,
  verifyResponseSchema,
} from '#shared/schemas/user';
import { api, noTokenMessage } from './api-client';
import { ApiError } from './api-error';
import type { AuthState, SetAuthState } from './auth';
import {
  clearSession,
  storedToken,
  storedUser,
  storeSession,
  tokenStorageKey,
  userStorageKey,
} from './auth-storage';

export const verifyFailedMessage = 'Failed to verify user';
export const updateFailedMessage = 'Failed to update user entry';
/** Tokens live one hour; a fresh one is fetched well before. */
export const tokenRefreshIntervalMs = 30 * 60 * 1000;

export interface Session {
  user: User;
  mapsKey: string;
}

const loggedOut: AuthState = { status: 'loggedOut', user: null, mapsKey: null };
const authenticated = ({ user, mapsKey }: Session): AuthState => ({
  status: 'authenticated',
  user,
  mapsKey,
});
const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Whether the page is being left. Leaving a page cuts off its calls in flight, and a restore cut
 * off so has failed for no fault of the session: clearing the session then would sign the user
 * out of the page they are going to (which restores the session again itself).
 */
let leavingPage = false;
window.addEventListener('pagehide', () => {
  leavingPage = true;
});
window.addEventListener('pageshow', () => {
  leavingPage = false;
});

/** POST /auth/refresh: a fresh token for the session behind `token` (no body). */
export async function refreshToken(token: string): Promise<string> {
  const answer = await api.post<typeof tokenResponseSchema>('/api/v1/auth/refresh', undefined, {
    token,
  });
  return answer.token;
}

/** GET /user/verify; a non-ok answer throws 'Failed to verify user' (with its status). */
export async function verifyUser(token: string): Promise<VerifyResponse> {
  try {
    return await api.authGet<typeof verifyResponseSchema>('/api/v1/user/verify', { token });
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 300;
    throw refused ? new ApiError(error.status, verifyFailedMessage, { cause: error }) : error;
  }
}

/**
 * POST /user/update; answers the role. A failure is only logged, never shown: the role from
 * verify stands then.
 */
export async function updateUser(token: string, user: User): Promise<User['role'] | undefined> {
  const body: UserUpdateBody = {
    userId: user.uid,
    lastSeen: Date.now(),
    firebaseName: user.name,
    email: user.email,
    photoUrl: user.photoURL,
    os: 'web',
  };
  try {
    const answer = await api.post<typeof userUpdateResponseSchema>('/api/v1/user/update', body, {
      token,
    });
    return answer.role;
  } catch (error) {
    console.warn(updateFailedMessage, error);
    return undefined;
  }
}

/**
 * For both the restore on start and a completed sign-in: a fresh token (the given one when
 * refreshing fails), verify, user update (the role comes from its answer), then the token and the
 * user are stored. Throws when verify fails; nothing is stored then.
 */
export async function establishSession(token: string): Promise<Session> {
  let fresh = token;
  try {
    fresh = await refreshToken(token);
  } catch {
    // The token we have may still be valid: verify decides.
  }
  const verified = await verifyUser(fresh);
  const role = await updateUser(fresh, verified.user);
  const user: User = { ...verified.user, role: role === undefined ? verified.user.role : role };
  storeSession(fresh, user);
  return { user, mapsKey: verified.mapsKey };
}

/** The restore on start: authenticated, or (storage cleared) logged out when anything fails. */
export async function restoreSession(setState: SetAuthState): Promise<void> {
  const token = storedToken();
  try {
    if (token && storedUser()) {
      setState(authenticated(await establishSession(token)));
      return;
    }
  } catch {
    // On failure or error the stored data is cleared, unless the error is the page being left. Its
    // calls are cut off as it goes, before or after `pagehide`; a page gone runs no further task,
    // so the clear waits for the next one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (leavingPage) return;
  }
  clearSession();
  setState(loggedOut);
}

/** "Google login" with the token the sign-in handed over; throws when verify fails. */
export async function completeSignIn(setState: SetAuthState, token: string): Promise<User> {
  const session = await establishSession(token);
  setState(authenticated(session));
  return session.user;
}

/** Verifies the stored token again, for a user whose role or dealer access has changed. */
export async function refreshUser(setState: SetAuthState): Promise<User | null> {
  const token = storedToken();
  try {
    if (!token) throw new ApiError(401, noTokenMessage);
    const verified = await verifyUser(token);
    if (storedToken() !== token) return null; // Signed out meanwhile.
    storeSession(token, verified.user);
    setState(authenticated(verified));
    return verified.user;
  } catch (error) {
    if (isUnauthorized(error)) {
      clearSession();
      setState(loggedOut);
    }
    return null;
  }
}

/** POST /auth/logout (a failure is ignored), then the token, the user and the state are cleared. */
export async function logout(setState: SetAuthState): Promise<void> {
  const token = storedToken();
  if (token) {
    try {
      await api.post('/api/v1/auth/logout', undefined, { token });
    } catch {
      // Signed out here either way; the session expires on the server.
    }
  }
  clearSession();
  setState(loggedOut);
}

/**
 * While signed in: a fresh token every 30 minutes (a refused refresh ends the session), and
 * other tabs followed when they sign out or change the user. Answers the function that stops.
 */
export function keepSession(setState: SetAuthState): () => void {
  const timer = window.setInterval(() => {
    const token = storedToken();
    if (!token) return;
    refreshToken(token).then(
      (fresh) => {
        if (storedToken() === token) storeSession(fresh);
      },
      (error: unknown) => {
        if (!isUnauthorized(error)) return;
        clearSession();
        setState(loggedOut);
      },
    );
  }, tokenRefreshIntervalMs);

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== tokenStorageKey && event.key !== userStorageKey) {
      return;
    }
    const user = storedUser();
    if (!storedToken() || !user) {
      setState(loggedOut);
      return;
    }
    setState((current) =>
      current.status === 'authenticated' && JSON.stringify(current.user) === JSON.stringify(user)
        ? current
        : { status: 'authenticated', user, mapsKey: current.mapsKey },
    );
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('storage', onStorage);
  };
}
