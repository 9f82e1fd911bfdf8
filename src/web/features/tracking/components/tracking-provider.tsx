import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { sendPageView } from '../api/page-view';

/** How long a new page may take to set its title before it is reported with what is there. */
export const titleWaitMs = 1500;

const language = () => (i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');

interface Pending {
  send: () => void;
  cancel: () => void;
}

/**
 * Reports every path change (pathname + search) to our analytics endpoint, with the title the
 * new page sets (docs/decisions/040): it waits for the <title> to change, at most `titleWaitMs`.
 * Mounted inside the router. Navigation never waits for it.
 */
export function TrackingProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const paths = useRef<{ current?: string; previous?: string }>({});
  const pending = useRef<Pending | null>(null);

  // A layout effect: it runs before the new page's effects set its title.
  useLayoutEffect(() => {
    const seen = paths.current;
    if (seen.current !== path) {
      pending.current?.send(); // The page left before setting its title: report it as it is.
      seen.previous = seen.current;
      seen.current = path;
    }
    if (pending.current) return;
    const referrerPath = seen.previous;
    const cancel = () => {
      observer?.disconnect();
      clearTimeout(timer);
      pending.current = null;
    };
    const send = () => {
      cancel();
      sendPageView({
        path,
        title: document.title,
        ...(referrerPath === undefined ? {} : { referrerPath }),
        language: language(),
      });
    };
    pending.current = { send, cancel };
    const timer = setTimeout(send, titleWaitMs);
    const observer =
      typeof MutationObserver === 'function' ? new MutationObserver(send) : undefined;
    if (observer) {
      observer.observe(document.querySelector('title') ?? document.head, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    }
  }, [path]);

  // Leaving the app (or a test unmounting it) drops a report still waiting.
  useEffect(() => () => pending.current?.cancel(), []);

  return children;
}
