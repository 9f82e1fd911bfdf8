import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Building2,
  CircleAlert,
  Heart,
  KeyRound,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { IconTile } from '../../components/ui/icon-tile';
import { Spinner } from '../../components/ui/spinner';
import { DocumentTitle } from '../../components/seo/document-title';
import { forgetAfterSignIn, waitingAfterSignIn, type AfterSignIn } from '../../lib/after-sign-in';
import { useAuth } from '../../lib/auth';
import { takeHandedOverToken, tokenStorageKey } from '../../lib/auth-storage';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import {
  openSignInPopup,
  safeReturnTo,
  signInUrl,
  tokenOfMessage,
} from '../../features/auth/lib/sign-in-window';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

type Phase =
  'idle' | 'waiting' | 'redirecting' | 'completing' | 'done' | 'popupClosed' | 'failed' | 'expired';

const busyPhases: readonly Phase[] = ['redirecting', 'completing', 'done'];
const errorPhases: readonly Phase[] = ['popupClosed', 'failed', 'expired'];

/**
 * /login: "Sign in with Google" opens the provider in a popup (a full-page redirect when the
 * popup is blocked). The popup hands the token back with postMessage; a redirect comes back
 * here with `?complete=1` and the token in sessionStorage (public/auth-callback.js). The page
 * speaks to buyers and to dealers, and, when a button sent the visitor here to do something,
 * says that it will be done on coming back.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const { status, completeSignIn, refreshUser } = useAuth();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const handOver = searchParams.has('complete');
  const [phase, setPhase] = useState<Phase>(handOver ? 'completing' : 'idle');
  const popup = useRef<Window | null>(null);
  const hydrated = useHydrated();

  // A sign-in that returns elsewhere than the page where something waits drops it: that was
  // given up, and is not done by surprise on a later visit there.
  useEffect(() => {
    if (!waitingAfterSignIn(returnTo)) forgetAfterSignIn();
  }, [returnTo]);

  const finish = useCallback(
    async (token: string | null) => {
      if (!token) {
        setPhase('expired');
        return;
      }
      setPhase('completing');
      try {
        await completeSignIn(token);
        setPhase('done');
      } catch {
        setPhase('failed');
      }
    },
    [completeSignIn],
  );

  // The popup's message, only from this app's own origin.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const token = tokenOfMessage(event);
      if (!token) return;
      popup.current = null;
      void finish(token);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [finish]);

  // A sign-in finished in another window of this app (a popup that lost its opener finishes
  // there, through /login?complete=1): take over its stored session.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === tokenStorageKey && event.newValue) void refreshUser();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refreshUser]);

  // The redirect's hand-over, once the stored session (if any) has been looked at.
  const handOverTaken = useRef(false);
  useEffect(() => {
    if (!handOver || status === 'loading' || handOverTaken.current) return;
    handOverTaken.current = true;
    void finish(takeHandedOverToken());
  }, [handOver, status, finish]);

  // A popup closed without signing in. Its message may still be on its way: wait a moment.
  useEffect(() => {
    if (phase !== 'waiting') return;
    let grace: number | undefined;
    const timer = window.setInterval(() => {
      if (!popup.current?.closed) return;
      window.clearInterval(timer);
      popup.current = null;
      grace = window.setTimeout(
        () => setPhase((current) => (current === 'waiting' ? 'popupClosed' : current)),
        1000,
      );
    }, 400);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(grace);
    };
  }, [phase]);

  const signIn = () => {
    if (popup.current && !popup.current.closed) {
      popup.current.focus();
      return;
    }
    const opened = openSignInPopup(returnTo);
    if (!opened) {
      setPhase('redirecting');
      window.location.assign(signInUrl('redirect', returnTo));
      return;
    }
    popup.current = opened;
    setPhase('waiting');
  };

  if (status === 'authenticated' && phase !== 'completing') {
    return <Navigate to={returnTo} replace />;
  }

  const busy = status === 'loading' || busyPhases.includes(phase);
  const isError = errorPhases.includes(phase);
  const messages: Partial<Record<Phase, string>> = {
    waiting: t('login.waiting'),
    redirecting: t('login.redirecting'),
    completing: t('login.completing'),
    done: t('login.completing'),
    popupClosed: t('login.popupClosed'),
    failed: t('login.failed'),
    expired: t('login.expired'),
  };
  const message = messages[phase];
  // What waits is this tab's (sessionStorage): the server writes the page without it.
  const waiting = hydrated ? waitingAfterSignIn(returnTo) : null;
  const waitingTexts: Record<AfterSignIn, string> = {
    saveSearch: t('login.waitingSaveSearch'),
    reportListing: t('login.waitingReportListing'),
    keepFavourites: t('login.waitingKeepFavourites'),
  };

  return (
    <div className="grid place-items-center px-4 py-16 sm:py-24">
      <DocumentTitle title={t('login.title')} />
      <div className="w-full max-w-md rounded-3xl bg-white p-6 text-center shadow-card ring-1 ring-slate-200/70 sm:p-8">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-700 text-white shadow-sm">
          <KeyRound aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-slate-900">{t('login.title')}</h1>
        {waiting && (
          <p className="mt-4 rounded-xl bg-brand-50 p-3 text-start text-sm font-semibold text-brand-900 ring-1 ring-brand-200">
            {waitingTexts[waiting]}
          </p>
        )}
        <button
          type="button"
          onClick={signIn}
          disabled={busy}
          aria-describedby={message ? 'login-status' : undefined}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700 shadow-sm transition-colors hover:border-brand-400 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? <Spinner /> : <GoogleMark />}
          {t('login.google')}
        </button>
        <p
          id="login-status"
          role={isError ? 'alert' : 'status'}
          className={cn(
            'flex items-start gap-2 rounded-xl text-start text-sm empty:hidden',
            message && 'mt-4 p-3',
            isError ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800',
          )}
        >
          {message && isError && (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {message}
        </p>
        <ul className="mt-8 space-y-5 text-start">
          <Audience icon={Heart} title={t('login.buyersTitle')} text={t('login.buyers')} />
          <Audience
            icon={Building2}
            title={t('login.dealersTitle')}
            text={t('login.description')}
          />
        </ul>
        <p className="mt-6 flex items-start justify-center gap-2 text-xs text-slate-500">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('login.privacy')}
        </p>
      </div>
    </div>
  );
}

/** Whom the account serves, and what it gives them. */
function Audience({ icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="flex items-start gap-3">
      <IconTile icon={icon} />
      <div className="min-w-0">
        <h2 className="font-bold text-slate-900">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-600">{text}</p>
      </div>
    </li>
  );
}
