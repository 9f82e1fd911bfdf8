import { useEffect, useState } from 'react';
import { Info } from 'lucide-react';

/** How long a note stays: long enough to read two short sentences. */
const shownForMs = 5000;

/**
 * A short message about what a tap could not do ("at most 4 cars"), shown for a few seconds:
 * `show` it, and render `note` anywhere. It is fixed under the header, so it shows wherever the
 * button is (a card's rounded corner clips nothing fixed) and covers neither the bars at the
 * bottom of a phone's screen nor the button itself.
 */
export function useFlashNote() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), shownForMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  const note = message !== null && (
    <p
      role="alert"
      className="fixed inset-x-4 top-20 z-50 mx-auto flex max-w-md items-start gap-2 rounded-xl bg-slate-900 px-4 py-3 text-sm font-semibold text-white shadow-card-hover"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
      {message}
    </p>
  );
  return { show: setMessage, note };
}
