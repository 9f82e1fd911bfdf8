import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, MonitorSmartphone } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { doAfterSignIn, takeAfterSignIn } from '../../../lib/after-sign-in';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { localFavourites } from '../lib/local-favourites';

/**
 * Above the favourites of a signed-out visitor who kept some: they live in this browser only,
 * and signing in keeps them on every device. Back from that sign-in (the list's read has joined
 * them to the account by then), it says so.
 */
export function KeepFavouritesNote() {
  // Drawn anew when the session is known or changes, so that the sign-in's return is seen.
  return <KeepFavourites key={useAuth().status} />;
}

function KeepFavourites() {
  const { t } = useLanguage();
  const { status } = useAuth();
  const kept = localFavourites.useItems();
  const here = paths.favourites.getHref();
  const [joined] = useState(
    () => status === 'authenticated' && takeAfterSignIn('keepFavourites', here),
  );
  const news = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (joined) news.current?.focus();
  }, [joined]);

  const note = 'mb-6 flex items-start gap-3 rounded-2xl p-4 text-sm ring-1';
  if (joined) {
    return (
      <p
        ref={news}
        tabIndex={-1}
        role="status"
        className={cn(
          note,
          'bg-emerald-50 font-semibold text-emerald-900 ring-emerald-200 outline-none',
        )}
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        {t('favouritesPage.joined')}
      </p>
    );
  }
  if (status !== 'loggedOut' || kept.length === 0) return null;
  return (
    <div className={cn(note, 'flex-col bg-brand-50 ring-brand-200 sm:flex-row sm:items-center')}>
      <p className="flex flex-1 items-start gap-3 text-brand-900">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {t('favouritesPage.thisBrowserOnly')}
      </p>
      <Link
        to={paths.login.getHref(here)}
        onClick={() => doAfterSignIn('keepFavourites', here)}
        className={cn(buttonClasses('primary', 'sm'), 'max-sm:w-full')}
      >
        {t('favouritesPage.keepEverywhere')}
      </Link>
    </div>
  );
}
