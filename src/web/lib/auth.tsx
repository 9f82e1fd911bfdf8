import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '#shared/schemas/user';
import { storedToken } from './api-client';
import { useHydrated } from './use-hydrated';

/** Loading, then authenticated or logged out (docs/decisions/110). */
export type AuthStatus = 'loading' | 'authenticated' | 'loggedOut';

export type AuthState =
  | { status: 'loading' | 'loggedOut'; user: null; mapsKey: null }
  | {
      status: 'authenticated';
      user: User;
      /** From verify, for the maps of the car form. */
      mapsKey: string | null;
    };

export type SetAuthState = (next: AuthState | ((current: AuthState) => AuthState)) => void;

export interface AuthActions {
  /** "Google login": fresh token, verify, user update, store, authenticated. */
  completeSignIn: (token: string) => Promise<User>;
  /** POST logout (failure ignored), then token, user and state are cleared. */
  logout: () => Promise<void>;
  /** Verifies again after the user's role or dealer access changed; null if signed out. */
  refreshUser: () => Promise<User | null>;
}

export type AuthContextValue = AuthState & AuthActions;

const signedOutState: AuthState = { status: 'loggedOut', user: null, mapsKey: null };

/** Every query of signed-in data sits under this key (then the user's id). */
export const accountQueryKey = ['account'] as const;

// The session's calls and upkeep load on demand: a visitor with no stored session (most
// visitors) never downloads them.
const session = () => import('./auth-session');

const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state (docs/decisions/110); its transitions live in auth-session.ts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // With a stored token the restore runs; without one the check simply completes.
  const [state, setState] = useState<AuthState>(() => ({
    status: storedToken() ? 'loading' : 'loggedOut',
    user: null,
    mapsKey: null,
  }));
  // The server writes every page signed out, as it sees everyone; hydrating it, so is this.
  const shownState = useHydrated() ? state : signedOutState;

  // The restore on start, once (also under StrictMode's double effects).
  const restoreStarted = useRef(false);
  const loading = state.status === 'loading';
  useEffect(() => {
    if (!loading || restoreStarted.current) return;
    restoreStarted.current = true;
    void session().then((calls) => calls.restoreSession(setState));
  }, [loading]);

  // While signed in: a fresh token every 30 minutes, and other tabs followed.
  const authenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    const stop = session().then((calls) => calls.keepSession(setState));
    return () => void stop.then((end) => end());
  }, [authenticated]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...shownState,
      completeSignIn: async (token) => (await session()).completeSignIn(setState, token),
      logout: async () => (await session()).logout(setState),
      refreshUser: async () => (await session()).refreshUser(setState),
    }),
    [shownState],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('AuthContext was used outside AuthProvider');
  return context;
}
