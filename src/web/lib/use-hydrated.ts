import { startTransition, useEffect, useState } from 'react';

/** True from when the browser starts hydrating a page the server wrote until it has finished. */
let hydrating = false;
const listeners = new Set<() => void>();

/** Called before hydrating a page the server wrote. */
export function beginHydration() {
  hydrating = true;
}

/** Called once the page's content has hydrated (the layout's first effect). */
export function endHydration() {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

/**
 * False while the server writes a page and until the browser has hydrated all of it (not only
 * the part above the page's Suspense boundary), true from then on and at once on a page
 * rendered in the browser: for what the server cannot know (the signed-in user, the history
 * entry's state) or what only works with script (a widget that styles itself inline, which the
 * page's CSP allows from script but not in HTML). The change comes as a transition: what it
 * re-renders yields to the browser, instead of one long task right after hydration.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (hydrated) return;
    const show = () => startTransition(() => setHydrated(true));
    if (!hydrating) {
      show();
      return;
    }
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, [hydrated]);
  return hydrated;
}
