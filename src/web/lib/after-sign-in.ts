/**
 * What a signed-out visitor set out to do when a button sent them to sign in: saving the search
 * of the listings, reporting a listing, keeping the favourites in an account. The button keeps
 * it here before leaving; back on the same page signed in, the button finds it and does it.
 */
export type AfterSignIn = 'saveSearch' | 'reportListing' | 'keepFavourites';

interface Stored {
  action: AfterSignIn;
  /** The page to come back to (path and query, as the router sees it), also the return path. */
  path: string;
  /** When it was kept (ms): one left by a sign-in given up long ago is not done by surprise. */
  at: number;
}

/**
 * sessionStorage: this tab only, as the sign-in is (a popup gets a copy of it, and a redirect
 * comes back to the same tab).
 */
const storageKey = 'arabeya:after-sign-in';
const maxAgeMs = 30 * 60 * 1000;

const actions: readonly AfterSignIn[] = ['saveSearch', 'reportListing', 'keepFavourites'];

function read(): Stored | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { action, path, at } = stored as Partial<Stored>;
    if (!actions.includes(action as AfterSignIn) || typeof path !== 'string') return null;
    if (typeof at !== 'number' || Date.now() - at > maxAgeMs) return null;
    return { action: action as AfterSignIn, path, at };
  } catch {
    return null;
  }
}

/** Keeps `action` on `path` for after the sign-in (the last one kept wins). */
export function doAfterSignIn(action: AfterSignIn, path: string): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify({ action, path, at: Date.now() }));
  } catch {
    // Storage blocked: the visitor comes back to the page and does it again.
  }
}

/** The action waiting for a sign-in that returns to `path`, left in place (the sign-in page). */
export function waitingAfterSignIn(path: string): AfterSignIn | null {
  const stored = read();
  return stored?.path === path ? stored.action : null;
}

/**
 * Whether `action` was waiting on `path`; it is taken, so it is done once. Anything else kept is
 * left for its own page.
 */
export function takeAfterSignIn(action: AfterSignIn, path: string): boolean {
  const stored = read();
  if (stored?.action !== action || stored.path !== path) return false;
  forgetAfterSignIn();
  return true;
}

/** Drops what was kept: a sign-in begun for another page or purpose than the one waiting. */
export function forgetAfterSignIn(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
