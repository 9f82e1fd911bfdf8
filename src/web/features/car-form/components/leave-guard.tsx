import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * Keeps unsaved work from an accidental navigation: inside the app a confirm dialog (the data
 * router's blocker), and the browser's own question when the tab is closed or reloaded.
 * `when` is asked at the moment of leaving, so a save that navigates is not stopped.
 */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && when(),
  );

  const latest = useRef(when);
  useEffect(() => {
    latest.current = when;
  }, [when]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-guard-title"
        aria-describedby="leave-guard-text"
        className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl"
      >
        <h2 id="leave-guard-title" className="text-lg font-extrabold text-slate-900">
          {t('carForm.leaveTitle')}
        </h2>
        <p id="leave-guard-text" className="mt-2 text-sm text-slate-600">
          {t('carForm.leaveText')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => blocker.proceed()}>
            {t('carForm.leave')}
          </Button>
          <Button autoFocus onClick={() => blocker.reset()}>
            {t('carForm.stay')}
          </Button>
        </div>
      </div>
    </div>
  );
}
