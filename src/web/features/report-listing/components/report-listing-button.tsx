import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleCheck, Flag, Info } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { doAfterSignIn, takeAfterSignIn } from '../../../lib/after-sign-in';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import type { ReportOutcome } from './report-listing-dialog';

// The dialog and its checks (zod) come when it is first opened.
const ReportListingDialog = lazy(() =>
  import('./report-listing-dialog').then((module) => ({ default: module.ReportListingDialog })),
);

/** Quiet on purpose: a way to flag a bad listing, not a call to action. */
const quiet = cn(buttonClasses('ghost', 'sm'), 'text-slate-500 hover:text-slate-800');

/**
 * "Report this listing" on a car's page: signed out, it leads to sign-in and back, where the
 * dialog opens by itself (the reason is the buyer's to give); signed in, it opens the dialog,
 * and once sent says so in its place.
 */
export function ReportListingButton({ carId }: { carId: string }) {
  // Drawn anew when the session is known or changes, so that the sign-in's return is seen.
  return <ReportListing key={useAuth().status} carId={carId} />;
}

function ReportListing({ carId }: { carId: string }) {
  const { t } = useLanguage();
  const { status, user } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Open from the start when this page is where the sign-in it led to returned.
  const [open, setOpen] = useState(() => user !== null && takeAfterSignIn('reportListing', here));
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);

  if (outcome) return <ReportNotice outcome={outcome} />;
  if (status === 'loggedOut' || !user) {
    return (
      <Link
        to={paths.login.getHref(here)}
        onClick={() => doAfterSignIn('reportListing', here)}
        className={quiet}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('report.button')}
      </Link>
    );
  }
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={quiet}>
        <Flag aria-hidden="true" className="size-4" />
        {t('report.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportListingDialog
            carId={carId}
            onDone={(done) => {
              setOpen(false);
              setOutcome(done);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** After the dialog: thanks, or that the user had reported the car already. It takes the focus. */
function ReportNotice({ outcome }: { outcome: ReportOutcome }) {
  const { t } = useLanguage();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  const Icon = outcome === 'sent' ? CircleCheck : Info;
  return (
    <p
      ref={notice}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-2 px-1 text-sm font-semibold text-slate-700 outline-none"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      {outcome === 'sent' ? t('report.sent') : t('report.already')}
    </p>
  );
}
